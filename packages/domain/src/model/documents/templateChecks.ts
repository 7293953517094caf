import type { DocumentType } from './documentTypes';
import type { TemplateBlock, TemplateDoc, TemplateInline } from './templateSchema';
import { inlineText, templateInlines } from './templateText';
import { templateVariablePattern, variablesFor, writeTemplateVariable } from './templateVariables';

/**
 * The check panel shown before publishing (beyond the specification, as merge-field editors do):
 * text typed to look like a variable (it would print as typed), variables a document of its type
 * is expected to use but does not, and empty sections.
 */
export type TemplateCheckKind =
  | 'empty-document'
  | 'typed-variable'
  | 'unknown-variable'
  | 'unused-variable'
  | 'empty-section'
  | 'empty-row';

export interface TemplateCheck {
  kind: TemplateCheckKind;
  /** 'error' blocks nothing, but staff should not publish with one. */
  severity: 'error' | 'warning';
  message: string;
}

/** Variables each document type is expected to use (a document without them is likely wrong). */
export const expectedVariablesByType: Record<DocumentType, readonly string[]> = {
  direct_debit: [
    'bank_account_name',
    'bank_account_number',
    'bank_sort_code',
    'application_direct_debit_number',
  ],
  precontract_explanation: ['finance_credit_amount', 'finance_apr', 'finance_total_payable'],
  precontract: [
    'consumer_full_name',
    'finance_credit_amount',
    'finance_apr',
    'finance_total_payable',
    'consumer_signature',
  ],
  customer_declaration: ['consumer_full_name', 'consumer_signature'],
  precontract_information: [
    'finance_credit_amount',
    'finance_term',
    'finance_apr',
    'finance_total_payable',
  ],
  retailer_operating_agreement: ['retailer_name', 'retailer_signature'],
};

const hasContent = (content: readonly TemplateInline[] = []) =>
  content.some(
    (node) => node.type !== 'hardBreak' && (node.type !== 'text' || node.text.trim() !== ''),
  );

function blockHasContent(block: TemplateBlock): boolean {
  switch (block.type) {
    case 'paragraph':
    case 'heading':
      return hasContent(block.content);
    case 'bulletList':
    case 'orderedList':
      return block.content.some((item) => item.content.some(blockHasContent));
    case 'horizontalRule':
    case 'pageBreak':
      return false;
    case 'ldmTable':
    case 'ddTemplate':
      return block.content.some((row) =>
        row.content.some((column) => column.content.some(blockHasContent)),
      );
  }
}

function emptySections(doc: TemplateDoc): TemplateCheck[] {
  const checks: TemplateCheck[] = [];
  doc.content.forEach((block, index) => {
    if (block.type !== 'heading' || !hasContent(block.content)) return;
    let filled = false;
    for (const next of doc.content.slice(index + 1)) {
      if (next.type === 'heading' && next.attrs.level <= block.attrs.level) break;
      if (next.type === 'heading' ? hasContent(next.content) : blockHasContent(next)) {
        filled = true;
        break;
      }
    }
    if (!filled) {
      checks.push({
        kind: 'empty-section',
        severity: 'warning',
        message: `The section “${inlineText(block.content).trim()}” has no content.`,
      });
    }
  });
  return checks;
}

function emptyRows(doc: TemplateDoc): TemplateCheck[] {
  return doc.content.flatMap((block) =>
    block.type === 'ldmTable' || block.type === 'ddTemplate'
      ? block.content.flatMap((row) => {
          const [first, second] = row.content;
          const label = first.content.some(blockHasContent);
          const value = second.content.some(blockHasContent);
          if (label === value) return [];
          const named = label
            ? first.content
                .flatMap((inner) =>
                  inner.type === 'paragraph' || inner.type === 'heading'
                    ? [inlineText(inner.content)]
                    : [],
                )
                .join(' ')
                .trim()
            : '';
          return [
            {
              kind: 'empty-row' as const,
              severity: 'warning' as const,
              message: label
                ? `The table row “${named}” has no value.`
                : 'A table row has a value but no label.',
            },
          ];
        })
      : [],
  );
}

/** The checks of a template of a document type, most serious first. */
export function checkTemplate(doc: TemplateDoc, type: DocumentType): TemplateCheck[] {
  if (!doc.content.some(blockHasContent)) {
    return [{ kind: 'empty-document', severity: 'error', message: 'The document is empty.' }];
  }
  const palette = variablesFor(type);
  const checks: TemplateCheck[] = [];
  const used = new Set<string>();
  const typed = new Set<string>();
  for (const node of templateInlines(doc)) {
    if (node.type === 'variable') used.add(node.attrs.name);
    if (node.type === 'text') {
      for (const match of node.text.matchAll(templateVariablePattern))
        typed.add(match[1] as string);
    }
  }
  for (const name of typed) {
    checks.push(
      palette.has(name)
        ? {
            kind: 'typed-variable',
            severity: 'error',
            message: `${writeTemplateVariable(name)} is typed as text and will print as typed: insert it from the variables list.`,
          }
        : {
            kind: 'unknown-variable',
            severity: 'error',
            message: `${writeTemplateVariable(name)} is not a variable of this document type and will print as typed.`,
          },
    );
  }
  for (const name of expectedVariablesByType[type]) {
    if (!used.has(name)) {
      checks.push({
        kind: 'unused-variable',
        severity: 'warning',
        message: `${palette.get(name)?.display ?? name} (${writeTemplateVariable(name)}) is not used.`,
      });
    }
  }
  checks.push(...emptySections(doc), ...emptyRows(doc));
  return checks;
}
