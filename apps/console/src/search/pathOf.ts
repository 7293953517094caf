/** Where a merchant or an application opens (merchants.md and credit-applications routes). */
export function pathOf(kind: 'retailers' | 'credit_applications', id: number): string {
  return kind === 'retailers' ? `/merchants/${id}/` : `/credit-app/${id}/`;
}
