import { useTestCreditPolicy, type CreditPolicyInput } from '@backoffice/api-client';
import { PolicyChecks, RuleTrace } from '@backoffice/domain/widgets';
import { Alert, Button, Inline, Stack, TextField } from '@backoffice/ui';
import { useState } from 'react';

/** Test with application: runs the unsaved draft on one application and shows every rule. */
export function PolicyTestPanel({ draft }: { draft: CreditPolicyInput }) {
  const [applicationId, setApplicationId] = useState('');
  const [idError, setIdError] = useState<string | null>(null);
  const test = useTestCreditPolicy();

  const run = () => {
    const id = Number(applicationId.trim());
    if (!/^\d+$/.test(applicationId.trim()) || id < 1 || id > 2_147_483_647) {
      setIdError('Enter the id of a credit application.');
      return;
    }
    test.mutate({ policy: draft, credit_application_id: id });
  };
  return (
    <Stack gap="150">
      <Inline gap="150" align="end">
        <TextField
          label="Application id"
          inputMode="numeric"
          value={applicationId}
          isInvalid={idError !== null}
          errorMessage={idError}
          onChange={(value) => {
            setApplicationId(value);
            setIdError(null);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') run();
          }}
        />
        <Button variant="primary" isPending={test.isPending} onPress={run}>
          Run test
        </Button>
      </Inline>
      {test.isError ? (
        <Alert tone="critical" title="The test could not run.">
          {test.error.message}
        </Alert>
      ) : null}
      {test.data ? (
        <>
          <RuleTrace
            title={`Application ${test.data.credit_application_id}`}
            rules={test.data.rules}
            decision={test.data.decision}
            timeTaken={test.data.time_taken}
          />
          {test.data.problems.length > 0 ? (
            <PolicyChecks title="Problems while running" findings={test.data.problems} />
          ) : null}
        </>
      ) : null}
    </Stack>
  );
}
