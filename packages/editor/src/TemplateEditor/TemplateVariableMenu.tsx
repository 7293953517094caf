import { writeTemplateVariable } from '@backoffice/domain/model';
import type { VariableSuggestionState } from '../extensions/VariableSuggestion';
import { suggestionMenu, suggestionOption, variableName } from './TemplateEditor.css';

export interface TemplateVariableMenuProps {
  id: string;
  suggestion: VariableSuggestionState;
  activeIndex: number;
}

export const variableOptionId = (menuId: string, index: number) => `${menuId}-option-${index}`;

/**
 * The autocomplete list under `{{` as it is typed. Focus stays in the text: the editor names
 * this list and its active option (aria-controls, aria-activedescendant), arrows move, Enter or
 * Tab inserts, Escape closes.
 */
export function TemplateVariableMenu({ id, suggestion, activeIndex }: TemplateVariableMenuProps) {
  const { anchor, items } = suggestion;
  if (items.length === 0) return null;
  return (
    <div
      id={id}
      role="listbox"
      aria-label="Variables"
      className={suggestionMenu}
      style={anchor ? { left: anchor.left, top: anchor.bottom + 4 } : undefined}
    >
      {items.map((variable, index) => (
        <div
          key={variable.name}
          id={variableOptionId(id, index)}
          role="option"
          aria-selected={index === activeIndex}
          tabIndex={-1}
          className={suggestionOption}
          // Keeps the focus (and the typed text's selection) in the editor.
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => suggestion.choose(variable)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') suggestion.choose(variable);
          }}
        >
          <span>{variable.display}</span>
          <span className={variableName}>{writeTemplateVariable(variable.name)}</span>
        </div>
      ))}
    </div>
  );
}
