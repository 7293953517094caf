/**
 * The group permission catalogue (merchants.md section 6). A permission is a pair of
 * category_id and rule_id. Names marked designed are ours: the specification numbers the rules
 * without naming them all.
 */
export interface PermissionRule {
  category_id: number;
  rule_id: number;
  label: string;
}

export interface PermissionSection {
  title: string;
  rules: PermissionRule[];
}

export interface PermissionCategory {
  category_id: number;
  /** The tab of the group detail screen. */
  tab: 'Navigation' | 'Merchant' | 'Credit Application';
  sections: PermissionSection[];
}

const rule = (category_id: number, rule_id: number, label: string): PermissionRule => ({
  category_id,
  rule_id,
  label,
});

export const permissionCatalogue: readonly PermissionCategory[] = [
  {
    category_id: 200,
    tab: 'Navigation',
    sections: [
      {
        title: 'Reporting',
        rules: [rule(200, 1, 'Credit Applications'), rule(200, 11, 'Export and schedule reports')],
      },
      {
        title: 'Account Management',
        rules: [rule(200, 2, 'Users and Groups'), rule(200, 3, 'Lender Documents')],
      },
      {
        title: 'Merchant Management',
        rules: [
          rule(200, 4, 'Merchants'),
          rule(200, 5, 'New Merchants'),
          rule(200, 7, 'Rate Cards'),
        ],
      },
      { title: 'Fraud Prevention', rules: [rule(200, 6, 'Watch Lists')] },
      {
        title: 'Credit Decisions',
        rules: [rule(200, 8, 'Credit Policies and Modules')],
      },
      {
        title: 'Operations',
        rules: [rule(200, 9, 'Settlement Files'), rule(200, 10, 'Tools')],
      },
      // Work queues (issue 19 part 1): rule ids from 20 up stay clear of other new permissions.
      {
        title: 'Work Queues',
        rules: [rule(200, 20, 'Work Queues'), rule(200, 21, 'Work queue settings and assigning')],
      },
      // Insights (issue 20): the dashboard's charts of volumes, outcomes and decline reasons.
      { title: 'Insights', rules: [rule(200, 60, 'Insights')] },
      // Four-eyes approval (issue 19 part 2).
      { title: 'Approvals', rules: [rule(200, 40, 'Approve changes made by others')] },
      // The audit trail (issue 20): rule ids from 50 up.
      {
        title: 'Audit',
        rules: [rule(200, 50, 'Audit Trail'), rule(200, 51, 'Subject access requests')],
      },
    ],
  },
  {
    category_id: 201,
    tab: 'Merchant',
    sections: [
      {
        title: 'Actions',
        rules: [
          rule(201, 10, 'Edit merchant details'),
          rule(201, 11, 'Edit bank details'),
          rule(201, 12, 'Manage contacts'),
          rule(201, 13, 'Manage flags and notes'),
          rule(201, 14, 'Assign agreements and policies'),
          rule(201, 15, 'Approve or decline merchant applications'),
          rule(201, 16, 'Ghost as a merchant user'),
        ],
      },
    ],
  },
  {
    category_id: 1,
    tab: 'Credit Application',
    sections: [
      {
        title: 'Actions',
        rules: [
          rule(1, 1, 'Cancel'),
          rule(1, 6, 'Force ID check'),
          rule(1, 7, 'Verify'),
          rule(1, 8, 'Underwrite'),
          rule(1, 10, 'Edit consumer'),
          rule(1, 11, 'Add notes'),
        ],
      },
    ],
  },
  {
    category_id: 100,
    tab: 'Credit Application',
    sections: [
      {
        title: 'Data',
        rules: [
          rule(100, 10, 'View consumer personal data'),
          rule(100, 11, 'View credit files'),
          rule(100, 14, 'View fraud information'),
        ],
      },
    ],
  },
];

export const allPermissionRules: readonly PermissionRule[] = permissionCatalogue.flatMap(
  (category) => category.sections.flatMap((section) => section.rules),
);

/** "1:10" — the form permissions take in the contract's x-permission and in sets. */
export function permissionKey(permission: { category_id: number; rule_id: number }): string {
  return `${permission.category_id}:${permission.rule_id}`;
}

export const PERMISSIONS = {
  ghostAsMerchantUser: '201:16',
  editConsumer: '1:10',
  /** Making exports and scheduled reports: a permission of its own, not part of reading. */
  exportReports: '200:11',
  /** Saving a rate card (PUT /rate-cards/{id} states it as its x-permission). */
  editRateCards: '200:7',
  /** Reading and changing credit policies and policy modules (the contract's x-permission). */
  creditPolicies: '200:8',
  /** The account managers' list (its x-permission). */
  listAccountManagers: '201:14',
  /** A credit application's fraud information (the fraud read's x-permission). */
  viewFraudInformation: '100:14',
  /** Work queues: taking, holding and releasing items, and the queue counts. */
  workQueues: '200:20',
  /** Work queues: service levels, added statuses, and assigning items to others. */
  workQueueSettings: '200:21',
  /** The insight widgets' figures: volumes, outcomes and decline reasons (lender-scoped). */
  insights: '200:60',
  /** Approving or rejecting a change another user submitted (four-eyes; the x-permission). */
  approveChanges: '200:40',
  /** The audit trail and a record's History tab (a lender's user: its own applications). */
  auditTrail: '200:50',
  /** A consumer's subject access view: their applications and every view of their data. */
  subjectAccess: '200:51',
} as const;

interface NavigationEntry {
  section: string;
  label: string;
  url: string;
  permission: string;
}

/** The side menu: each item shows when the group holds its navigation permission. */
const navigationEntries: readonly NavigationEntry[] = [
  { section: 'Reporting', label: 'Credit Applications', url: 'credit-app', permission: '200:1' },
  { section: 'Merchant Management', label: 'Merchants', url: 'merchants', permission: '200:4' },
  {
    section: 'Merchant Management',
    label: 'New Merchants',
    url: 'merchant-applications',
    permission: '200:5',
  },
  { section: 'Merchant Management', label: 'Rate Cards', url: 'rate-cards', permission: '200:7' },
  { section: 'Fraud Prevention', label: 'Watch Lists', url: 'watch-list', permission: '200:6' },
  {
    section: 'Credit Decisions',
    label: 'Credit Policies',
    url: 'credit-policies',
    permission: '200:8',
  },
  {
    section: 'Credit Decisions',
    label: 'Policy Modules',
    url: 'credit-policy-modules',
    permission: '200:8',
  },
  {
    section: 'Account Management',
    label: 'Users and Groups',
    url: 'user-management',
    permission: '200:2',
  },
  {
    section: 'Account Management',
    label: 'Lender Documents',
    url: 'document-management',
    permission: '200:3',
  },
  { section: 'Operations', label: 'Settlement Files', url: 'settlements', permission: '200:9' },
  { section: 'Operations', label: 'Tools', url: 'tools', permission: '200:10' },
  { section: 'Work Queues', label: 'Work Queues', url: 'queues', permission: '200:20' },
  // Four-eyes approval (issue 19 part 2).
  { section: 'Approvals', label: 'Approvals', url: 'approvals', permission: '200:40' },
  { section: 'Audit', label: 'Audit Trail', url: 'audit', permission: '200:50' },
];

export interface NavigationSectionView {
  label: string;
  navigation_items: { label: string; url: string }[];
}

/** Builds the navigation sections, in catalogue order, from a group's permission keys. */
export function navigationFor(permissions: ReadonlySet<string>): NavigationSectionView[] {
  const sections = new Map<string, NavigationSectionView>();
  for (const entry of navigationEntries) {
    if (!permissions.has(entry.permission)) continue;
    const section = sections.get(entry.section) ?? { label: entry.section, navigation_items: [] };
    section.navigation_items.push({ label: entry.label, url: entry.url });
    sections.set(entry.section, section);
  }
  return [...sections.values()];
}

/** Route permission keys, for documentation and the guard's tests. */
export const navigationUrls: readonly string[] = navigationEntries.map((entry) => entry.url);
