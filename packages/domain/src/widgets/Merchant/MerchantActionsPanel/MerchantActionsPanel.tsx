import { Button, Card, Stack, Text, type FlowDialogState } from '@backoffice/ui';
import { useState } from 'react';
import {
  MERCHANT_MUST_SIGN,
  NO_ACTIONS_AVAILABLE,
  merchantMustSign,
  provisionalApprovalRefusal,
} from '../../../model/index';
import { MerchantActionModal } from '../MerchantActionModal/MerchantActionModal';
import type {
  MerchantActionChoices,
  MerchantActionEntry,
  MerchantActionRequest,
  MerchantActionsMerchant,
  MerchantModalAction,
} from '../merchantActionTypes';

/** Actions opened in a dialog of the page's own (their data loads only when they open). */
export type MerchantDialogAction = 'assign_operating_agreement' | 'ghost';

const modalActions: readonly MerchantModalAction[] = [
  'accept',
  'provisionally_approve',
  'submit_to_lender',
  'assign_product_package',
  'assign_decision_policy',
  'assign_account_manager',
  'suspend',
  'reject',
];

const defaultLabels: Record<MerchantModalAction | MerchantDialogAction, string> = {
  accept: 'Accept',
  provisionally_approve: 'Provisionally Approve',
  reject: 'Reject',
  suspend: 'Suspend',
  submit_to_lender: 'Submit to Lender',
  assign_product_package: 'Assign Decision Policy',
  assign_decision_policy: 'Assign Decision Policy',
  assign_account_manager: 'Assign Account Manager',
  assign_operating_agreement: 'Assign operating agreement',
  ghost: 'Ghost in as User',
};

/**
 * The entries the merchant's links offer, in the panel's order: Submit to Lender once per lender
 * the merchant can be submitted to (not yet submitted, or info needed).
 */
export function merchantActionEntries(merchant: MerchantActionsMerchant): MerchantActionEntry[] {
  return modalActions.flatMap((action): MerchantActionEntry[] => {
    const link = merchant._links[action];
    if (!link) return [];
    if (action === 'submit_to_lender') {
      return merchant.lender_statuses
        .filter((entry) => entry.status === null || entry.status === 'INFO NEEDED')
        .map((entry) => ({
          action,
          label: `Submit to ${entry.lender_name}`,
          lender: { lender_id: entry.lender_id, lender_name: entry.lender_name },
        }));
    }
    return [{ action, label: link.title ?? defaultLabels[action] }];
  });
}

export interface MerchantActionsPanelProps {
  merchant: MerchantActionsMerchant;
  /** The assignment lists (account managers, decision policies); undefined while loading. */
  choices?: MerchantActionChoices;
  /** Takes the action; resolve when done, reject with an Error to show its message. */
  onAction: (request: MerchantActionRequest) => Promise<unknown>;
  /** Opens Assign operating agreement or Ghost in as User (offered when the links hold them). */
  onOpenDialog?: (action: MerchantDialogAction) => void;
  className?: string;
}

/**
 * The Merchant Actions panel: every action the merchant's links offer the user now, each through
 * the generic action modal; 'No Actions Available' when there is none; the unsigned-agreement
 * message while the merchant has not signed.
 */
export function MerchantActionsPanel({
  merchant,
  choices,
  onAction,
  onOpenDialog,
  className,
}: MerchantActionsPanelProps) {
  const [open, setOpen] = useState<MerchantActionEntry | null>(null);
  const [state, setState] = useState<FlowDialogState>('form');
  const [error, setError] = useState<string | null>(null);
  const entries = merchantActionEntries(merchant);
  const dialogActions = (['assign_operating_agreement', 'ghost'] as const).filter(
    (action) => merchant._links[action] !== undefined && onOpenDialog,
  );

  const run = async (request: MerchantActionRequest) => {
    setState('working');
    setError(null);
    try {
      await onAction(request);
      setState('done');
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'The action could not be taken.');
      setState('form');
    }
  };

  const close = () => {
    setOpen(null);
    setState('form');
    setError(null);
  };

  const cclRefusal =
    merchant._links.provisionally_approve !== undefined
      ? provisionalApprovalRefusal(merchant)
      : null;

  return (
    <Card title="Merchant Actions" className={className}>
      <Stack gap="150">
        {merchantMustSign(merchant) ? (
          <Text as="p" tone="caution">
            {MERCHANT_MUST_SIGN}
          </Text>
        ) : null}
        {entries.length === 0 && dialogActions.length === 0 ? (
          <Text as="p" tone="muted">
            {NO_ACTIONS_AVAILABLE}
          </Text>
        ) : (
          <Stack gap="100">
            {entries.map((entry) => (
              <Button
                key={`${entry.action}-${entry.lender?.lender_id ?? ''}`}
                onPress={() => setOpen(entry)}
              >
                {entry.label}
              </Button>
            ))}
            {dialogActions.map((action) => (
              <Button key={action} onPress={() => onOpenDialog?.(action)}>
                {merchant._links[action]?.title ?? defaultLabels[action]}
              </Button>
            ))}
          </Stack>
        )}
        {cclRefusal ? (
          <Text as="p" tone="caution">
            {cclRefusal}
          </Text>
        ) : null}
      </Stack>
      <MerchantActionModal
        entry={open}
        merchant={merchant}
        choices={choices}
        state={state}
        errorMessage={error}
        onSubmit={(request) => void run(request)}
        onClose={close}
      />
    </Card>
  );
}
