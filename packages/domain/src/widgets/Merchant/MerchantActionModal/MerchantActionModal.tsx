import {
  Alert,
  FlowDialog,
  Radio,
  RadioGroup,
  Select,
  SelectItem,
  Spinner,
  Stack,
  TextField,
  type FlowDialogState,
} from '@backoffice/ui';
import { useState, type ReactNode } from 'react';
import {
  CCL_NUMBER_REQUIRED,
  isValidCclNumber,
  merchantMessages,
  merchantTextLimits,
  provisionalApprovalRefusal,
  suspendTypes,
  type SuspendType,
} from '../../../model/index';
import type {
  MerchantActionChoices,
  MerchantActionEntry,
  MerchantActionRequest,
  MerchantActionsMerchant,
  MerchantModalAction,
} from '../merchantActionTypes';
import * as styles from './MerchantActionModal.css';

/** The success message of each action, word for word (merchants.md section 8). */
export const merchantActionSuccessMessages: Record<MerchantModalAction, string> = {
  accept: merchantMessages.accepted,
  provisionally_approve: merchantMessages.approved,
  reject: merchantMessages.rejected,
  suspend: merchantMessages.suspended,
  submit_to_lender: merchantMessages.submitted,
  assign_product_package: merchantMessages.decisionPolicyAssigned,
  assign_decision_policy: merchantMessages.decisionPolicyAssigned,
  assign_account_manager: merchantMessages.accountManagerAssigned,
};

export interface MerchantActionModalProps {
  /** The action to take; the modal is closed while null. */
  entry: MerchantActionEntry | null;
  merchant: MerchantActionsMerchant;
  choices?: MerchantActionChoices;
  /** form, then working while the action runs, then done with Close only. */
  state: FlowDialogState;
  /** The server's message when the action failed (the form stays). */
  errorMessage?: string | null;
  onSubmit: (request: MerchantActionRequest) => void;
  onClose: () => void;
}

/** The values the forms hold; each action reads its own. */
interface ActionForm {
  cclNumber: string;
  suspendType: SuspendType;
  selectedId: number | null;
}

const emptyForm: ActionForm = { cclNumber: '', suspendType: '', selectedId: null };

/** A labelled choice of one item by id, with a spinner while the list loads. */
function ChoiceSelect({
  label,
  options,
  selectedId,
  onChange,
}: {
  label: string;
  options: readonly { id: number; name: string }[] | undefined;
  selectedId: number | null;
  onChange: (id: number) => void;
}) {
  if (!options) return <Spinner aria-label={`Loading ${label}`} />;
  return (
    <Select
      label={label}
      isRequired
      placeholder={`Choose ${label}`}
      items={options}
      selectedKey={selectedId}
      onSelectionChange={(key) => onChange(Number(key))}
      emptyState={`No ${label} to choose from.`}
    >
      {(option) => <SelectItem id={option.id}>{option.name}</SelectItem>}
    </Select>
  );
}

interface ActionView {
  title: string;
  submitLabel: string;
  body: ReactNode;
  request: MerchantActionRequest | null;
}

/**
 * An assignment: one choice among the options, sendable only once something other than the
 * current value is chosen.
 */
function assignmentView({
  title,
  label,
  current,
  options,
  form,
  setForm,
  request,
}: {
  title: string;
  label: string;
  current: number | null;
  options: readonly { id: number; name: string }[] | undefined;
  form: ActionForm;
  setForm: (change: Partial<ActionForm>) => void;
  request: (chosenId: number) => MerchantActionRequest;
}): ActionView {
  const chosen = form.selectedId;
  return {
    title,
    submitLabel: 'Update',
    body: (
      <ChoiceSelect
        label={label}
        options={options}
        selectedId={chosen ?? current}
        onChange={(selectedId) => setForm({ selectedId })}
      />
    ),
    request: chosen !== null && chosen !== current ? request(chosen) : null,
  };
}

/** What each action shows and sends; request is null while the form cannot be sent. */
function actionView(
  entry: MerchantActionEntry,
  merchant: MerchantActionsMerchant,
  choices: MerchantActionChoices,
  form: ActionForm,
  setForm: (change: Partial<ActionForm>) => void,
): ActionView {
  const name = <strong>{merchant.name}</strong>;
  switch (entry.action) {
    case 'accept':
      return {
        title: 'Accept Merchant',
        submitLabel: 'Accept',
        body: <p className={styles.text}>{name} will be live for trading. Continue?</p>,
        request: { action: 'accept' },
      };
    case 'provisionally_approve': {
      const needsCcl = provisionalApprovalRefusal(merchant) !== null;
      const cclNumber = form.cclNumber.trim();
      return {
        title: 'Provisionally Approve',
        submitLabel: 'Provisionally Approve',
        body: needsCcl ? (
          <>
            <Alert tone="caution">{CCL_NUMBER_REQUIRED}</Alert>
            <TextField
              label="CCL Number"
              isRequired
              value={form.cclNumber}
              onChange={(cclNumber) => setForm({ cclNumber })}
              maxLength={merchantTextLimits.reference}
              description="At least 6 characters; saved on the merchant."
            />
          </>
        ) : (
          <p className={styles.text}>Provisionally approve {name}?</p>
        ),
        request: !needsCcl
          ? { action: 'provisionally_approve' }
          : isValidCclNumber(cclNumber)
            ? { action: 'provisionally_approve', ccl_number: cclNumber }
            : null,
      };
    }
    case 'reject':
      return {
        title: 'Reject Merchant',
        submitLabel: 'Reject',
        body: (
          <Alert tone="critical" isLiveRegion={false}>
            Rejecting {name} cannot be undone. Are you sure you wish to reject this merchant?
          </Alert>
        ),
        request: { action: 'reject' },
      };
    case 'suspend':
      return {
        title: 'Suspend Retailer',
        submitLabel: 'Suspend',
        body: (
          <RadioGroup
            label="Suspension type"
            value={form.suspendType}
            onChange={(value) => setForm({ suspendType: value as SuspendType })}
          >
            {suspendTypes.map((option) => (
              <Radio key={option.label} value={option.value}>
                {option.label}
              </Radio>
            ))}
          </RadioGroup>
        ),
        request: { action: 'suspend', type: form.suspendType },
      };
    case 'submit_to_lender': {
      const lender = entry.lender;
      return {
        title: 'Submit to Lender',
        submitLabel: 'Submit',
        body: (
          <p className={styles.text}>
            Submit {name} to <strong>{lender?.lender_name}</strong> for approval?
          </p>
        ),
        request: lender ? { action: 'submit_to_lender', lender_id: lender.lender_id } : null,
      };
    }
    case 'assign_product_package':
      return assignmentView({
        title: 'Assign Decision Policy',
        label: 'Decision Policy',
        current: merchant.product_package?.product_package_id ?? null,
        options: choices.productPackages?.map((option) => ({
          id: option.product_package_id,
          name: option.name,
        })),
        form,
        setForm,
        request: (product_package_id) => ({ action: 'assign_product_package', product_package_id }),
      });
    case 'assign_decision_policy':
      return assignmentView({
        title: 'Assign Decision Policy',
        label: 'Decision Policy',
        current: merchant.decision_policy?.decision_policy_id ?? null,
        options: choices.decisionPolicies?.map((option) => ({
          id: option.decision_policy_id,
          name: option.name,
        })),
        form,
        setForm,
        request: (decision_policy_id) => ({ action: 'assign_decision_policy', decision_policy_id }),
      });
    case 'assign_account_manager':
      return assignmentView({
        title: 'Assign Account Manager',
        label: 'Account Manager',
        current: merchant.account_details.account_manager?.user_id ?? null,
        options: choices.accountManagers?.map((option) => ({
          id: option.user_id,
          name: option.name,
        })),
        form,
        setForm,
        request: (user_id) => ({ action: 'assign_account_manager', user_id }),
      });
  }
}

/**
 * The generic merchant action modal: a confirmation or the one choice the action takes, with
 * Cancel and the action; a spinner while it runs; then the spec's success message with Close
 * only. A failure shows the server's message above the form. Assignments are enabled only once
 * something other than the current value is chosen.
 */
export function MerchantActionModal({
  entry,
  merchant,
  choices = {},
  state,
  errorMessage,
  onSubmit,
  onClose,
}: MerchantActionModalProps) {
  const [form, setFormState] = useState<ActionForm>(emptyForm);
  if (!entry) return null;
  const setForm = (change: Partial<ActionForm>) => setFormState({ ...form, ...change });
  const view = actionView(entry, merchant, choices, form, setForm);
  const close = () => {
    setFormState(emptyForm);
    onClose();
  };
  return (
    <FlowDialog
      isOpen
      title={view.title}
      state={state}
      doneMessage={merchantActionSuccessMessages[entry.action]}
      primaryActionLabel={view.submitLabel}
      isPrimaryActionDisabled={view.request === null}
      onPrimaryAction={() => {
        if (view.request) onSubmit(view.request);
      }}
      onClose={close}
      workingLabel={`${view.title}: working`}
    >
      <Stack gap="150">
        {errorMessage ? <Alert tone="critical">{errorMessage}</Alert> : null}
        {view.body}
      </Stack>
    </FlowDialog>
  );
}
