import {
  emptyNewUserDraft,
  newUserErrors,
  userTypeLabels,
  type NewUserDraft,
  type UserType,
} from '../../../model/newUser';
import {
  Alert,
  FlowDialog,
  Select,
  SelectItem,
  Stack,
  TextField,
  type FlowDialogState,
} from '@backoffice/ui';
import { useLayoutEffect, useRef, useState, type FocusEvent } from 'react';

export interface NewUserGroup {
  group_id: number;
  group_name: string;
}

/** What Create sends: the contract's UserCreate. */
export interface NewUserSubmission {
  first_name: string;
  last_name: string;
  email: string;
  username: string;
  mobile?: string;
  group: { group_id: number };
  user_type?: UserType;
}

export interface NewUserDialogProps {
  isOpen: boolean;
  /** The groups a new user may join; undefined while they load. */
  groups: NewUserGroup[] | undefined;
  /** The user types the creator may create; the selector shows only when there is a choice. */
  userTypes: readonly UserType[];
  /** form, working while the user is created, done once created. */
  state: FlowDialogState;
  /** The server's refusal of the last Create, shown above the fields. */
  errorMessage?: string | null;
  onCreate: (user: NewUserSubmission) => void;
  /** Called on Cancel or Close; the dialog forgets its draft. */
  onClose: () => void;
}

type TextFieldName = Exclude<keyof NewUserDraft, 'group_id' | 'user_type'>;

/**
 * New User (merchants.md section 5). Leaving Email suggests it as the username while the
 * username has not been typed; focusing a suggestion selects it, so typing replaces it.
 */
export function NewUserDialog({
  isOpen,
  groups,
  userTypes,
  state,
  errorMessage,
  onCreate,
  onClose,
}: NewUserDialogProps) {
  const [draft, setDraft] = useState<NewUserDraft>(emptyNewUserDraft);
  const [touched, setTouched] = useState<Partial<Record<keyof NewUserDraft, boolean>>>({});
  const [isUsernameSuggested, setUsernameSuggested] = useState(false);
  const usernameSlot = useRef<HTMLDivElement>(null);
  // Leaving Email by Tab focuses Username before the suggestion is rendered: once it is, a
  // focused Username selects it, so the first key typed replaces it.
  useLayoutEffect(() => {
    const input = usernameSlot.current?.querySelector('input');
    if (isUsernameSuggested && input && input === input.ownerDocument.activeElement) {
      input.select();
    }
  }, [isUsernameSuggested, draft.username]);
  const hasTypeChoice = userTypes.length > 1;
  const errors = newUserErrors(draft, !hasTypeChoice);
  const isValid = Object.keys(errors).length === 0;
  const createdEmail = draft.email.trim();

  const close = () => {
    setDraft(emptyNewUserDraft);
    setTouched({});
    setUsernameSuggested(false);
    onClose();
  };
  const touch = (name: keyof NewUserDraft) =>
    setTouched((current) => ({ ...current, [name]: true }));
  const field = (name: TextFieldName) => ({
    value: draft[name],
    onChange: (value: string) => setDraft((current) => ({ ...current, [name]: value })),
    onBlur: () => touch(name),
    isInvalid: Boolean(touched[name] && errors[name]),
    errorMessage: errors[name],
  });
  const userType = hasTypeChoice ? draft.user_type : (userTypes[0] ?? null);

  return (
    <FlowDialog
      isOpen={isOpen}
      title="New User"
      state={state}
      primaryActionLabel="Create"
      isPrimaryActionDisabled={!isValid}
      onPrimaryAction={() =>
        onCreate({
          first_name: draft.first_name.trim(),
          last_name: draft.last_name.trim(),
          email: createdEmail,
          username: draft.username.trim(),
          ...(draft.mobile ? { mobile: draft.mobile } : {}),
          group: { group_id: draft.group_id as number },
          ...(hasTypeChoice && userType ? { user_type: userType } : {}),
        })
      }
      onClose={close}
      workingLabel="Creating the user"
      doneMessage={<>User created. A link to set a password has been sent to {createdEmail}.</>}
    >
      <Stack gap="150">
        {errorMessage ? <Alert tone="critical">{errorMessage}</Alert> : null}
        <TextField label="First Name" isRequired {...field('first_name')} />
        <TextField label="Last Name" isRequired {...field('last_name')} />
        <TextField
          label="Email"
          type="email"
          isRequired
          {...field('email')}
          onBlur={() => {
            touch('email');
            // The username is filled with the email while it is empty or still the suggestion
            // (merchants.md section 5).
            if (draft.username && !isUsernameSuggested) return;
            setDraft((current) => ({ ...current, username: current.email.trim() }));
            setUsernameSuggested(draft.email.trim() !== '');
          }}
        />
        <div ref={usernameSlot}>
          <TextField
            label="Username"
            isRequired
            {...field('username')}
            description={
              isUsernameSuggested ? 'Suggested from the email; type to replace it.' : undefined
            }
            onFocus={(event: FocusEvent) => {
              if (isUsernameSuggested && event.target instanceof HTMLInputElement) {
                event.target.select();
              }
            }}
            onChange={(value) => {
              setUsernameSuggested(false);
              setDraft((current) => ({ ...current, username: value }));
            }}
          />
        </div>
        <TextField label="Mobile" type="tel" {...field('mobile')} />
        <Select
          label="Group"
          isRequired
          placeholder={groups ? 'Choose a group' : 'Loading groups…'}
          items={groups ?? []}
          selectedKey={draft.group_id}
          onSelectionChange={(key) =>
            setDraft((current) => ({ ...current, group_id: key === null ? null : Number(key) }))
          }
        >
          {(group) => (
            <SelectItem id={group.group_id} textValue={group.group_name}>
              {group.group_name}
            </SelectItem>
          )}
        </Select>
        {hasTypeChoice ? (
          <Select
            label="User Type"
            isRequired
            placeholder="Choose a user type"
            items={userTypes.map((type) => ({ id: type, label: userTypeLabels[type] }))}
            selectedKey={draft.user_type}
            onSelectionChange={(key) =>
              setDraft((current) => ({ ...current, user_type: key as UserType | null }))
            }
          >
            {(type) => (
              <SelectItem id={type.id} textValue={type.label}>
                {type.label}
              </SelectItem>
            )}
          </Select>
        ) : null}
      </Stack>
    </FlowDialog>
  );
}
