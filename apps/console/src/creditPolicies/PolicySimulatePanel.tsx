import { useSimulateCreditPolicy, type CreditPolicyInput } from '@backoffice/api-client';
import { SimulationResult } from '@backoffice/domain/widgets';
import { Alert, Button, Inline, NumberField, Stack } from '@backoffice/ui';
import { useState } from 'react';

/** The designed default: the lender's last 1,000 decided applications. */
const DEFAULT_LIMIT = 1000;

/** Simulate: runs the unsaved draft over the lender's recent applications; nothing is saved. */
export function PolicySimulatePanel({ draft }: { draft: CreditPolicyInput }) {
  const [limit, setLimit] = useState(DEFAULT_LIMIT);
  const simulate = useSimulateCreditPolicy();
  return (
    <Stack gap="150">
      <Inline gap="150" align="end">
        <NumberField
          label="Applications"
          description="How many of the lender's most recent decided applications to run."
          value={limit}
          minValue={1}
          maxValue={10000}
          step={1}
          onChange={(value) => setLimit(Number.isFinite(value) ? value : DEFAULT_LIMIT)}
        />
        <Button
          variant="primary"
          isPending={simulate.isPending}
          onPress={() => simulate.mutate({ policy: draft, limit })}
        >
          Simulate
        </Button>
      </Inline>
      {simulate.isError ? (
        <Alert tone="critical" title="The simulation could not run.">
          {simulate.error.message}
        </Alert>
      ) : null}
      {simulate.data ? <SimulationResult result={simulate.data} headingLevel={3} /> : null}
    </Stack>
  );
}
