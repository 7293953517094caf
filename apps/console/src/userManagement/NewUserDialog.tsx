import { useAllGroups, useCreateUser } from '@backoffice/api-client';
import { Alert, FlowDialog, Select, SelectItem, Stack, TextField } from '@backoffice/ui';
import { useState } from 'react';
import { flowStateOf } from './flowState';

const mobilePattern =
  /^(?:\+[0-9]{1,3} ?(?:\(0\))?|00[0-9]{1,3}|0)? ?(?:[0-9]{9}|[0-9][0-9 -]{9,16})$/;
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

interface Draft {
  first_name: string;
  last_name: string;
  email: string;
  username: string;
  mobile: string;
  group_id: number | null;
}

const emptyDraft: Draft = {
  first_name: '',
  last_name: '',
  email: '',
  username: '',
  mobile: '',
  group_id: null,
};

/** merchants.md section 5, New user. */
export function newUserErrors(draft: Draft): Partial<Record<keyof Draft, string>> {
  const errors: Partial<Record<keyof Draft, string>> = {};
  if (!draft.first_name.trim()) errors.first_name = 'Enter a first name.';
  else if (draft.first_name.length > 50) errors.first_name = 'At most 50 characters.';
  if (!draft.last_name.trim()) errors.last_name = 'Enter a last name.';
  else if (draft.last_name.length > 50) errors.last_name = 'At most 50 characters.';
  if (!draft.email.trim()) errors.email = 'Enter an email address.';
  else if (!emailPattern.test(draft.email) || draft.email.length > 200)
    errors.email = 'Enter a valid email address.';
  if (draft.username.trim().length < 4) errors.username = 'At least 4 characters.';
  else if (draft.username.length > 100) errors.username = 'At most 100 characters.';
  if (draft.mobile && !mobilePattern.test(draft.mobile))
    errors.mobile = 'Enter a valid phone number.';
  if (draft.group_id === null) errors.group_id = 'Choose a group.';
  return errors;
}

export function NewUserDialog({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const [draft, setDraft] = useState<Draft>(emptyDraft);
  const [touched, setTouched] = useState<Partial<Record<keyof Draft, boolean>>>({});
  const groups = useAllGroups();
  const create = useCreateUser();
  const errors = newUserErrors(draft);
  const isValid = Object.keys(errors).length === 0;

  const close = () => {
    setDraft(emptyDraft);
    setTouched({});
    create.reset();
    onClose();
  };
  const field = (name: Exclude<keyof Draft, 'group_id'>) => ({
    value: draft[name],
    onChange: (value: string) => setDraft((current) => ({ ...current, [name]: value })),
    onBlur: () => setTouched((current) => ({ ...current, [name]: true })),
    isInvalid: Boolean(touched[name] && errors[name]),
    errorMessage: errors[name],
  });

  return (
    <FlowDialog
      isOpen={isOpen}
      title="New User"
      state={flowStateOf(create)}
      primaryActionLabel="Create"
      isPrimaryActionDisabled={!isValid}
      onPrimaryAction={() =>
        create.mutate({
          first_name: draft.first_name.trim(),
          last_name: draft.last_name.trim(),
          email: draft.email.trim(),
          username: draft.username.trim(),
          ...(draft.mobile ? { mobile: draft.mobile } : {}),
          group: { group_id: draft.group_id as number },
        })
      }
      onClose={close}
      workingLabel="Creating the user"
      doneMessage={
        <>User created. A link to set a password has been sent to {draft.email.trim()}.</>
      }
    >
      <Stack gap="150">
        {create.isError ? <Alert tone="critical">{create.error.message}</Alert> : null}
        <TextField label="First Name" isRequired {...field('first_name')} />
        <TextField label="Last Name" isRequired {...field('last_name')} />
        <TextField
          label="Email"
          type="email"
          isRequired
          {...field('email')}
          onBlur={() => {
            setTouched((current) => ({ ...current, email: true }));
            // The username is filled with the email when left empty (merchants.md section 5).
            setDraft((current) =>
              current.username ? current : { ...current, username: current.email },
            );
          }}
        />
        <TextField label="Username" isRequired {...field('username')} />
        <TextField label="Mobile" type="tel" {...field('mobile')} />
        <Select
          label="Group"
          isRequired
          placeholder={groups.isPending ? 'Loading groups…' : 'Choose a group'}
          items={groups.data?.items ?? []}
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
      </Stack>
    </FlowDialog>
  );
}
