import {
  Alert,
  Badge,
  Button,
  Card,
  ConfirmDialog,
  EmptyState,
  Stack,
  Table,
  TextField,
  formatDateTime,
  type TableColumn,
} from '@backoffice/ui';
import { useState } from 'react';
import { keys, newKey, nowrap, prefix } from './SettlementApiKeys.css';

/** A key as the service lists it, structurally the contract's SettlementApiKey. */
export interface SettlementApiKeySummary {
  api_key_id: number;
  key_prefix: string;
  created_at: string;
  created_by: string | null;
  expires_at: string | null;
  revoked_at: string | null;
  last_used_at: string | null;
  state: 'active' | 'expiring' | 'expired' | 'revoked';
}

export interface SettlementApiKeysProps {
  apiKeys: readonly SettlementApiKeySummary[];
  isLoading?: boolean;
  error?: string | null;
  /** The key just made, shown this once; null once the administrator has put it away. */
  createdKey: string | null;
  onRotate: () => void;
  isRotating?: boolean;
  onRevoke: (apiKeyId: number) => void;
  /** Puts the new key away for good. */
  onDismissCreatedKey: () => void;
  className?: string;
}

const stateTones = {
  active: 'positive',
  expiring: 'caution',
  expired: 'neutral',
  revoked: 'critical',
} as const;
const stateLabels = {
  active: 'Active',
  expiring: 'Expiring',
  expired: 'Expired',
  revoked: 'Revoked',
} as const;

const when = (value: string | null, otherwise: string) =>
  value ? <span className={nowrap}>{formatDateTime(new Date(value))}</span> : otherwise;

/**
 * The settlement service's API keys, for administrators: which keys exist (never the keys
 * themselves), New key (the key is shown once; earlier keys keep working for 24 hours so their
 * callers can switch) and Revoke (at once, after a confirmation).
 */
export function SettlementApiKeys({
  apiKeys,
  isLoading = false,
  error = null,
  createdKey,
  onRotate,
  isRotating = false,
  onRevoke,
  onDismissCreatedKey,
  className,
}: SettlementApiKeysProps) {
  const [revoking, setRevoking] = useState<SettlementApiKeySummary | null>(null);
  const columns: TableColumn<SettlementApiKeySummary & { id: number }>[] = [
    {
      id: 'key',
      name: 'Key',
      isRowHeader: true,
      render: (key) => <span className={prefix}>{`${key.key_prefix}…`}</span>,
    },
    {
      id: 'state',
      name: 'State',
      render: (key) => <Badge tone={stateTones[key.state]}>{stateLabels[key.state]}</Badge>,
    },
    {
      id: 'created',
      name: 'Created',
      render: (key) => (
        <>
          {when(key.created_at, '')} {key.created_by ? `by ${key.created_by}` : ''}
        </>
      ),
    },
    { id: 'used', name: 'Last used', render: (key) => when(key.last_used_at, 'Never') },
    {
      id: 'expires',
      name: 'Works until',
      render: (key) => when(key.revoked_at ?? key.expires_at, 'Revoked or replaced'),
    },
    {
      id: 'actions',
      name: 'Actions',
      render: (key) =>
        key.state === 'active' || key.state === 'expiring' ? (
          <Button
            size="sm"
            variant="primary"
            tone="critical"
            aria-label={`Revoke ${key.key_prefix}…`}
            onPress={() => setRevoking(key)}
          >
            Revoke
          </Button>
        ) : null,
    },
  ];
  return (
    <Card
      title="Settlement API keys"
      className={className}
      actions={
        <Button variant="primary" isPending={isRotating} onPress={onRotate}>
          New key
        </Button>
      }
    >
      <Stack gap="150" className={keys}>
        {createdKey ? (
          <Alert tone="caution" title="Copy the new key now: it is not shown again.">
            <Stack gap="100">
              <TextField
                label="New settlement API key"
                value={createdKey}
                isReadOnly
                className={newKey}
              />
              <p>Keys made before it keep working for 24 hours, then expire.</p>
              <div>
                <Button size="sm" onPress={onDismissCreatedKey}>
                  I have copied it
                </Button>
              </div>
            </Stack>
          </Alert>
        ) : null}
        {error ? (
          <Alert tone="critical" title="The API keys could not be loaded.">
            {error}
          </Alert>
        ) : null}
        <Table
          aria-label="Settlement API keys"
          columns={columns}
          rows={apiKeys.map((key) => ({ ...key, id: key.api_key_id }))}
          isLoading={isLoading}
          emptyState={
            <EmptyState
              title="No API keys yet."
              description="Other systems call the settlement service with a key sent as X-Api-Key."
            />
          }
        />
      </Stack>
      <ConfirmDialog
        isOpen={revoking !== null}
        title="Revoke API key"
        message={
          revoking
            ? `Systems calling with ${revoking.key_prefix}… stop being answered at once. Revoke it?`
            : ''
        }
        confirmLabel="Revoke"
        onCancel={() => setRevoking(null)}
        onConfirm={() => {
          if (revoking) onRevoke(revoking.api_key_id);
          setRevoking(null);
        }}
      />
    </Card>
  );
}
