import { Extension, mergeAttributes, Node, type Editor } from '@tiptap/core';
import type { Node as ProseMirrorNode } from '@tiptap/pm/model';
import { TextSelection, type EditorState, type Transaction } from '@tiptap/pm/state';
import { templateClassNames, type TableStyle } from '@backoffice/domain/model';

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    templateTables: {
      /** Inserts a table of the chosen style (two rows) and puts the cursor in its first cell. */
      insertTemplateTable: (style: TableStyle) => ReturnType;
      /** Adds a row below the cursor's row. */
      addTemplateRow: () => ReturnType;
      /** Removes the cursor's row, or the table with its last row. */
      deleteTemplateRow: () => ReturnType;
      /** Removes the table the cursor is in. */
      deleteTemplateTable: () => ReturnType;
    };
  }
}

/** What a column holds: text blocks, lists and rules (no tables inside tables). */
const columnContent = '(paragraph | heading | bulletList | orderedList | horizontalRule)+';

function divNode(name: string, className: string, config: { content: string; group?: string }) {
  return Node.create({
    name,
    ...config,
    isolating: true,
    parseHTML() {
      return [{ tag: `div.${className}` }];
    },
    renderHTML({ HTMLAttributes }) {
      return ['div', mergeAttributes(HTMLAttributes, { class: className }), 0];
    },
  });
}

const tableNodes = [
  divNode('ldmColumn1', templateClassNames.column1, { content: columnContent }),
  divNode('ldmColumn2', templateClassNames.column2, { content: columnContent }),
  divNode('ldmRow', templateClassNames.row, { content: 'ldmColumn1 ldmColumn2' }),
  divNode('ddRow', templateClassNames.directDebitRow, { content: 'ldmColumn1 ldmColumn2' }),
  divNode('ldmTable', templateClassNames.table, { content: 'ldmRow+', group: 'block' }),
  divNode('ddTemplate', templateClassNames.directDebit, { content: 'ddRow+', group: 'block' }),
];

const rowTypes = new Set(['ldmRow', 'ddRow']);
const columnTypes = new Set(['ldmColumn1', 'ldmColumn2']);

/** The depth of the innermost ancestor of the cursor whose type is in `types`, or null. */
function ancestorDepth(state: EditorState, types: ReadonlySet<string>): number | null {
  const { $from } = state.selection;
  for (let depth = $from.depth; depth > 0; depth -= 1) {
    if (types.has($from.node(depth).type.name)) return depth;
  }
  return null;
}

/** Whether the cursor is inside a template table (the toolbar then hides the table button). */
export function isInTemplateTable(state: EditorState): boolean {
  return ancestorDepth(state, rowTypes) !== null;
}

const emptyRow = (type: string) => ({
  type,
  content: [
    { type: 'ldmColumn1', content: [{ type: 'paragraph' }] },
    { type: 'ldmColumn2', content: [{ type: 'paragraph' }] },
  ],
});

/** Puts the cursor at the start (or end) of the content starting at `position`. */
function placeCursor(tr: Transaction, position: number, bias: 1 | -1 = 1) {
  tr.setSelection(TextSelection.near(tr.doc.resolve(position), bias));
}

/** Moves the cursor to the next (or previous) column, adding a row after the last one. */
function moveToColumn(editor: Editor, direction: 1 | -1): boolean {
  const { state } = editor;
  const columnDepth = ancestorDepth(state, columnTypes);
  if (columnDepth === null) return false;
  // In a list inside a column, Tab indents the item: the list keymap runs first.
  const { $from } = state.selection;
  const rowDepth = columnDepth - 1;
  const row: ProseMirrorNode = $from.node(rowDepth);
  const rowStart = $from.before(rowDepth);
  const tableDepth = rowDepth - 1;
  const table = $from.node(tableDepth);
  const rowIndex = $from.index(tableDepth);
  const inFirst = $from.node(columnDepth).type.name === 'ldmColumn1';
  const firstColumnSize = (row.firstChild as ProseMirrorNode).nodeSize;
  const tr = state.tr;
  if (direction === 1) {
    if (inFirst) {
      placeCursor(tr, rowStart + 1 + firstColumnSize + 1);
    } else if (rowIndex < table.childCount - 1) {
      placeCursor(tr, rowStart + row.nodeSize + 2);
    } else {
      const rowEnd = rowStart + row.nodeSize;
      tr.insert(rowEnd, state.schema.nodeFromJSON(emptyRow(row.type.name)));
      placeCursor(tr, rowEnd + 2);
    }
  } else if (!inFirst) {
    placeCursor(tr, rowStart + 1 + firstColumnSize - 1, -1);
  } else if (rowIndex > 0) {
    placeCursor(tr, rowStart - 2, -1);
  } else {
    // Shift+Tab in the first cell leaves the editor, as it does outside tables.
    return false;
  }
  editor.view.dispatch(tr.scrollIntoView());
  return true;
}

/**
 * The two table styles of the Create Table dialog as nodes written the way the spec writes them
 * (ldm-table > ldm-row > ldm-col-1 + ldm-col-2; dd-template > dd-row > the same columns), with
 * commands to insert one and to add and remove rows, and Tab / Shift+Tab between cells (Tab in
 * the last cell adds a row).
 */
export const TemplateTables = Extension.create({
  name: 'templateTables',
  // Below the list keymap, so that Tab in a list item inside a cell still indents it.
  priority: 50,

  addExtensions() {
    return tableNodes;
  },

  addCommands() {
    return {
      insertTemplateTable:
        (style) =>
        ({ chain }) => {
          const rowType = style === 'direct-debit' ? 'ddRow' : 'ldmRow';
          const tableType = style === 'direct-debit' ? 'ddTemplate' : 'ldmTable';
          return chain()
            .insertContent({ type: tableType, content: [emptyRow(rowType), emptyRow(rowType)] })
            .command(({ tr }) => {
              let tableStart: number | null = null;
              tr.doc.nodesBetween(0, tr.selection.from, (node, position) => {
                if (node.type.name === tableType) tableStart = position;
                return !rowTypes.has(node.type.name);
              });
              if (tableStart !== null) placeCursor(tr, tableStart + 3);
              return true;
            })
            .run();
        },
      addTemplateRow:
        () =>
        ({ state, tr, dispatch }) => {
          const rowDepth = ancestorDepth(state, rowTypes);
          if (rowDepth === null) return false;
          if (dispatch) {
            const { $from } = state.selection;
            const rowEnd = $from.after(rowDepth);
            tr.insert(rowEnd, state.schema.nodeFromJSON(emptyRow($from.node(rowDepth).type.name)));
            placeCursor(tr, rowEnd + 2);
          }
          return true;
        },
      deleteTemplateRow:
        () =>
        ({ state, tr, dispatch, commands }) => {
          const rowDepth = ancestorDepth(state, rowTypes);
          if (rowDepth === null) return false;
          const { $from } = state.selection;
          if ($from.node(rowDepth - 1).childCount === 1) return commands.deleteTemplateTable();
          if (dispatch) {
            const rowStart = $from.before(rowDepth);
            tr.delete(rowStart, $from.after(rowDepth));
            placeCursor(tr, Math.min(rowStart + 2, tr.doc.content.size), -1);
          }
          return true;
        },
      deleteTemplateTable:
        () =>
        ({ state, tr, dispatch }) => {
          const rowDepth = ancestorDepth(state, rowTypes);
          if (rowDepth === null) return false;
          if (dispatch) {
            const { $from } = state.selection;
            const tableStart = $from.before(rowDepth - 1);
            // The table gives way to an empty paragraph, where the cursor stays.
            tr.replaceWith(
              tableStart,
              $from.after(rowDepth - 1),
              state.schema.nodes.paragraph!.create(),
            );
            placeCursor(tr, tableStart + 1);
          }
          return true;
        },
    };
  },

  addKeyboardShortcuts() {
    return {
      Tab: ({ editor }) => moveToColumn(editor, 1),
      'Shift-Tab': ({ editor }) => moveToColumn(editor, -1),
    };
  },
});
