/** The lender ids a policy may belong to (spec section 9; the lender names are not shown). */
export const policyLenderIds = [2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24] as const;
