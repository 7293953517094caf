/** The title choices of every account form (platform-shell.md section 5): Mr, Mrs, Ms, Miss, Dr, Sir. */
export const personTitles = ['Mr', 'Mrs', 'Ms', 'Miss', 'Dr', 'Sir'] as const;
export type PersonTitle = (typeof personTitles)[number];
