import { Alert, Button, Dialog, Modal, Radio, RadioGroup, Spinner, TextArea } from '@backoffice/ui';
import { useState } from 'react';
import type { ExportField } from '../../model/exportReports';
import {
  isRelativeScheduleRange,
  relativeScheduleRangeLabels,
  relativeScheduleRanges,
  scheduleDateRangeLabel,
  type RelativeScheduleRange,
  type ScheduleDateRange,
} from '../../model/scheduleDateRange';
import { exportDialogBody, exportMessage, exportWorking, recipientProblems } from './Export.css';
import { ExportFieldPicker } from './ExportFieldPicker';
import {
  exportFieldsProblem,
  exportFrequencies,
  exportFrequencyLabels,
  MAX_SCHEDULE_RECIPIENTS,
  parseRecipients,
  preselectedExportFields,
  recipientsProblems,
  type ExportFrequency,
} from './exportRules';

export interface ReportSchedule {
  frequency: ExportFrequency;
  recipients: string[];
  /** The ticked fields, in the order they were ticked. */
  fields: string[];
  /** The dates each run covers, relative to the run or fixed; null: not filtered by date. */
  dateRange: ScheduleDateRange | null;
}

/** The form (with the server's refusal, if any), saving, or the saved schedule. */
export type ScheduleReportDialogState =
  | { step: 'form'; error?: string }
  | { step: 'working' }
  | { step: 'done'; schedule: Pick<ReportSchedule, 'frequency' | 'recipients'> };

/** The range picked in the form: a relative one by its kind, or the report's own as it came. */
type DateRangeChoice = RelativeScheduleRange | 'as_given';

export interface ScheduleReportDialogProps {
  isOpen: boolean;
  /** The report's name as people say it, e.g. 'Credit Applications'. */
  reportName: string;
  fields: readonly ExportField[];
  /** Who receives it unless changed: the signed-in user's email, when known. */
  defaultRecipients?: readonly string[];
  /**
   * The range the report's dates stand for: a relative range is picked, fixed dates (or none)
   * are offered beside the relative ranges and picked.
   */
  defaultDateRange?: ScheduleDateRange | null;
  state: ScheduleReportDialogState;
  onSchedule: (schedule: ReportSchedule) => void;
  onClose: () => void;
}

function ScheduleReportForm({
  reportName,
  fields,
  defaultRecipients = [],
  defaultDateRange = null,
  state,
  onSchedule,
  onClose,
}: Omit<ScheduleReportDialogProps, 'isOpen'>) {
  const [frequency, setFrequency] = useState<ExportFrequency>('weekly');
  const givenRange = isRelativeScheduleRange(defaultDateRange) ? null : defaultDateRange;
  const [rangeChoice, setRangeChoice] = useState<DateRangeChoice>(
    isRelativeScheduleRange(defaultDateRange) ? defaultDateRange.kind : 'as_given',
  );
  const dateRange = rangeChoice === 'as_given' ? givenRange : { kind: rangeChoice };
  const [recipientsText, setRecipientsText] = useState(defaultRecipients.join(', '));
  // Addresses given in advance are checked at once; typed ones once the field is left, so an
  // address is not called wrong while it is being typed.
  const [isRecipientsTouched, setRecipientsTouched] = useState(defaultRecipients.length > 0);
  const [ticked, setTicked] = useState(() => preselectedExportFields(fields));
  const recipients = parseRecipients(recipientsText);
  const problems = recipientsProblems(recipients);
  const canSchedule = problems.length === 0 && exportFieldsProblem(ticked) === null;

  if (state.step === 'done') {
    const { schedule } = state;
    return (
      <Dialog
        title="Report scheduled"
        actions={
          // The form's buttons are gone once done; Close is the only thing left to do.
          // eslint-disable-next-line jsx-a11y/no-autofocus
          <Button variant="primary" onPress={onClose} autoFocus>
            Close
          </Button>
        }
      >
        <p role="status" className={exportMessage}>
          {`${reportName} will be emailed ${exportFrequencyLabels[schedule.frequency].toLowerCase()} to ${schedule.recipients.join(', ')}.`}
        </p>
      </Dialog>
    );
  }

  const isWorking = state.step === 'working';
  return (
    <Dialog
      title="Schedule as Report"
      actions={
        <>
          <Button onPress={onClose} isDisabled={isWorking}>
            Cancel
          </Button>
          <Button
            variant="primary"
            isDisabled={!canSchedule || isWorking}
            onPress={() => onSchedule({ frequency, recipients, fields: ticked, dateRange })}
          >
            Schedule
          </Button>
        </>
      }
    >
      <div className={exportDialogBody}>
        {state.step === 'form' && state.error ? (
          <Alert tone="critical" title="The report could not be scheduled">
            {state.error}
          </Alert>
        ) : null}
        <RadioGroup
          label="Frequency"
          orientation="horizontal"
          value={frequency}
          onChange={(value) => setFrequency(value as ExportFrequency)}
          isDisabled={isWorking}
        >
          {exportFrequencies.map((option) => (
            <Radio key={option} value={option}>
              {exportFrequencyLabels[option]}
            </Radio>
          ))}
        </RadioGroup>
        <RadioGroup
          label="Date range"
          description="Relative ranges move with each run."
          value={rangeChoice}
          onChange={(value) => setRangeChoice(value as DateRangeChoice)}
          isDisabled={isWorking}
        >
          {relativeScheduleRanges.map((kind) => (
            <Radio key={kind} value={kind}>
              {relativeScheduleRangeLabels[kind]}
            </Radio>
          ))}
          <Radio value="as_given">
            {givenRange?.kind === 'fixed'
              ? `Fixed: ${scheduleDateRangeLabel(givenRange)}`
              : scheduleDateRangeLabel(givenRange)}
          </Radio>
        </RadioGroup>
        <TextArea
          label="Recipients"
          description={`Email addresses separated by commas or new lines, at most ${MAX_SCHEDULE_RECIPIENTS}.`}
          rows={2}
          value={recipientsText}
          onChange={setRecipientsText}
          onBlur={() => setRecipientsTouched(true)}
          isDisabled={isWorking}
          isInvalid={isRecipientsTouched && problems.length > 0}
          errorMessage={
            <ul className={recipientProblems}>
              {problems.map((problem) => (
                <li key={problem}>{problem}</li>
              ))}
            </ul>
          }
        />
        <ExportFieldPicker
          fields={fields}
          value={ticked}
          onChange={setTicked}
          isDisabled={isWorking}
        />
        {isWorking ? (
          <div className={exportWorking}>
            <Spinner aria-label="Scheduling" />
          </div>
        ) : null}
      </div>
    </Dialog>
  );
}

/**
 * 'Schedule as Report': how often, to whom (one to ten email addresses, each checked) and which
 * fields; then a confirmation. The page saves the schedule through the api hooks.
 */
export function ScheduleReportDialog({ isOpen, ...props }: ScheduleReportDialogProps) {
  return (
    <Modal
      isOpen={isOpen}
      isDismissable={props.state.step !== 'working'}
      onOpenChange={(open) => {
        if (!open) props.onClose();
      }}
    >
      <ScheduleReportForm {...props} />
    </Modal>
  );
}
