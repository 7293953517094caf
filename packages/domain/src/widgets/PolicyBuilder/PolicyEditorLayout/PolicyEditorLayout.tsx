import {
  Alert,
  Heading,
  SchemaErrorList,
  Stack,
  Text,
  type SchemaErrorProperty,
} from '@backoffice/ui';
import type { ReactNode } from 'react';
import {
  policyEditorActions,
  policyEditorColumns,
  policyEditorTitle,
} from './PolicyEditorLayout.css';

export interface PolicyEditorLayoutProps {
  /** The saved policy's name and id; none for a policy not saved yet ('unsaved'). */
  policy?: { name: string; credit_policy_id: number };
  /** Why the last save failed, with the properties the server named (an ApiError has them). */
  saveError?: { message: string; properties?: readonly SchemaErrorProperty[] } | null;
  /** What the schema refuses in the stages, before anything is sent. */
  stageErrors?: readonly SchemaErrorProperty[];
  /** Save or Submit for approval, Delete Policy and their messages. */
  actions: ReactNode;
  /** The summary and the policy's views. */
  children: ReactNode;
}

/**
 * The credit policy editor's frame: the policy's name (with its id) as the page's heading, why a
 * save was refused, then the editor beside the 'Policy actions'.
 */
export function PolicyEditorLayout({
  policy,
  saveError = null,
  stageErrors = [],
  actions,
  children,
}: PolicyEditorLayoutProps) {
  return (
    <Stack>
      <Heading level={1} size="xl" className={policyEditorTitle}>
        {policy ? (
          <>
            {policy.name}{' '}
            <Text tone="muted" weight="regular">
              ({policy.credit_policy_id})
            </Text>
          </>
        ) : (
          'unsaved'
        )}
      </Heading>
      {saveError !== null ? (
        <Alert tone="critical" title={saveError.message}>
          {saveError.properties?.length ? (
            <SchemaErrorList properties={saveError.properties} />
          ) : (
            'Nothing was saved.'
          )}
        </Alert>
      ) : null}
      {stageErrors.length > 0 ? (
        <Alert tone="critical" title="The stages cannot be saved yet.">
          <SchemaErrorList properties={stageErrors} />
        </Alert>
      ) : null}
      <div className={policyEditorColumns}>
        <Stack>{children}</Stack>
        <aside aria-label="Policy actions" className={policyEditorActions}>
          {actions}
        </aside>
      </div>
    </Stack>
  );
}
