import { ActionMenu } from '@backoffice/ui';

export interface ExportReportMenuProps {
  /** 'Download as File': the page opens the export dialog. */
  onDownload: () => void;
  /** 'Schedule as Report': the page opens the schedule dialog. Without it the item is left out. */
  onSchedule?: () => void;
  isDisabled?: boolean;
  className?: string;
}

/** The report's 'Export Report' button and its menu (platform-shell.md 2.7). */
export function ExportReportMenu({
  onDownload,
  onSchedule,
  isDisabled,
  className,
}: ExportReportMenuProps) {
  return (
    <ActionMenu
      label="Export Report"
      isDisabled={isDisabled}
      className={className}
      items={[
        { id: 'download', label: 'Download as File' },
        ...(onSchedule ? [{ id: 'schedule', label: 'Schedule as Report' }] : []),
      ]}
      onAction={(id) => {
        if (id === 'download') onDownload();
        if (id === 'schedule') onSchedule?.();
      }}
    />
  );
}
