import { Select, SelectItem, Stack } from '@backoffice/ui';
import { LoadFailure } from '../../LoadFailure';

/** A lender as the server offers it (GET /lenders); the policy screens show ids, not names. */
export interface PolicyLender {
  lender_id: number;
}

/** The lenders a new policy or module may belong to, as a dialog that offers them takes them. */
export interface PolicyLenderChoices {
  /** The lenders the server offers (GET /lenders), by id; undefined while they load. */
  lenders: readonly PolicyLender[] | undefined;
  /** Why the lenders could not be loaded: the failed call's status and message. */
  lendersError?: { status: number; message: string } | null;
  onRetryLenders: () => void;
  /** A lender user: the server offers its own lender only, which is chosen and cannot be changed. */
  isOwnLenderOnly?: boolean;
}

export interface PolicyLenderSelectProps extends PolicyLenderChoices {
  label: string;
  /** Says, for a lender user, that its own lender is the one chosen. */
  ownLenderDescription: string;
  /** The chosen lender, or null. */
  value: number | null;
  onChange: (lenderId: number | null) => void;
  /** How an option reads; the spec shows no lender names here. */
  optionLabel: (lender: PolicyLender) => string;
  errorMessage?: string;
}

/**
 * The lender of a new credit policy or module, chosen from those the server offers. While they
 * load the choice waits; when they fail, the failure is shown with Try again.
 */
export function PolicyLenderSelect({
  label,
  lenders,
  lendersError,
  onRetryLenders,
  isOwnLenderOnly = false,
  ownLenderDescription,
  value,
  onChange,
  optionLabel,
  errorMessage,
}: PolicyLenderSelectProps) {
  const options = (lenders ?? []).map((lender) => ({
    id: String(lender.lender_id),
    name: optionLabel(lender),
  }));
  return (
    <Stack gap="100">
      <Select
        label={label}
        isRequired
        placeholder={
          lenders === undefined && !lendersError ? 'Loading lenders…' : 'Choose a lender'
        }
        items={options}
        value={value === null ? null : String(value)}
        onChange={(key) => onChange(key === null ? null : Number(key))}
        isDisabled={isOwnLenderOnly || lenders === undefined}
        description={isOwnLenderOnly ? ownLenderDescription : undefined}
        isInvalid={Boolean(errorMessage)}
        errorMessage={errorMessage}
      >
        {(option) => <SelectItem id={option.id}>{option.name}</SelectItem>}
      </Select>
      {lendersError ? (
        <LoadFailure subject="The lenders" error={lendersError} onRetry={onRetryLenders} />
      ) : null}
    </Stack>
  );
}
