import {
  ApiError,
  useCreateExport,
  useCreateExportSchedule,
  useDownloadExportFile,
  useExport,
  creditApplicationExportScope,
  type CreditApplicationsQuery,
  type ExportJob,
} from '@backoffice/api-client';
import {
  creditApplicationExportFields,
  exportLimitMessage,
  isoDay,
  scheduleDateRangeForList,
} from '@backoffice/domain/model';
import {
  ExportDialog,
  ExportReportMenu,
  ScheduleReportDialog,
  type ExportDialogState,
  type ReportSchedule,
  type ScheduleReportDialogState,
} from '@backoffice/domain/widgets';
import { useEffect, useState } from 'react';
import { useCurrentUser } from '../session/queries';
import { messageOf, refusedScheduleForm } from './scheduleDialogState';

/** The server's refusal of an export over the row limit (exports design). */
const EXPORT_LIMIT_CODE = 'ERR_EXPORT_LIMIT';

/** Where the export dialog stands, from the create call, the polled job and the download. */
function exportDialogState(
  create: ReturnType<typeof useCreateExport>,
  job: ReturnType<typeof useExport>,
  download: ReturnType<typeof useDownloadExportFile>,
): ExportDialogState {
  if (create.isPending) return { step: 'working' };
  if (create.isError) {
    return create.error instanceof ApiError && create.error.code === EXPORT_LIMIT_CODE
      ? { step: 'limit', message: create.error.message || exportLimitMessage() }
      : { step: 'failed', message: messageOf(create.error) };
  }
  if (!create.data) return { step: 'fields' };
  if (job.isError) return { step: 'failed', message: messageOf(job.error) };
  const current: ExportJob = job.data ?? create.data;
  if (current.status === 'FAILED') {
    return { step: 'failed', message: current.error ?? 'The export failed.' };
  }
  if (current.status === 'PENDING') return { step: 'working' };
  if (download.isError) return { step: 'failed', message: messageOf(download.error) };
  if (download.isSuccess) {
    return { step: 'done', fileName: download.data, rowCount: current.row_count ?? null };
  }
  return { step: 'working' };
}

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
 * 'Export Report' on the credit application list: Download as File starts an export of the
 * list's filters and sort, polls it while PENDING, and saves the CSV once COMPLETED; Schedule as
 * Report emails the same report on a schedule.
 */
export function CreditApplicationsExport({ query, defaultDates }: CreditApplicationsExportProps) {
  const user = useCurrentUser();
  const [openDialog, setOpenDialog] = useState<'export' | 'schedule' | null>(null);
  const create = useCreateExport();
  const job = useExport(create.data?.id);
  const download = useDownloadExportFile();
  const schedule = useCreateExportSchedule();
  const scope = creditApplicationExportScope(query);
  // A schedule keeps its dates as a range of its own (relative to each run, or fixed).
  const { date_from: dateFrom, date_to: dateTo, ...scheduleFilters } = scope.filters ?? {};
  const listDates = {
    ...(typeof dateFrom === 'string' ? { date_from: dateFrom } : {}),
    ...(typeof dateTo === 'string' ? { date_to: dateTo } : {}),
  };

  const completed = job.data?.status === 'COMPLETED' ? job.data : undefined;
  const { mutate: startDownload, isIdle: isDownloadIdle } = download;
  // The file is saved once, as soon as the polled job reports COMPLETED (spec 4).
  useEffect(() => {
    if (completed && isDownloadIdle) startDownload(completed);
  }, [completed, isDownloadIdle, startDownload]);

  const resetExport = () => {
    create.reset();
    download.reset();
  };
  const closeExport = () => {
    setOpenDialog(null);
    resetExport();
  };
  const closeSchedule = () => {
    setOpenDialog(null);
    schedule.reset();
  };

  return (
    <>
      <ExportReportMenu
        onDownload={() => setOpenDialog('export')}
        onSchedule={() => setOpenDialog('schedule')}
      />
      <ExportDialog
        isOpen={openDialog === 'export'}
        fields={creditApplicationExportFields}
        state={exportDialogState(create, job, download)}
        onExport={(fields) =>
          create.mutate({ report: 'credit_application', type: 'csv', fields, ...scope })
        }
        onRetry={resetExport}
        onClose={closeExport}
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
            ...scope,
            filters: scheduleFilters,
            date_range: dateRange,
            send_time: sendTime,
          })
        }
        onClose={closeSchedule}
      />
    </>
  );
}
