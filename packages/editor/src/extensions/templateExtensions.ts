import type { AnyExtension } from '@tiptap/core';
import { ListItem } from '@tiptap/extension-list';
import { Placeholder } from '@tiptap/extensions';
import { StarterKit } from '@tiptap/starter-kit';
import { safeLinkHref, type TemplateVariableDefinition } from '@backoffice/domain/model';
import { OrderedListNumbering } from './OrderedListNumbering';
import { PageBreakNode } from './PageBreakNode';
import { TemplateImageNode } from './TemplateImageNode';
import { TemplatePaste } from './TemplatePaste';
import { TemplateTables } from './TemplateTables';
import { TemplateVariableNode } from './TemplateVariableNode';
import { TypingIntoEmptyBlock } from './TypingIntoEmptyBlock';
import { VariableSuggestion, type VariableSuggestionBridge } from './VariableSuggestion';

/** Empty editor placeholder text (platform-shell.md section 2.12). */
export const templatePlaceholder = 'Please enter your text here.';

export interface TemplateExtensionOptions {
  /** The palette of the document's type, by name. */
  variables: ReadonlyMap<string, TemplateVariableDefinition>;
  /** The autocomplete menu's connection, when the editor shows one. */
  suggestionBridge?: VariableSuggestionBridge | null;
}

/**
 * The editor's schema and behaviour, node for node the template model of the domain package:
 * paragraphs, headings 1–5, bullet and numbered lists (numbering 1 / A / a / I / i), links
 * opening in a new tab, bold / italic / underline, images, rules, page breaks, soft line breaks
 * (Shift+Enter), variables and the two table styles. Enter makes a paragraph or a list item,
 * Tab / Shift+Tab indent and outdent list items, pasted HTML goes through the model, and the first
 * character typed into an empty block is inserted by the editor itself.
 */
export function templateExtensions({
  variables,
  suggestionBridge = null,
}: TemplateExtensionOptions): AnyExtension[] {
  return [
    StarterKit.configure({
      blockquote: false,
      code: false,
      codeBlock: false,
      strike: false,
      trailingNode: false,
      listItem: false,
      heading: { levels: [1, 2, 3, 4, 5] },
      link: {
        openOnClick: false,
        autolink: false,
        linkOnPaste: false,
        HTMLAttributes: { target: '_blank', rel: 'noopener noreferrer' },
        validate: (href) => safeLinkHref(href) !== null,
      },
    }),
    // A list item holds paragraphs and nested lists only, as the model does.
    ListItem.extend({ content: 'paragraph (paragraph | bulletList | orderedList)*' }),
    OrderedListNumbering,
    Placeholder.configure({ placeholder: templatePlaceholder }),
    TemplateVariableNode.configure({ variables }),
    VariableSuggestion.configure({ variables, bridge: suggestionBridge }),
    TemplateImageNode,
    PageBreakNode,
    TemplateTables,
    TemplatePaste.configure({ isKnownVariable: (name) => variables.has(name) }),
    TypingIntoEmptyBlock,
  ];
}
