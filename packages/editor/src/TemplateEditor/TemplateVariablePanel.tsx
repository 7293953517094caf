import { Disclosure, TextField } from '@backoffice/ui';
import { memo, useState } from 'react';
import { Button } from 'react-aria-components';
import type { TemplateVariableDefinition, TemplateVariableGroup } from '@backoffice/domain/model';
import { matchingVariables } from '../extensions/VariableSuggestion';
import {
  panelHeading,
  variableButton,
  variableList,
  variableName,
  variablePanel,
} from './TemplateEditor.css';

export interface TemplateVariablePanelProps {
  groups: readonly TemplateVariableGroup[];
  onInsert: (variable: TemplateVariableDefinition) => void;
}

function VariableList({
  variables,
  onInsert,
}: {
  variables: readonly TemplateVariableDefinition[];
  onInsert: (variable: TemplateVariableDefinition) => void;
}) {
  return (
    <ul className={variableList}>
      {variables.map((variable) => (
        <li key={variable.name}>
          <Button className={variableButton} onPress={() => onInsert(variable)}>
            <span>{variable.display}</span> <span className={variableName}>{variable.name}</span>
          </Button>
        </li>
      ))}
    </ul>
  );
}

/**
 * The variable groups of the document's type, each collapsible and open as the palette says;
 * pressing a variable inserts it at the cursor. A search narrows every group at once. Memoised:
 * the editor re-renders as the counts and the autocomplete change, the palette does not.
 */
export const TemplateVariablePanel = memo(function TemplateVariablePanel({
  groups,
  onInsert,
}: TemplateVariablePanelProps) {
  const [query, setQuery] = useState('');
  const found = query.trim()
    ? matchingVariables(
        groups.flatMap((group) => group.variables),
        query,
      )
    : null;
  return (
    <section className={variablePanel} aria-labelledby="template-variables-heading">
      <h2 id="template-variables-heading" className={panelHeading}>
        Variables
      </h2>
      <TextField label="Find a variable" type="search" value={query} onChange={setQuery} />
      {found ? (
        found.length > 0 ? (
          <VariableList variables={found} onInsert={onInsert} />
        ) : (
          <p>No variable matches.</p>
        )
      ) : (
        groups.map((group) => (
          <Disclosure key={group.key} title={group.label} defaultExpanded={group.expanded}>
            <VariableList variables={group.variables} onInsert={onInsert} />
          </Disclosure>
        ))
      )}
    </section>
  );
});
