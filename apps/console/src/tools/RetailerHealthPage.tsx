import { useRetailerDiagnostics, useRetailerHealthFix } from '@backoffice/api-client';
import type { RetailerHealthFixRequest } from '@backoffice/domain/model';
import {
  LoadFailure,
  PERMISSION_REFUSED_STATUS,
  RetailerHealthChecker,
} from '@backoffice/domain/widgets';
import { Page } from '@backoffice/ui';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { useDocumentTitle } from '../session/useDocumentTitle';

/** Retailer Health - {merchant name}: the merchant's diagnosis, fixed a problem at a time. */
export function RetailerHealthPage() {
  const retailerId = Number(useParams().retailerId);
  const diagnosis = useRetailerDiagnostics(retailerId);
  const fix = useRetailerHealthFix(retailerId);
  const [failed, setFailed] = useState<{ fix: RetailerHealthFixRequest; message: string } | null>(
    null,
  );
  const title = diagnosis.data
    ? `Retailer Health - ${diagnosis.data.RetailerName}`
    : 'Retailer Health';
  useDocumentTitle(title);
  return (
    <Page title={title}>
      {diagnosis.error?.status === PERMISSION_REFUSED_STATUS ? (
        // A refusal would only be refused again: said once, with nothing to retry.
        <LoadFailure
          subject="The retailer health"
          error={diagnosis.error}
          onRetry={() => void diagnosis.refetch()}
        />
      ) : (
        <RetailerHealthChecker
          diagnosis={diagnosis.data}
          isLoading={diagnosis.isPending}
          error={diagnosis.isError ? diagnosis.error.message : null}
          onRetry={() => void diagnosis.refetch()}
          pendingFix={fix.isPending ? fix.variables : null}
          fixError={failed}
          onFix={(request) => {
            setFailed(null);
            fix.mutate(request, {
              onError: (error) => setFailed({ fix: request, message: error.message }),
            });
          }}
        />
      )}
    </Page>
  );
}
