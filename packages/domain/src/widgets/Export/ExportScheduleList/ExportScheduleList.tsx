import {
  Alert,
  Badge,
  Button,
  ConfirmDialog,
  formatDateTime,
  Inline,
  Table,
  type TableColumn,
} from '@backoffice/ui';
import { useState } from 'react';
import { scheduleDateRangeLabel, type ScheduleDateRange } from '../../../model/scheduleDateRange';
import { scheduleSendTimeLabel } from '../../../model/scheduleSendTime';
import { exportReportLabel } from '../ExportList';
import { exportFrequencyLabels, type ExportFrequency } from '../exportRules';

/** The parts of a schedule the list shows (the contract's ExportSchedule). */
export interface ExportScheduleSummary {
  id: number;
  report: string;
  frequency: ExportFrequency;
  /** The dates each run covers; null when the report is not filtered by date. */
  date_range: ScheduleDateRange | null;
  recipients: string[];
  /** HH:MM, UTC. */
  send_time: string;
  /** A paused schedule does not run until it is resumed. */
  paused: boolean;
  next_run_at: string;
  last_run_at: string | null;
}

export interface ExportScheduleListProps {
  schedules: readonly ExportScheduleSummary[];
  isLoading?: boolean;
  error?: string | null;
  onRetry?: () => void;
  /** Called once the user confirms the deletion. */
  onDelete: (scheduleId: number) => void;
  /** The schedule being deleted, whose Delete waits. */
  deletingId?: number | null;
  /** Opens the schedule for editing; without it there is no Edit. */
  onEdit?: (schedule: ExportScheduleSummary) => void;
  /** Pauses (true) or resumes (false) the schedule, with one press; without it, neither. */
  onPausedChange?: (scheduleId: number, paused: boolean) => void;
  /** The schedule being paused or resumed, whose button waits. */
  pausingId?: number | null;
  className?: string;
}

const scheduleName = (row: ExportScheduleSummary) => `${exportReportLabel(row.report)} #${row.id}`;

/**
 * The user's scheduled reports: when each is sent, the dates it covers, to whom, and whether it
 * is paused; Edit, Pause or Resume, and Delete, which asks first.
 */
export function ExportScheduleList({
  schedules,
  isLoading = false,
  error,
  onRetry,
  onDelete,
  deletingId,
  onEdit,
  onPausedChange,
  pausingId,
  className,
}: ExportScheduleListProps) {
  const [confirming, setConfirming] = useState<ExportScheduleSummary | null>(null);
  if (error) {
    return (
      <Alert tone="critical" title="The schedules could not be loaded" className={className}>
        <p>{error}</p>
        {onRetry ? <Button onPress={onRetry}>Retry</Button> : null}
      </Alert>
    );
  }
  const columns: TableColumn<ExportScheduleSummary>[] = [
    {
      id: 'report',
      name: 'Report',
      isRowHeader: true,
      render: scheduleName,
    },
    {
      id: 'status',
      name: 'Status',
      render: (row) =>
        row.paused ? <Badge tone="caution">Paused</Badge> : <Badge tone="positive">Active</Badge>,
    },
    { id: 'frequency', name: 'Frequency', render: (row) => exportFrequencyLabels[row.frequency] },
    { id: 'send', name: 'Send time', render: (row) => scheduleSendTimeLabel(row.send_time) },
    { id: 'range', name: 'Date range', render: (row) => scheduleDateRangeLabel(row.date_range) },
    { id: 'recipients', name: 'Recipients', render: (row) => row.recipients.join(', ') },
    {
      id: 'next',
      name: 'Next run',
      render: (row) =>
        row.paused ? 'None while paused' : formatDateTime(new Date(row.next_run_at)),
    },
    {
      id: 'last',
      name: 'Last run',
      render: (row) => (row.last_run_at ? formatDateTime(new Date(row.last_run_at)) : 'Not yet'),
    },
    {
      id: 'actions',
      name: 'Actions',
      render: (row) => (
        <Inline gap="075">
          {onEdit ? (
            <Button
              size="sm"
              aria-label={`Edit schedule ${scheduleName(row)}`}
              onPress={() => onEdit(row)}
            >
              Edit
            </Button>
          ) : null}
          {onPausedChange ? (
            <Button
              size="sm"
              aria-label={`${row.paused ? 'Resume' : 'Pause'} schedule ${scheduleName(row)}`}
              isPending={pausingId === row.id}
              onPress={() => onPausedChange(row.id, !row.paused)}
            >
              {row.paused ? 'Resume' : 'Pause'}
            </Button>
          ) : null}
          <Button
            size="sm"
            variant="primary"
            tone="critical"
            aria-label={`Delete schedule ${scheduleName(row)}`}
            isPending={deletingId === row.id}
            onPress={() => setConfirming(row)}
          >
            Delete
          </Button>
        </Inline>
      ),
    },
  ];
  return (
    <>
      <Table
        aria-label="Scheduled reports"
        columns={columns}
        rows={[...schedules]}
        isLoading={isLoading}
        emptyState="No scheduled reports. Use Schedule as Report on a report to add one."
        className={className}
      />
      <ConfirmDialog
        isOpen={confirming !== null}
        title="Delete Schedule"
        message={
          confirming
            ? `Stop emailing ${exportReportLabel(confirming.report)} ${exportFrequencyLabels[confirming.frequency].toLowerCase()} to ${confirming.recipients.join(', ')}?`
            : null
        }
        confirmLabel="Delete"
        onCancel={() => setConfirming(null)}
        onConfirm={() => {
          if (confirming) onDelete(confirming.id);
          setConfirming(null);
        }}
      />
    </>
  );
}
