import {
  Alert,
  Button,
  Dialog,
  Modal,
  Radio,
  RadioGroup,
  Spinner,
  TextArea,
  TextField,
} from '@backoffice/ui';
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
import { DEFAULT_SCHEDULE_SEND_TIME, scheduleSendTimeProblem } from '../../model/scheduleSendTime';
import { serverFieldErrors } from '../serverFieldErrors';
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

/** What a schedule's owner can change once it is made: when, which dates, to whom. */
export interface ScheduleSettings {
  frequency: ExportFrequency;
  recipients: string[];
  /** The dates each run covers, relative to the run or fixed; null: not filtered by date. */
  dateRange: ScheduleDateRange | null;
  /** The time of day each run is sent, HH:MM in UTC. */
  sendTime: string;
}

export interface ReportSchedule extends ScheduleSettings {
  /** The ticked fields, in the order they were ticked. */
  fields: string[];
}

/** A property the server refused, as its validation error names it (`recipients.1`). */
export interface ScheduleRefusedProperty {
  property: string;
  message: string;
}

/**
 * The form (with the server's refusal, if any: its message, and the properties it names, which
 * are shown on their fields), saving, or the saved schedule.
 */
export type ScheduleReportDialogState =
  | { step: 'form'; error?: string; properties?: readonly ScheduleRefusedProperty[] }
  | { step: 'working' }
  | { step: 'done'; schedule: Pick<ReportSchedule, 'frequency' | 'recipients'> };

/** The range picked in the form: a relative one by its kind, or the report's own as it came. */
type DateRangeChoice = RelativeScheduleRange | 'as_given';

/** The form's fields, by the request property each one sends. */
const scheduleFieldNames = ['frequency', 'date_range', 'send_time', 'recipients'] as const;
type ScheduleFieldName = (typeof scheduleFieldNames)[number];

/** The server's messages by field: `recipients.1` and `date_range.from` belong to their field. */
function refusedFields(state: ScheduleReportDialogState) {
  if (state.step !== 'form' || !state.properties?.length) {
    return { byField: {} as Partial<Record<ScheduleFieldName, string>>, isEverythingPlaced: false };
  }
  const properties = state.properties.map(({ property, message }) => {
    const [field = property, ...rest] = property.split('.');
    // A message about one address names it, so it still says which one is meant.
    return {
      property: field,
      message: rest.length > 0 ? `${rest.join('.')}: ${message}` : message,
    };
  });
  return serverFieldErrors({ properties }, scheduleFieldNames) as {
    byField: Partial<Record<ScheduleFieldName, string>>;
    isEverythingPlaced: boolean;
  };
}

type ScheduleFormMode =
  | {
      kind: 'create';
      fields: readonly ExportField[];
      /** Who receives it unless changed: the signed-in user's email, when known. */
      defaultRecipients?: readonly string[];
      defaultDateRange?: ScheduleDateRange | null;
      onSchedule: (schedule: ReportSchedule) => void;
    }
  | { kind: 'edit'; schedule: ScheduleSettings; onSave: (settings: ScheduleSettings) => void };

interface ScheduleFormProps {
  reportName: string;
  mode: ScheduleFormMode;
  state: ScheduleReportDialogState;
  onClose: () => void;
}

const scheduleFormTexts = {
  create: {
    title: 'Schedule as Report',
    action: 'Schedule',
    refused: 'The report could not be scheduled',
    working: 'Scheduling',
  },
  edit: {
    title: 'Edit Schedule',
    action: 'Save',
    refused: 'The schedule could not be saved',
    working: 'Saving',
  },
} as const;

function ScheduleReportForm({ reportName, mode, state, onClose }: ScheduleFormProps) {
  const initial =
    mode.kind === 'edit'
      ? mode.schedule
      : {
          frequency: 'weekly' as const,
          recipients: [...(mode.defaultRecipients ?? [])],
          dateRange: mode.defaultDateRange ?? null,
          sendTime: DEFAULT_SCHEDULE_SEND_TIME,
        };
  const [frequency, setFrequency] = useState<ExportFrequency>(initial.frequency);
  const givenRange = isRelativeScheduleRange(initial.dateRange) ? null : initial.dateRange;
  const [rangeChoice, setRangeChoice] = useState<DateRangeChoice>(
    isRelativeScheduleRange(initial.dateRange) ? initial.dateRange.kind : 'as_given',
  );
  const dateRange = rangeChoice === 'as_given' ? givenRange : { kind: rangeChoice };
  const [sendTime, setSendTime] = useState(initial.sendTime);
  const [recipientsText, setRecipientsText] = useState(initial.recipients.join(', '));
  // Addresses given in advance are checked at once; typed ones once the field is left, so an
  // address is not called wrong while it is being typed.
  const [isRecipientsTouched, setRecipientsTouched] = useState(initial.recipients.length > 0);
  const [ticked, setTicked] = useState(() =>
    mode.kind === 'create' ? preselectedExportFields(mode.fields) : [],
  );
  const recipients = parseRecipients(recipientsText);
  const problems = recipientsProblems(recipients);
  const sendTimeProblem = scheduleSendTimeProblem(sendTime);
  const canSave =
    problems.length === 0 &&
    sendTimeProblem === null &&
    (mode.kind === 'edit' || exportFieldsProblem(ticked) === null);
  const refused = refusedFields(state);
  const texts = scheduleFormTexts[mode.kind];

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

  const save = () => {
    const settings = { frequency, recipients, dateRange, sendTime };
    if (mode.kind === 'edit') mode.onSave(settings);
    else mode.onSchedule({ ...settings, fields: ticked });
  };
  const isWorking = state.step === 'working';
  return (
    <Dialog
      title={texts.title}
      actions={
        <>
          <Button onPress={onClose} isDisabled={isWorking}>
            Cancel
          </Button>
          <Button variant="primary" isDisabled={!canSave || isWorking} onPress={save}>
            {texts.action}
          </Button>
        </>
      }
    >
      <div className={exportDialogBody}>
        {state.step === 'form' && state.error && !refused.isEverythingPlaced ? (
          <Alert tone="critical" title={texts.refused}>
            {state.error}
          </Alert>
        ) : null}
        <RadioGroup
          label="Frequency"
          orientation="horizontal"
          value={frequency}
          onChange={(value) => setFrequency(value as ExportFrequency)}
          isDisabled={isWorking}
          isInvalid={refused.byField.frequency !== undefined}
          errorMessage={refused.byField.frequency}
        >
          {exportFrequencies.map((option) => (
            <Radio key={option} value={option}>
              {exportFrequencyLabels[option]}
            </Radio>
          ))}
        </RadioGroup>
        <TextField
          label="Send time (UTC)"
          description="HH:MM on the 24-hour clock."
          value={sendTime}
          onChange={setSendTime}
          isDisabled={isWorking}
          isInvalid={sendTimeProblem !== null || refused.byField.send_time !== undefined}
          errorMessage={sendTimeProblem ?? refused.byField.send_time}
        />
        <RadioGroup
          label="Date range"
          description="Relative ranges move with each run."
          value={rangeChoice}
          onChange={(value) => setRangeChoice(value as DateRangeChoice)}
          isDisabled={isWorking}
          isInvalid={refused.byField.date_range !== undefined}
          errorMessage={refused.byField.date_range}
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
          isInvalid={
            (isRecipientsTouched && problems.length > 0) || refused.byField.recipients !== undefined
          }
          errorMessage={
            <ul className={recipientProblems}>
              {problems.map((problem) => (
                <li key={problem}>{problem}</li>
              ))}
              {problems.length === 0 && refused.byField.recipients ? (
                <li>{refused.byField.recipients}</li>
              ) : null}
            </ul>
          }
        />
        {mode.kind === 'create' ? (
          <ExportFieldPicker
            fields={mode.fields}
            value={ticked}
            onChange={setTicked}
            isDisabled={isWorking}
          />
        ) : null}
        {isWorking ? (
          <div className={exportWorking}>
            <Spinner aria-label={texts.working} />
          </div>
        ) : null}
      </div>
    </Dialog>
  );
}

function ScheduleModal({ isOpen, ...props }: ScheduleFormProps & { isOpen: boolean }) {
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

/**
 * 'Schedule as Report': how often, at what time, which dates, to whom (one to ten email
 * addresses, each checked) and which fields; then a confirmation. The page saves the schedule
 * through the api hooks.
 */
export function ScheduleReportDialog({
  isOpen,
  reportName,
  fields,
  defaultRecipients,
  defaultDateRange,
  state,
  onSchedule,
  onClose,
}: ScheduleReportDialogProps) {
  return (
    <ScheduleModal
      isOpen={isOpen}
      reportName={reportName}
      mode={{ kind: 'create', fields, defaultRecipients, defaultDateRange, onSchedule }}
      state={state}
      onClose={onClose}
    />
  );
}

export interface EditScheduleDialogProps {
  /** The schedule being edited; the dialog is open while there is one. */
  schedule: ScheduleSettings | null;
  reportName: string;
  /** The form (with the server's refusal shown on its fields) or saving; it closes once saved. */
  state: Exclude<ScheduleReportDialogState, { step: 'done' }>;
  onSave: (settings: ScheduleSettings) => void;
  onClose: () => void;
}

/** 'Edit Schedule': the Schedule as Report form for a saved schedule, without its fields. */
export function EditScheduleDialog({
  schedule,
  reportName,
  state,
  onSave,
  onClose,
}: EditScheduleDialogProps) {
  // Mounted per schedule, so the form starts from the schedule opened.
  return schedule ? (
    <ScheduleModal
      isOpen
      reportName={reportName}
      mode={{ kind: 'edit', schedule, onSave }}
      state={state}
      onClose={onClose}
    />
  ) : null;
}
