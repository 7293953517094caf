import {
  useRevokeSettlementApiKey,
  useRotateSettlementApiKey,
  useSettlementApiKeys,
} from '@backoffice/api-client';
import { SettlementApiKeys } from '@backoffice/domain/widgets';
import { Alert } from '@backoffice/ui';

/** The settlement service's API keys, for administrators (users who manage users and groups). */
export function SettlementApiKeysPanel() {
  const keys = useSettlementApiKeys();
  const rotate = useRotateSettlementApiKey();
  const revoke = useRevokeSettlementApiKey();
  const failure = rotate.error ?? revoke.error;
  return (
    <>
      {failure ? (
        <Alert tone="critical" title="The API keys could not be changed.">
          {failure.message}
        </Alert>
      ) : null}
      <SettlementApiKeys
        apiKeys={keys.data ?? []}
        isLoading={keys.isPending}
        error={keys.isError ? keys.error.message : null}
        createdKey={rotate.data?.key ?? null}
        onRotate={() => rotate.mutate()}
        isRotating={rotate.isPending}
        onRevoke={(apiKeyId) => revoke.mutate(apiKeyId)}
        onDismissCreatedKey={() => rotate.reset()}
      />
    </>
  );
}
