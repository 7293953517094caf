import {
  useDeleteExportSchedule,
  useDownloadExportFile,
  useExports,
  useExportSchedules,
  usePauseExportSchedule,
  useUpdateExportSchedule,
  type ExportSchedule,
} from '@backoffice/api-client';
import {
  EditScheduleDialog,
  ExportList,
  exportReportLabel,
  ExportScheduleList,
  type ScheduleSettings,
} from '@backoffice/domain/widgets';
import { Alert, Pagination, Section, useToast } from '@backoffice/ui';
import { useState } from 'react';
import { useDocumentTitle } from '../session/useDocumentTitle';
import * as styles from './exports.css';
import { refusedScheduleForm } from './scheduleDialogState';

const EXPORTS_PER_PAGE = 25;

const scheduleSettings = (schedule: ExportSchedule): ScheduleSettings => ({
  frequency: schedule.frequency,
  recipients: schedule.recipients,
  dateRange: schedule.date_range,
  sendTime: schedule.send_time,
});

/**
 * 'Exports': the user's exports with their files, and their scheduled reports, which can be
 * edited, paused and resumed, and deleted.
 */
export function ExportsPage() {
  useDocumentTitle('Exports');
  const [page, setPage] = useState(1);
  const exports = useExports({ page, perPage: EXPORTS_PER_PAGE });
  const schedules = useExportSchedules();
  const download = useDownloadExportFile();
  const deleteSchedule = useDeleteExportSchedule();
  const updateSchedule = useUpdateExportSchedule();
  const pauseSchedule = usePauseExportSchedule();
  const [editing, setEditing] = useState<ExportSchedule | null>(null);
  const toast = useToast();
  const jobs = exports.data?.items ?? [];

  return (
    <section className={styles.page} aria-labelledby="exports-title">
      <h1 id="exports-title" className={styles.title}>
        Exports
      </h1>
      <Section title="Files" headingLevel={2} headingSize="lg">
        {download.isError ? (
          <Alert tone="critical" onDismiss={() => download.reset()}>
            {download.error.message}
          </Alert>
        ) : null}
        <ExportList
          exports={jobs}
          isLoading={exports.isPending}
          error={exports.isError ? exports.error.message : null}
          onRetry={() => void exports.refetch()}
          onDownload={(job) => {
            const full = jobs.find((item) => item.id === job.id);
            if (full) download.mutate(full);
          }}
          downloadingId={download.isPending ? download.variables.id : null}
        />
        <Pagination
          page={page}
          perPage={EXPORTS_PER_PAGE}
          total={exports.data?.meta.total ?? 0}
          onPageChange={setPage}
        />
      </Section>
      <Section title="Scheduled reports" headingLevel={2} headingSize="lg">
        {deleteSchedule.isError ? (
          <Alert tone="critical" onDismiss={() => deleteSchedule.reset()}>
            {deleteSchedule.error.message}
          </Alert>
        ) : null}
        {pauseSchedule.isError ? (
          <Alert tone="critical" onDismiss={() => pauseSchedule.reset()}>
            {pauseSchedule.error.message}
          </Alert>
        ) : null}
        <ExportScheduleList
          schedules={schedules.data ?? []}
          isLoading={schedules.isPending}
          error={schedules.isError ? schedules.error.message : null}
          onRetry={() => void schedules.refetch()}
          onDelete={(scheduleId) => deleteSchedule.mutate(scheduleId)}
          deletingId={deleteSchedule.isPending ? deleteSchedule.variables : null}
          onEdit={(summary) =>
            setEditing(schedules.data?.find((item) => item.id === summary.id) ?? null)
          }
          onPausedChange={(scheduleId, paused) => pauseSchedule.mutate({ scheduleId, paused })}
          pausingId={pauseSchedule.isPending ? pauseSchedule.variables.scheduleId : null}
        />
        <EditScheduleDialog
          key={editing?.id}
          schedule={editing ? scheduleSettings(editing) : null}
          reportName={editing ? exportReportLabel(editing.report) : ''}
          state={
            updateSchedule.isPending
              ? { step: 'working' }
              : updateSchedule.isError
                ? refusedScheduleForm(updateSchedule.error)
                : { step: 'form' }
          }
          onSave={({ frequency, recipients, dateRange, sendTime }) => {
            if (!editing) return;
            updateSchedule.mutate(
              {
                scheduleId: editing.id,
                change: { frequency, recipients, date_range: dateRange, send_time: sendTime },
              },
              {
                onSuccess: () => {
                  setEditing(null);
                  toast.success('Schedule updated');
                },
              },
            );
          }}
          onClose={() => {
            setEditing(null);
            updateSchedule.reset();
          }}
        />
      </Section>
    </section>
  );
}
