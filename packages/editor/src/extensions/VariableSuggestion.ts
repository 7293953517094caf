import { Extension } from '@tiptap/core';
import { PluginKey } from '@tiptap/pm/state';
import { Suggestion } from '@tiptap/suggestion';
import type { TemplateVariableDefinition } from '@backoffice/domain/model';

/** What the autocomplete menu shows while `{{` is being typed. */
export interface VariableSuggestionState {
  query: string;
  items: TemplateVariableDefinition[];
  /** Where the typed text is, in viewport coordinates, to place the menu under it. */
  anchor: DOMRect | null;
  /** Replaces the typed `{{query` with the chosen variable. */
  choose: (variable: TemplateVariableDefinition) => void;
}

/** Connects the plugin to the React menu: state out, keys in. */
export interface VariableSuggestionBridge {
  onChange: (state: VariableSuggestionState | null) => void;
  /** Arrow keys, Enter and Tab while the menu is open; true when handled. */
  onKeyDown: (event: KeyboardEvent) => boolean;
}

export interface VariableSuggestionOptions {
  variables: ReadonlyMap<string, TemplateVariableDefinition>;
  bridge: VariableSuggestionBridge | null;
}

/** At most this many variables are offered at once. */
const MAX_SUGGESTIONS = 40;

/** The palette's variables whose name or display contains the query, names first. */
export function matchingVariables(
  variables: Iterable<TemplateVariableDefinition>,
  query: string,
): TemplateVariableDefinition[] {
  const needle = query.trim().toLowerCase();
  const all = [...variables];
  const byName = all.filter((variable) => variable.name.toLowerCase().includes(needle));
  const byDisplay = all.filter(
    (variable) => !byName.includes(variable) && variable.display.toLowerCase().includes(needle),
  );
  return [...byName, ...byDisplay].slice(0, MAX_SUGGESTIONS);
}

export const variableSuggestionKey = new PluginKey('templateVariableSuggestion');

/** Typing `{{` offers the palette's variables; the chosen one replaces what was typed. */
export const VariableSuggestion = Extension.create<VariableSuggestionOptions>({
  name: 'templateVariableSuggestion',

  addOptions() {
    return { variables: new Map(), bridge: null };
  },

  addProseMirrorPlugins() {
    const { variables, bridge } = this.options;
    return [
      Suggestion<TemplateVariableDefinition, TemplateVariableDefinition>({
        editor: this.editor,
        pluginKey: variableSuggestionKey,
        char: '{{',
        allowedPrefixes: null,
        items: ({ query }) => matchingVariables(variables.values(), query),
        command: ({ editor, range, props }) => {
          editor.chain().focus().deleteRange(range).insertTemplateVariable(props.name).run();
        },
        render: () => {
          const publish = (props: {
            query: string;
            items: TemplateVariableDefinition[];
            clientRect?: (() => DOMRect | null) | null;
            command: (variable: TemplateVariableDefinition) => void;
          }) =>
            bridge?.onChange({
              query: props.query,
              items: props.items,
              anchor: props.clientRect?.() ?? null,
              choose: props.command,
            });
          return {
            onStart: publish,
            onUpdate: publish,
            onExit: () => bridge?.onChange(null),
            onKeyDown: ({ event }) => bridge?.onKeyDown(event) ?? false,
          };
        },
      }),
    ];
  },
});
