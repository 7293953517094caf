import { Alert, Button } from '@backoffice/ui';
import { useState, type FormEvent } from 'react';
import { serviceLevelProblems, type ServiceLevel } from '../../../model/workQueues';
import type { WorkQueueSummary } from '../workQueueTypes';
import { workQueueName } from '../workQueueTypes';
import { settingsForm } from './QueueSettingsEditor.css';
import { ServiceLevelFields } from './ServiceLevelFields';

export interface QueueSettingsEditorProps {
  queue: Pick<
    WorkQueueSummary,
    'queue_id' | 'lender' | 'status' | 'amber_after_hours' | 'red_after_hours'
  >;
  onSave: (level: ServiceLevel) => void;
  isPending?: boolean;
  /** The server's refusal, shown above the fields. */
  errorMessage?: string;
  /** Shown once the server has saved the level. */
  isSaved?: boolean;
  /** Offers Cancel beside Save (the editor in a dialog). */
  onCancel?: () => void;
  className?: string;
}

/**
 * A queue's service level: the hours after which an item turns amber and then red. The
 * model's checks run before anything is sent; red must come later than amber.
 */
export function QueueSettingsEditor({
  queue,
  onSave,
  isPending = false,
  errorMessage,
  isSaved = false,
  onCancel,
  className,
}: QueueSettingsEditorProps) {
  const [level, setLevel] = useState<ServiceLevel>({
    amber_after_hours: queue.amber_after_hours,
    red_after_hours: queue.red_after_hours,
  });
  const [isChecked, setChecked] = useState(false);
  const problems = serviceLevelProblems(level);
  const shown = isChecked ? problems : {};
  const changed =
    level.amber_after_hours !== queue.amber_after_hours ||
    level.red_after_hours !== queue.red_after_hours;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (Object.keys(problems).length === 0) onSave(level);
  };
  const name = workQueueName(queue);

  return (
    <form
      aria-label={`Service level of ${name}`}
      className={[settingsForm, className].filter(Boolean).join(' ')}
      onSubmit={submit}
      noValidate
    >
      {errorMessage ? <Alert tone="critical">{errorMessage}</Alert> : null}
      <ServiceLevelFields level={level} onChange={setLevel} problems={shown} />
      {onCancel ? (
        <Button onPress={onCancel} isDisabled={isPending}>
          Cancel
        </Button>
      ) : null}
      <Button type="submit" isPending={isPending} isDisabled={!changed}>
        Save
      </Button>
      {isSaved && !changed ? <Alert tone="positive">Service level saved.</Alert> : null}
    </form>
  );
}
