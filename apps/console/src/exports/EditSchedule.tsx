import { useUpdateExportSchedule, type ExportSchedule } from '@backoffice/api-client';
import {
  EditScheduleDialog,
  exportReportLabel,
  type ScheduleSettings,
} from '@backoffice/domain/widgets';
import { useToast } from '@backoffice/ui';
import { refusedScheduleForm } from './scheduleDialogState';

const scheduleSettings = (schedule: ExportSchedule): ScheduleSettings => ({
  frequency: schedule.frequency,
  recipients: schedule.recipients,
  dateRange: schedule.date_range,
  sendTime: schedule.send_time,
});

/** Edit Schedule for the scheduled report being edited, with its update mutation. */
export function EditSchedule({
  schedule,
  onClose,
}: {
  schedule: ExportSchedule | null;
  onClose: () => void;
}) {
  const updateSchedule = useUpdateExportSchedule();
  const toast = useToast();
  return (
    <EditScheduleDialog
      key={schedule?.id}
      schedule={schedule ? scheduleSettings(schedule) : null}
      reportName={schedule ? exportReportLabel(schedule.report) : ''}
      state={
        updateSchedule.isPending
          ? { step: 'working' }
          : updateSchedule.isError
            ? refusedScheduleForm(updateSchedule.error)
            : { step: 'form' }
      }
      onSave={({ frequency, recipients, dateRange, sendTime }) => {
        if (!schedule) return;
        updateSchedule.mutate(
          {
            scheduleId: schedule.id,
            change: { frequency, recipients, date_range: dateRange, send_time: sendTime },
          },
          {
            onSuccess: () => {
              onClose();
              toast.success('Schedule updated');
            },
          },
        );
      }}
      onClose={() => {
        onClose();
        updateSchedule.reset();
      }}
    />
  );
}
