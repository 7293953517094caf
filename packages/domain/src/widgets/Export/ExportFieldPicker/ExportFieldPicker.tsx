import { CheckboxGroup } from '@backoffice/ui';
import type { ExportField } from '../../../model/exportReports';
import { exportFieldPicker } from './ExportFieldPicker.css';
import { exportFieldsProblem } from '../exportRules';

export interface ExportFieldPickerProps {
  fields: readonly ExportField[];
  /** The ticked keys, in the order they were ticked: the CSV's column order. */
  value: readonly string[];
  onChange: (keys: string[]) => void;
  isDisabled?: boolean;
}

/**
 * The columns of an export: every field of the report with a header box that ticks all or
 * none. With nothing ticked it says why the export cannot start (spec 5).
 */
export function ExportFieldPicker({ fields, value, onChange, isDisabled }: ExportFieldPickerProps) {
  const problem = exportFieldsProblem(value);
  return (
    <CheckboxGroup
      label="Fields"
      hasSelectAll
      items={fields.map((field) => ({ value: field.key, label: field.label }))}
      value={[...value]}
      onChange={onChange}
      isDisabled={isDisabled}
      isInvalid={problem !== null}
      errorMessage={problem}
      className={exportFieldPicker}
    />
  );
}
