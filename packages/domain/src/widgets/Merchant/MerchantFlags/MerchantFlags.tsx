import {
  Alert,
  Button,
  FlowDialog,
  Inline,
  Stack,
  Text,
  TextArea,
  type FlowDialogState,
} from '@backoffice/ui';
import { useState } from 'react';
import { merchantMessages, merchantTextLimits } from '../../../model/index';
import * as styles from './MerchantFlags.css';

/** A flag of the merchant, as the server lists it. */
export interface MerchantFlag {
  id: number;
  message: string;
  resolved: boolean;
  created_at?: string | null;
}

export interface MerchantFlagsProps {
  /** The merchant's flags; resolved ones are not shown. */
  flags: readonly MerchantFlag[];
  /** Adding and resolving are offered only when the merchant's links allow them. */
  canAdd: boolean;
  canResolve: boolean;
  /** Adds a flag; rejects with an Error carrying the server's message. */
  onAdd: (message: string) => Promise<unknown>;
  /** Resolves a flag (Delete Flag); rejects with an Error carrying the server's message. */
  onResolve: (flagId: number) => Promise<unknown>;
  className?: string;
}

const limit = merchantTextLimits.message;

/**
 * The notes area's Flags tab: the open flags, each resolvable through Delete Flag (form, working,
 * then 'Flag Deleted' with Close only), and a form to add one (text required, at most 1000).
 */
export function MerchantFlags({
  flags,
  canAdd,
  canResolve,
  onAdd,
  onResolve,
  className,
}: MerchantFlagsProps) {
  const [text, setText] = useState('');
  const [adding, setAdding] = useState(false);
  const [addError, setAddError] = useState<string | null>(null);
  const [resolving, setResolving] = useState<MerchantFlag | null>(null);
  const [state, setState] = useState<FlowDialogState>('form');
  const [resolveError, setResolveError] = useState<string | null>(null);
  const open = flags.filter((flag) => !flag.resolved);
  const isValid = text.trim().length > 0 && text.length <= limit;

  const add = async () => {
    setAdding(true);
    setAddError(null);
    try {
      await onAdd(text.trim());
      setText('');
    } catch (failure) {
      setAddError(failure instanceof Error ? failure.message : 'The flag could not be added.');
    } finally {
      setAdding(false);
    }
  };

  const resolve = async (flag: MerchantFlag) => {
    setState('working');
    setResolveError(null);
    try {
      await onResolve(flag.id);
      setState('done');
    } catch (failure) {
      setResolveError(
        failure instanceof Error ? failure.message : 'The flag could not be deleted.',
      );
      setState('form');
    }
  };

  const closeResolve = () => {
    setResolving(null);
    setState('form');
    setResolveError(null);
  };

  return (
    <Stack gap="200" className={className}>
      {open.length === 0 ? (
        <Text as="p" tone="muted">
          {merchantMessages.noFlags}
        </Text>
      ) : (
        <ul className={styles.list} aria-label="Flags">
          {open.map((flag) => (
            <li key={flag.id} className={styles.item}>
              <Inline gap="150" justify="spaceBetween" isWrapping={false} align="start">
                <Text as="p" className={styles.message}>
                  {flag.message}
                </Text>
                {canResolve ? (
                  <Button
                    size="sm"
                    aria-label={`Delete flag: ${flag.message.slice(0, 40)}`}
                    onPress={() => setResolving(flag)}
                  >
                    Delete
                  </Button>
                ) : null}
              </Inline>
            </li>
          ))}
        </ul>
      )}
      {canAdd ? (
        <Stack gap="100">
          {addError ? <Alert tone="critical">{addError}</Alert> : null}
          <TextArea label="Flag" isRequired value={text} onChange={setText} maxLength={limit} />
          <Inline gap="100">
            <Button
              variant="primary"
              isDisabled={!isValid}
              isPending={adding}
              onPress={() => void add()}
            >
              Add Flag
            </Button>
          </Inline>
        </Stack>
      ) : null}
      <FlowDialog
        isOpen={resolving !== null}
        title="Delete Flag"
        state={state}
        doneMessage={merchantMessages.flagDeleted}
        primaryActionLabel="Delete"
        onPrimaryAction={() => {
          if (resolving) void resolve(resolving);
        }}
        onClose={closeResolve}
        workingLabel="Deleting the flag"
      >
        <Stack gap="150">
          {resolveError ? <Alert tone="critical">{resolveError}</Alert> : null}
          <Text as="p" className={styles.message}>
            Are you sure you wish to delete the flag &lsquo;{resolving?.message}&rsquo;? It is kept
            as resolved.
          </Text>
        </Stack>
      </FlowDialog>
    </Stack>
  );
}
