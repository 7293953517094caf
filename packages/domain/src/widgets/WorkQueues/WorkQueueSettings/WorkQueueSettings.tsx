import {
  Alert,
  Button,
  ConfirmDialog,
  Dialog,
  EmptyState,
  Inline,
  Modal,
  Select,
  SelectItem,
  SimpleTable,
  Spinner,
  Stack,
  type SimpleTableColumn,
} from '@backoffice/ui';
import { useState, type FormEvent } from 'react';
import { applicationStatusMeanings, isApplicationStatus } from '../../../model/statuses';
import {
  newWorkQueueProblems,
  queueableStatuses,
  type NewWorkQueue,
  type ServiceLevel,
} from '../../../model/workQueues';
import { serverFieldErrors } from '../../serverFieldErrors';
import { QueueSettingsEditor, ServiceLevelFields } from '../QueueSettingsEditor';
import type { WorkQueueSummary } from '../workQueueTypes';
import { workQueueName } from '../workQueueTypes';
import { newQueueForm } from './WorkQueueSettings.css';

export interface WorkQueueSettingsProps {
  /** Every queue the admin may set up; the lenders offered for a new queue are theirs. */
  queues: readonly WorkQueueSummary[];
  isLoading?: boolean;
  /** Why the queues could not be loaded. */
  errorMessage?: string;
  /** Adds a queue; a rejection keeps the form open with the server's words. */
  onCreate: (queue: NewWorkQueue & { lender_id: number }) => Promise<unknown>;
  onUpdate: (queueId: number, level: ServiceLevel) => Promise<unknown>;
  onDelete: (queueId: number) => Promise<unknown>;
  className?: string;
}

type Editing = { kind: 'new' } | { kind: 'level'; queue: WorkQueueSummary };

const hours = (count: number) => `${count} h`;
const fieldNames = ['lender_id', 'status', 'amber_after_hours', 'red_after_hours'];

/** The lenders of the queues, once each: every lender keeps its REFER and INSPECT queues. */
function lendersOf(queues: readonly WorkQueueSummary[]) {
  const byId = new Map(queues.map((queue) => [queue.lender.lender_id, queue.lender]));
  return [...byId.values()];
}

function NewQueueForm({
  queues,
  onCreate,
  onCancel,
}: {
  queues: readonly WorkQueueSummary[];
  onCreate: WorkQueueSettingsProps['onCreate'];
  onCancel: () => void;
}) {
  const [queue, setQueue] = useState<NewWorkQueue>({
    lender_id: null,
    status: '',
    amber_after_hours: 4,
    red_after_hours: 24,
  });
  const [isChecked, setChecked] = useState(false);
  const [isPending, setPending] = useState(false);
  const [refusal, setRefusal] = useState<{ byField: Record<string, string>; message?: string }>({
    byField: {},
  });
  const problems = newWorkQueueProblems(queue, queues);
  const shown = { ...refusal.byField, ...(isChecked ? problems : {}) };

  const change = (next: Partial<NewWorkQueue>) => {
    setQueue((current) => ({ ...current, ...next }));
    setRefusal({ byField: {} });
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (Object.keys(problems).length > 0 || queue.lender_id === null || isPending) return;
    setPending(true);
    try {
      await onCreate({ ...queue, lender_id: queue.lender_id });
    } catch (caught) {
      const placed = serverFieldErrors(caught, fieldNames);
      setRefusal({
        byField: placed.byField,
        message: placed.isEverythingPlaced ? undefined : (caught as Error).message,
      });
      setPending(false);
    }
  };

  return (
    <form aria-label="Add a queue" onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="200">
        {refusal.message ? <Alert tone="critical">{refusal.message}</Alert> : null}
        <div className={newQueueForm}>
          <Select
            label="Lender"
            isRequired
            selectedKey={queue.lender_id}
            onSelectionChange={(key) => change({ lender_id: key === null ? null : Number(key) })}
            isInvalid={Boolean(shown.lender_id)}
            errorMessage={shown.lender_id}
          >
            {lendersOf(queues).map((lender) => (
              <SelectItem key={lender.lender_id} id={lender.lender_id}>
                {lender.display_name}
              </SelectItem>
            ))}
          </Select>
          <Select
            label="Status"
            isRequired
            selectedKey={queue.status || null}
            onSelectionChange={(key) => change({ status: key === null ? '' : String(key) })}
            isInvalid={Boolean(shown.status)}
            errorMessage={shown.status}
          >
            {queueableStatuses.map((status) => {
              const meaning = isApplicationStatus(status)
                ? applicationStatusMeanings[status]
                : undefined;
              return (
                <SelectItem key={status} id={status} textValue={status}>
                  {meaning ? `${status}: ${meaning}` : status}
                </SelectItem>
              );
            })}
          </Select>
          <ServiceLevelFields level={queue} onChange={change} problems={shown} />
        </div>
        <Inline gap="100" justify="end">
          <Button onPress={onCancel} isDisabled={isPending}>
            Cancel
          </Button>
          <Button type="submit" variant="primary" isPending={isPending}>
            Add queue
          </Button>
        </Inline>
      </Stack>
    </form>
  );
}

/**
 * Setting up work queues (queue admins, 200:21): every lender's queues with their service levels
 * and counts; Add queue makes a status of the specification a lender's queue, Edit changes a
 * service level, Remove takes away a queue an admin added (after a confirmation). REFER and
 * INSPECT are every lender's and stay.
 */
export function WorkQueueSettings({
  queues,
  isLoading = false,
  errorMessage,
  onCreate,
  onUpdate,
  onDelete,
  className,
}: WorkQueueSettingsProps) {
  const [editing, setEditing] = useState<Editing | null>(null);
  const [removing, setRemoving] = useState<WorkQueueSummary | null>(null);
  const [pendingQueueId, setPendingQueueId] = useState<number | null>(null);
  const [editError, setEditError] = useState<string>();
  const [outcome, setOutcome] = useState<{ tone: 'positive' | 'critical'; text: string }>();

  const close = () => {
    setEditing(null);
    setEditError(undefined);
  };
  const nameOf = (queue: { lender_id: number; status: string }) => {
    const lender = lendersOf(queues).find((one) => one.lender_id === queue.lender_id);
    return `${lender?.display_name ?? ''} ${queue.status}`;
  };
  const create = async (queue: NewWorkQueue & { lender_id: number }) => {
    await onCreate(queue);
    close();
    setOutcome({ tone: 'positive', text: `Queue added: ${nameOf(queue)}.` });
  };
  const update = async (queue: WorkQueueSummary, level: ServiceLevel) => {
    setPendingQueueId(queue.queue_id);
    setEditError(undefined);
    try {
      await onUpdate(queue.queue_id, level);
      close();
      setOutcome({
        tone: 'positive',
        text: `${workQueueName(queue)} turns amber after ${hours(level.amber_after_hours)} and red after ${hours(level.red_after_hours)}.`,
      });
    } catch (caught) {
      setEditError((caught as Error).message);
    } finally {
      setPendingQueueId(null);
    }
  };
  const remove = async (queue: WorkQueueSummary) => {
    setRemoving(null);
    setPendingQueueId(queue.queue_id);
    try {
      await onDelete(queue.queue_id);
      setOutcome({ tone: 'positive', text: `Queue removed: ${workQueueName(queue)}.` });
    } catch (caught) {
      setOutcome({ tone: 'critical', text: (caught as Error).message });
    } finally {
      setPendingQueueId(null);
    }
  };

  const columns: SimpleTableColumn<WorkQueueSummary>[] = [
    { name: 'Queue', isRowHeader: true, render: workQueueName },
    { name: 'Amber after', isNumeric: true, render: (queue) => hours(queue.amber_after_hours) },
    { name: 'Red after', isNumeric: true, render: (queue) => hours(queue.red_after_hours) },
    { name: 'Waiting', isNumeric: true, render: (queue) => queue.item_count },
    {
      name: 'Actions',
      render: (queue) => (
        <Inline gap="100">
          <Button
            size="sm"
            aria-label={`Edit ${workQueueName(queue)}`}
            isDisabled={pendingQueueId === queue.queue_id}
            onPress={() => setEditing({ kind: 'level', queue })}
          >
            Edit
          </Button>
          {queue.standard ? null : (
            <Button
              size="sm"
              tone="critical"
              aria-label={`Remove ${workQueueName(queue)}`}
              isPending={pendingQueueId === queue.queue_id}
              onPress={() => setRemoving(queue)}
            >
              Remove
            </Button>
          )}
        </Inline>
      ),
    },
  ];

  return (
    <Stack gap="300" className={className}>
      <Inline gap="200" justify="end">
        <Button
          variant="primary"
          isDisabled={isLoading || Boolean(errorMessage)}
          onPress={() => {
            setOutcome(undefined);
            setEditing({ kind: 'new' });
          }}
        >
          Add queue
        </Button>
      </Inline>
      {outcome ? (
        <Alert tone={outcome.tone} onDismiss={() => setOutcome(undefined)}>
          {outcome.text}
        </Alert>
      ) : null}
      {isLoading ? (
        <Spinner aria-label="Loading work queues" />
      ) : errorMessage ? (
        <Alert tone="critical">{errorMessage}</Alert>
      ) : queues.length === 0 ? (
        <EmptyState title="There are no work queues yet." />
      ) : (
        <SimpleTable
          aria-label="Work queues"
          columns={columns}
          rows={queues}
          rowKey={(queue) => queue.queue_id}
        />
      )}
      <Modal
        isOpen={editing !== null}
        isDismissable={pendingQueueId === null}
        onOpenChange={(isOpen) => {
          if (!isOpen) close();
        }}
      >
        <Dialog
          title={
            editing?.kind === 'level'
              ? `Service level of ${workQueueName(editing.queue)}`
              : 'Add a queue'
          }
        >
          {editing?.kind === 'level' ? (
            <QueueSettingsEditor
              queue={editing.queue}
              isPending={pendingQueueId === editing.queue.queue_id}
              errorMessage={editError}
              onSave={(level) => void update(editing.queue, level)}
              onCancel={close}
            />
          ) : editing?.kind === 'new' ? (
            <NewQueueForm queues={queues} onCreate={create} onCancel={close} />
          ) : null}
        </Dialog>
      </Modal>
      <ConfirmDialog
        isOpen={removing !== null}
        title="Remove queue"
        message={
          removing
            ? `Remove ${workQueueName(removing)}? Its ${removing.item_count} applications keep their status; whoever holds them is released.`
            : undefined
        }
        confirmLabel="Remove"
        isDestructive
        onConfirm={() => removing && void remove(removing)}
        onCancel={() => setRemoving(null)}
      />
    </Stack>
  );
}
