/**
 * Lender documents (platform-shell.md sections 2.11 and 3): the document types, the tag each
 * type carries (customer or retailer) and the two panels of the document list they fall into.
 */
export const customerDocumentTypes = [
  'direct_debit',
  'precontract_explanation',
  'precontract',
  'customer_declaration',
  'precontract_information',
] as const;

export const retailerDocumentTypes = ['retailer_operating_agreement'] as const;

export const documentTypes = [...customerDocumentTypes, ...retailerDocumentTypes] as const;
export type DocumentType = (typeof documentTypes)[number];

export type DocumentTag = 'customer' | 'retailer';

/** The names staff read for each type (the specification gives only the keys). */
export const documentTypeLabels: Record<DocumentType, string> = {
  direct_debit: 'Direct debit mandate',
  precontract_explanation: 'Pre-contract explanation',
  precontract: 'Pre-contract credit agreement',
  customer_declaration: 'Customer declaration',
  precontract_information: 'Pre-contract credit information (SECCI)',
  retailer_operating_agreement: 'Retailer operating agreement',
};

export function isDocumentType(value: unknown): value is DocumentType {
  return (documentTypes as readonly unknown[]).includes(value);
}

/** Customer documents are given to consumers; the operating agreement binds a merchant. */
export function documentTagOf(type: DocumentType): DocumentTag {
  return (retailerDocumentTypes as readonly string[]).includes(type) ? 'retailer' : 'customer';
}

/** The two panels of a lender's tab on the document list, in order. */
export const documentPanels: readonly { tag: DocumentTag; title: string }[] = [
  { tag: 'customer', title: 'Legal documents provided to customers' },
  { tag: 'retailer', title: 'Agreements between lender and merchants' },
];
