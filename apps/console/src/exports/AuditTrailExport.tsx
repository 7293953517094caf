import { useExportToFile } from '@backoffice/api-client';
import { auditTrailExportFields, type AuditTrailServerQuery } from '@backoffice/domain/model';
import { ExportDialog, ExportReportMenu } from '@backoffice/domain/widgets';
import { useState } from 'react';

export interface AuditTrailExportProps {
  /** The trail's filters as its list sends them, without paging (auditTrailExportFilters). */
  filters: Omit<AuditTrailServerQuery, 'page' | 'perPage'>;
}

/**
 * 'Export Report' on the audit trail: Download as File exports every event the trail's filters
 * match, newest first, and saves the CSV once it is ready. The trail has no scheduled report.
 */
export function AuditTrailExport({ filters }: AuditTrailExportProps) {
  const [isOpen, setOpen] = useState(false);
  const exportToFile = useExportToFile();

  return (
    <>
      <ExportReportMenu onDownload={() => setOpen(true)} />
      <ExportDialog
        isOpen={isOpen}
        fields={auditTrailExportFields}
        state={exportToFile.progress.step === 'idle' ? { step: 'fields' } : exportToFile.progress}
        onExport={(fields) =>
          exportToFile.start({ report: 'audit_trail', type: 'csv', fields, filters })
        }
        onRetry={exportToFile.reset}
        onClose={() => {
          setOpen(false);
          exportToFile.reset();
        }}
      />
    </>
  );
}
