import { NumberField } from '@backoffice/ui';
import { serviceLevelHoursLimit, type ServiceLevel } from '../../../model/workQueues';

export interface ServiceLevelFieldsProps {
  level: ServiceLevel;
  onChange: (level: ServiceLevel) => void;
  /** The message shown against each field, from the model's checks or the server's. */
  problems: Partial<Record<keyof ServiceLevel, string>>;
}

/** The two hours of a service level, as every queue form asks for them. */
export function ServiceLevelFields({ level, onChange, problems }: ServiceLevelFieldsProps) {
  const field = (key: keyof ServiceLevel, label: string) => (
    <NumberField
      label={label}
      minValue={1}
      maxValue={serviceLevelHoursLimit}
      step={1}
      value={level[key]}
      onChange={(hours) => onChange({ ...level, [key]: hours })}
      isInvalid={Boolean(problems[key])}
      errorMessage={problems[key]}
    />
  );
  return (
    <>
      {field('amber_after_hours', 'Amber after (hours)')}
      {field('red_after_hours', 'Red after (hours)')}
    </>
  );
}
