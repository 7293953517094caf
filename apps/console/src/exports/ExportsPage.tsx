import {
  useDeleteExportSchedule,
  useDownloadExportFile,
  useExports,
  useExportSchedules,
  usePauseExportSchedule,
  type ExportSchedule,
} from '@backoffice/api-client';
import { ExportList, ExportScheduleList } from '@backoffice/domain/widgets';
import { Alert, Page, Pagination, Section } from '@backoffice/ui';
import { useState } from 'react';
import { useDocumentTitle } from '../session/useDocumentTitle';
import { EditSchedule } from './EditSchedule';

const EXPORTS_PER_PAGE = 25;

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
  const pauseSchedule = usePauseExportSchedule();
  const [editing, setEditing] = useState<ExportSchedule | null>(null);
  const jobs = exports.data?.items ?? [];

  return (
    <Page title="Exports" gap="300">
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
        <EditSchedule schedule={editing} onClose={() => setEditing(null)} />
      </Section>
    </Page>
  );
}
