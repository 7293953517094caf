import { InputRule, mergeAttributes, Node } from '@tiptap/core';
import { writeTemplateVariable, type TemplateVariableDefinition } from '@backoffice/domain/model';
import { variableChip } from '../TemplateEditor/TemplateEditor.css';

export interface TemplateVariableNodeOptions {
  /** The palette of the document's type, by name: what a placeholder shows and how it inserts. */
  variables: ReadonlyMap<string, TemplateVariableDefinition>;
}

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    templateVariable: {
      /** Inserts a variable at the cursor; a block variable as a paragraph of its own. */
      insertTemplateVariable: (name: string) => ReturnType;
    };
  }
}

/** `{{ name }}` just typed, with or without the spaces. */
const typedVariable = /\{\{\s*([A-Za-z][A-Za-z0-9_.]*)\s*\}\}$/;

/**
 * A variable: an inline, non-editable placeholder showing the variable's display name. It is
 * written as `{{ name }}` (see the domain model's HTML writer); typing a known `{{ name }}`
 * turns it into one.
 */
export const TemplateVariableNode = Node.create<TemplateVariableNodeOptions>({
  name: 'variable',
  group: 'inline',
  inline: true,
  atom: true,
  selectable: true,
  draggable: false,

  addOptions() {
    return { variables: new Map() };
  },

  addAttributes() {
    return {
      name: {
        default: '',
        parseHTML: (element) => element.getAttribute('data-variable') ?? '',
        renderHTML: (attributes) => ({ 'data-variable': attributes.name as string }),
      },
    };
  },

  parseHTML() {
    return [{ tag: 'span[data-variable]' }];
  },

  renderHTML({ node, HTMLAttributes }) {
    return [
      'span',
      mergeAttributes(HTMLAttributes),
      writeTemplateVariable(node.attrs.name as string),
    ];
  },

  renderText({ node }) {
    return writeTemplateVariable(node.attrs.name as string);
  },

  // A plain DOM view: a long document holds hundreds of variables, too many for React roots.
  addNodeView() {
    return ({ node }) => {
      const name = node.attrs.name as string;
      const definition = this.options.variables.get(name);
      const dom = document.createElement('span');
      dom.className = variableChip;
      dom.contentEditable = 'false';
      dom.dataset.variable = name;
      dom.textContent = definition?.display ?? name;
      dom.title = writeTemplateVariable(name);
      return { dom };
    };
  },

  addCommands() {
    return {
      insertTemplateVariable:
        (name) =>
        ({ chain }) => {
          const variable = { type: this.name, attrs: { name } };
          const isBlock = this.options.variables.get(name)?.type === 'block';
          return chain()
            .insertContent(isBlock ? { type: 'paragraph', content: [variable] } : variable)
            .run();
        },
    };
  },

  addInputRules() {
    return [
      new InputRule({
        find: typedVariable,
        handler: ({ range, match, chain }) => {
          const name = match[1] ?? '';
          if (!this.options.variables.has(name)) return null;
          chain()
            .deleteRange(range)
            .insertContentAt(range.from, { type: this.name, attrs: { name } })
            .run();
        },
      }),
    ];
  },
});
