/**
 * The Retailer Health Checker's rules (merchants.md "Retailer Health Checker"): how a merchant's
 * decision policy, rate cards, product permissions, admin users and basic groups become the
 * diagnostic, which status each line shows, and whether a fix applies. Shared by the server
 * (which computes the diagnostic and refuses fixes that do not apply) and the console.
 */

/** A merchant's portal groups: its basic groups, each with the base group of its users. */
export const retailerBasicGroups = [
  { name: 'Managers', baseGroup: 'Retailer Admin', permissions: ['200:4', '201:13'] },
  { name: 'Sales', baseGroup: 'Retailer Staff', permissions: ['200:4'] },
] as const;

export type RetailerBasicGroup = (typeof retailerBasicGroups)[number];

/** The basic group (and base group) every admin user of a merchant belongs to. */
export const retailerAdminGroup: RetailerBasicGroup = retailerBasicGroups[0];

export interface DiagnosticProduct {
  Code: string | null;
  RateCard: boolean;
  Permission: boolean;
  InterestProduct: boolean;
}

export interface DiagnosticRule {
  Reference: string;
  Products: DiagnosticProduct[];
}

export interface DiagnosticUnusedProduct {
  Code: string;
  Permission: boolean;
}

export interface DiagnosticUser {
  Username: string;
  RetailerBaseGroup: boolean;
  RetailerGroup: boolean;
}

export interface DiagnosticGroup {
  Name: string;
  Permission: boolean;
}

export interface RetailerDiagnosis {
  RateCardProducts: { DecisionPolicy: DiagnosticRule[]; Unused: DiagnosticUnusedProduct[] };
  Users: DiagnosticUser[];
  BackofficeGroups: DiagnosticGroup[];
}

/** What the diagnosis is computed from (read by the server from its tables). */
export interface RetailerHealthFacts {
  rules: { reference: string; products: { code: string | null; interestProduct: boolean }[] }[];
  /** Product codes on the merchant's current rate cards. */
  rateCardCodes: readonly string[];
  /** Product codes the merchant holds a permission for. */
  permittedCodes: readonly string[];
  admins: {
    username: string;
    baseGroup: string | null;
    groupName: string | null;
    /** Whether the user's account is in the admin basic group of the merchant's organisation. */
    inAdminGroup: boolean;
  }[];
  /** The merchant organisation's groups with their permission keys (`category:rule`). */
  groups: { name: string; permissions: readonly string[] }[];
}

const byText = (a: string, b: string) => a.localeCompare(b, 'en-GB', { numeric: true });

/** Whether a merchant group holds every permission its basic group needs. */
function groupInOrder(facts: RetailerHealthFacts, basic: RetailerBasicGroup): boolean {
  const group = facts.groups.find((candidate) => candidate.name === basic.name);
  return !!group && basic.permissions.every((key) => group.permissions.includes(key));
}

/** The diagnosis: rules ordered by Reference, unused products, admins and basic groups. */
export function diagnoseRetailer(facts: RetailerHealthFacts): RetailerDiagnosis {
  const onRateCard = new Set(facts.rateCardCodes);
  const permitted = new Set(facts.permittedCodes);
  const policyCodes = new Set(
    facts.rules.flatMap((rule) => rule.products.flatMap((product) => product.code ?? [])),
  );
  const unusedCodes = [...new Set([...facts.rateCardCodes, ...facts.permittedCodes])]
    .filter((code) => !policyCodes.has(code))
    .sort(byText);
  return {
    RateCardProducts: {
      DecisionPolicy: [...facts.rules]
        .sort((a, b) => byText(a.reference, b.reference))
        .map((rule) => ({
          Reference: rule.reference,
          Products: rule.products.map((product) => ({
            Code: product.code,
            RateCard: product.code !== null && onRateCard.has(product.code),
            Permission: product.code !== null && permitted.has(product.code),
            InterestProduct: product.interestProduct,
          })),
        })),
      Unused: unusedCodes.map((code) => ({ Code: code, Permission: permitted.has(code) })),
    },
    Users: [...facts.admins]
      .sort((a, b) => byText(a.username, b.username))
      .map((admin) => ({
        Username: admin.username,
        RetailerBaseGroup: admin.baseGroup === retailerAdminGroup.baseGroup,
        RetailerGroup: admin.groupName === retailerAdminGroup.name && admin.inAdminGroup,
      })),
    BackofficeGroups: retailerBasicGroups.map((basic) => ({
      Name: basic.name,
      Permission: groupInOrder(facts, basic),
    })),
  };
}

export type ProductHealth = 'red' | 'orange' | 'green' | 'no-data';

/** A decision-policy product's status dot. */
export function productHealth(product: DiagnosticProduct): ProductHealth {
  if (product.Code === null) return 'no-data';
  if (!product.RateCard) return 'red';
  if (!product.Permission) return 'orange';
  return 'green';
}

/** The text beside each dot, so that the status is not told by colour alone. */
export const productHealthText: Record<ProductHealth, string> = {
  red: 'Product not on rate card',
  orange: 'Permission missing',
  green: 'All in order',
  'no-data': 'No Data',
};

export const unusedProductText = {
  enabled: 'Product enabled but not supported by Decision Policy',
  notEnabled: 'Product not enabled',
} as const;

/** An admin is in order with both its base group and its group. */
export const userInOrder = (user: DiagnosticUser) => user.RetailerBaseGroup && user.RetailerGroup;

/** The whole diagnosis in order: every line green (or a check). */
export function retailerInOrder(diagnosis: RetailerDiagnosis): boolean {
  return (
    diagnosis.RateCardProducts.DecisionPolicy.every((rule) =>
      rule.Products.every((product) => productHealth(product) === 'green'),
    ) &&
    diagnosis.RateCardProducts.Unused.every((product) => !product.Permission) &&
    diagnosis.Users.every(userInOrder) &&
    diagnosis.BackofficeGroups.every((group) => group.Permission)
  );
}

/** Why a fix does not apply (the server answers 409 with it), or null when it does. */
export type FixRefusal = { kind: 'conflict' | 'not-found' | 'invalid'; message: string } | null;

/** Add permission applies to a decision-policy product on the rate card but not permitted. */
export function addPermissionRefusal(diagnosis: RetailerDiagnosis, code: string): FixRefusal {
  const lines = diagnosis.RateCardProducts.DecisionPolicy.flatMap((rule) => rule.Products).filter(
    (product) => product.Code === code,
  );
  if (lines.length === 0) {
    return {
      kind: 'conflict',
      message: `Product ${code} is not supported by the merchant's decision policy.`,
    };
  }
  if (!lines[0]!.RateCard) {
    return { kind: 'conflict', message: `Product ${code} is not on the merchant's rate card.` };
  }
  if (lines[0]!.Permission) {
    return { kind: 'conflict', message: `Product ${code} is already enabled for the merchant.` };
  }
  return null;
}

/** Remove permission applies to an enabled product the decision policy does not support. */
export function removePermissionRefusal(diagnosis: RetailerDiagnosis, code: string): FixRefusal {
  const unused = diagnosis.RateCardProducts.Unused.find((product) => product.Code === code);
  if (unused?.Permission) return null;
  const supported = diagnosis.RateCardProducts.DecisionPolicy.some((rule) =>
    rule.Products.some((product) => product.Code === code && product.Permission),
  );
  if (supported) {
    return {
      kind: 'conflict',
      message: `Product ${code} is supported by the merchant's decision policy.`,
    };
  }
  return { kind: 'not-found', message: `Product ${code} is not enabled for the merchant.` };
}

/** Add base groups applies to an admin missing either group, once the admin group exists. */
export function addBaseGroupsRefusal(diagnosis: RetailerDiagnosis, username: string): FixRefusal {
  const user = diagnosis.Users.find((candidate) => candidate.Username === username);
  if (!user)
    return { kind: 'invalid', message: 'No admin user of the merchant has this username.' };
  if (userInOrder(user)) {
    return { kind: 'conflict', message: `${username} already has the base groups.` };
  }
  const adminGroup = diagnosis.BackofficeGroups.find(
    (group) => group.Name === retailerAdminGroup.name,
  );
  if (!adminGroup?.Permission) {
    return {
      kind: 'conflict',
      message: `Create the ${retailerAdminGroup.name} group before adding base groups.`,
    };
  }
  return null;
}

/** Create Group applies to a basic group that is missing or lacks its permission. */
export function createGroupRefusal(diagnosis: RetailerDiagnosis, name: string): FixRefusal {
  const group = diagnosis.BackofficeGroups.find((candidate) => candidate.Name === name);
  if (!group) return { kind: 'invalid', message: 'This is not one of the retailer basic groups.' };
  if (group.Permission) {
    return { kind: 'conflict', message: `The ${name} group already has its permission.` };
  }
  return null;
}

/** One fix of the checker, as its button names it. */
export type RetailerHealthFixRequest =
  | { kind: 'add-permission'; productCode: string }
  | { kind: 'remove-permission'; productCode: string }
  | { kind: 'add-base-groups'; username: string }
  | { kind: 'create-group'; name: string };

const fixLabels: Record<RetailerHealthFixRequest['kind'], string> = {
  'add-permission': 'Add permission',
  'remove-permission': 'Remove permission',
  'add-base-groups': 'Add base groups',
  'create-group': 'Create Group',
};

/** The fix's button text and what it applies to, e.g. 'Add permission ISIF12'. */
export function retailerHealthFixLabel(fix: RetailerHealthFixRequest): string {
  const subject =
    'productCode' in fix ? fix.productCode : 'username' in fix ? fix.username : fix.name;
  return `${fixLabels[fix.kind]} ${subject}`;
}

export const sameRetailerHealthFix = (
  a: RetailerHealthFixRequest | null | undefined,
  b: RetailerHealthFixRequest,
) => !!a && retailerHealthFixLabel(a) === retailerHealthFixLabel(b);
