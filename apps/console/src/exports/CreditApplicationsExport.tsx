import {
  creditApplicationScheduleScope,
  creditApplicationExportScope,
  useCreateExportSchedule,
  useExportToFile,
  type CreditApplicationsQuery,
} from '@backoffice/api-client';
import {
  creditApplicationExportFields,
  isoDay,
  scheduleDateRangeForList,
} from '@backoffice/domain/model';
import {
  ExportDialog,
  ExportReportMenu,
  ScheduleReportDialog,
  type ReportSchedule,
  type ScheduleReportDialogState,
} from '@backoffice/domain/widgets';
import { useState } from 'react';
import { useCurrentUser } from '../session/queries';
import { refusedScheduleForm } from './scheduleDialogState';

function scheduleDialogState(
  schedule: ReturnType<typeof useCreateExportSchedule>,
): ScheduleReportDialogState {
  if (schedule.isPending) return { step: 'working' };
  if (schedule.isSuccess) return { step: 'done', schedule: schedule.data };
  if (schedule.isError) return refusedScheduleForm(schedule.error);
  return { step: 'form' };
}

export interface CreditApplicationsExportProps {
  /** The list's own server query, so the export holds exactly the rows the list shows. */
  query: CreditApplicationsQuery;
  /** The list's default dates, which no one picked: a schedule takes them as Last 30 days. */
  defaultDates?: { date_from?: string; date_to?: string };
}

/**
 * 'Export Report' on the credit application list: Download as File exports the list's filters
 * and sort and saves the CSV once it is ready; Schedule as Report emails the same report on a
 * schedule.
 */
export function CreditApplicationsExport({ query, defaultDates }: CreditApplicationsExportProps) {
  const user = useCurrentUser();
  const [openDialog, setOpenDialog] = useState<'export' | 'schedule' | null>(null);
  const exportToFile = useExportToFile();
  const schedule = useCreateExportSchedule();
  const { scope: scheduleScope, listDates } = creditApplicationScheduleScope(query);

  return (
    <>
      <ExportReportMenu
        onDownload={() => setOpenDialog('export')}
        onSchedule={() => setOpenDialog('schedule')}
      />
      <ExportDialog
        isOpen={openDialog === 'export'}
        fields={creditApplicationExportFields}
        state={exportToFile.progress.step === 'idle' ? { step: 'fields' } : exportToFile.progress}
        onExport={(fields) =>
          exportToFile.start({
            report: 'credit_application',
            type: 'csv',
            fields,
            ...creditApplicationExportScope(query),
          })
        }
        onRetry={exportToFile.reset}
        onClose={() => {
          setOpenDialog(null);
          exportToFile.reset();
        }}
      />
      <ScheduleReportDialog
        isOpen={openDialog === 'schedule'}
        reportName="Credit Applications"
        fields={creditApplicationExportFields}
        defaultRecipients={user.data?.email ? [user.data.email] : []}
        defaultDateRange={scheduleDateRangeForList(listDates, isoDay(new Date()), defaultDates)}
        state={scheduleDialogState(schedule)}
        onSchedule={({ frequency, recipients, fields, dateRange, sendTime }: ReportSchedule) =>
          schedule.mutate({
            report: 'credit_application',
            type: 'csv',
            fields,
            frequency,
            recipients,
            ...scheduleScope,
            date_range: dateRange,
            send_time: sendTime,
          })
        }
        onClose={() => {
          setOpenDialog(null);
          schedule.reset();
        }}
      />
    </>
  );
}
