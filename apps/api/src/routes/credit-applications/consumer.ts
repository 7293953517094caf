import {
  addressProblems,
  applicationDataValues,
  consumerIdentityFields,
  runPolicy,
} from '@backoffice/domain/model';
import type { components } from '@backoffice/api-client/schema';
import { conflict, forbidden, invalid, type ErrorProperty } from '../../http/errors';
import { sessionOf, type OperationContext } from '../../http/operations';
import { applicationOfLender } from '../credit-policies/facts';
import { screenApplication } from '../fraud-watch-lists/matching';
import { runnable } from '../credit-policies/policies';
import { readPolicy } from '../credit-policies/store';
import { identityChangeOf, submitConsumerIdentityChange } from '../approvals/applicationChanges';
import {
  APPLICATION_PERMISSIONS,
  applicationRescoreRefusal,
  auditApplication,
  changeStatus,
  visibleApplication,
  type ApplicationState,
} from './access';
import { readCreditApplication } from './detail';

type ConsumerUpdate = components['schemas']['ApplicationConsumerUpdate'];
type Address = components['schemas']['ApplicationAddress'];

const consumerColumns = [
  'title',
  'forename',
  'middle_name',
  'surname',
  'phone_number',
  'mobile_number',
  'email_address',
  'date_of_birth',
] as const;

const addressColumns = [
  'flat',
  'house_name',
  'street_number',
  'street',
  'town',
  'district',
  'county',
  'postcode',
  'time_years',
  'time_months',
] as const;

/** The address rules of spec section 5, and addresses numbered 1, 2, 3 without gaps. */
async function checkAddresses(
  context: OperationContext,
  applicationId: number,
  addresses: readonly Address[],
) {
  const problems: ErrorProperty[] = addresses.flatMap((address, index) =>
    addressProblems(address).map(({ field, message }) => ({
      property: `addresses.${index}.${field}`,
      message,
    })),
  );
  const sent = addresses.map((address) => address.address_number);
  sent.forEach((number, index) => {
    if (sent.indexOf(number) !== index) {
      problems.push({ property: `addresses.${index}.address_number`, message: 'is sent twice' });
    }
  });
  if (problems.length > 0) throw invalid(problems[0]!.message, problems);
  const stored = await context.sql.query<{ address_number: number }>(
    'SELECT address_number FROM addresses WHERE credit_application_id = $1',
    [applicationId],
  );
  const numbers = new Set([...stored.map((row) => row.address_number), ...sent]);
  for (let number = 1; number <= numbers.size; number += 1) {
    if (!numbers.has(number)) {
      const index = sent.findIndex((sentNumber) => sentNumber > number);
      throw invalid('Previous addresses follow the current one in order.', [
        {
          property: `addresses.${Math.max(index, 0)}.address_number`,
          message: `address ${number} comes first`,
        },
      ]);
    }
  }
}

export async function writeConsumer(
  context: OperationContext,
  applicationId: number,
  consumer: Partial<Record<(typeof consumerColumns)[number], string | null>>,
) {
  const changed = consumerColumns.filter((column) => consumer[column] !== undefined);
  if (changed.length === 0) return;
  await context.sql.query(
    `UPDATE consumers SET ${changed.map((column, index) => `${column} = $${index + 2}`).join(', ')}
      WHERE credit_application_id = $1`,
    [applicationId, ...changed.map((column) => consumer[column])],
  );
}

async function writeAddresses(
  context: OperationContext,
  applicationId: number,
  addresses: readonly Address[],
) {
  for (const address of addresses) {
    const values = addressColumns.map((column) => {
      const value = address[column];
      return typeof value === 'string' ? value.trim() || null : (value ?? null);
    });
    await context.sql.query(
      `INSERT INTO addresses (credit_application_id, address_number, ${addressColumns.join(', ')})
       VALUES ($1, $2, ${addressColumns.map((_, index) => `$${index + 3}`).join(', ')})
       ON CONFLICT (credit_application_id, address_number) DO UPDATE SET
       ${addressColumns.map((column) => `${column} = EXCLUDED.${column}`).join(', ')}`,
      [
        applicationId,
        address.address_number,
        ...values.map((value, index) =>
          addressColumns[index] === 'time_months' && value === null ? 0 : value,
        ),
      ],
    );
  }
}

/**
 * Re-scores with the application's credit policy as it stands now and the facts after the
 * change: the result becomes the current decision log, recording the policy and its version.
 */
async function rescore(context: OperationContext, application: ApplicationState) {
  const id = application.credit_application_id;
  const policy = await readPolicy(context.sql, application.credit_policy_id!, null);
  // The watch list is checked first, so its outcome is a fact the policy's rules can read.
  const watchListHits = await screenApplication(context.sql, id);
  const facts = await applicationOfLender(context.sql, application.lender_id!, id);
  if (!facts) throw conflict('This application has no credit policy to re-score it with.');
  const run = runPolicy(
    await runnable(context.sql, policy.stages),
    applicationDataValues(facts.facts, facts.time_submitted),
  );
  const [previous] = await context.sql.query<{ tier: string | null; product_code: string | null }>(
    `UPDATE decision_logs SET is_current = false
      WHERE credit_application_id = $1 AND is_current
      RETURNING tier, product_code`,
    [id],
  );
  const [created] = (await context.sql.query<{ decision_log_id: string | number }>(
    `INSERT INTO decision_logs (credit_application_id, is_current, status, product_code, lender_id, tier,
                                time_taken_ms, logged_at, rules, service_rules, credit_policy_id,
                                policy_version)
     SELECT a.credit_application_id, true, $2, COALESCE($3, a.product_code), a.lender_id, $4, $5, now(),
            $6, '[]', $7, $8
       FROM credit_applications a WHERE a.credit_application_id = $1
     RETURNING decision_log_id`,
    [
      id,
      run.decision,
      previous?.product_code ?? null,
      previous?.tier ?? null,
      run.time_taken,
      JSON.stringify(run.rules),
      policy.credit_policy_id,
      policy.version,
    ],
  )) as [{ decision_log_id: string | number }];
  // The new decision is the application's status, so the current decision log never contradicts it.
  if (run.decision !== application.current_status) {
    await changeStatus(
      context.sql,
      id,
      sessionOf(context).userId,
      run.decision,
      `Re-scored with ${policy.name} version ${policy.version}.`,
    );
  }
  await auditApplication(context, id, 'rescored', {
    from: application.current_status,
    decision_log_id: Number(created.decision_log_id),
    decision: run.decision,
    credit_policy_id: policy.credit_policy_id,
    policy_version: policy.version,
    watch_list_hits: watchListHits.length,
  });
}

export async function updateApplicationConsumer(context: OperationContext) {
  const principal = sessionOf(context);
  const id = Number(context.params.creditAppId);
  const body = context.body as ConsumerUpdate;
  const application = await visibleApplication(context, id, { forUpdate: true });
  if (!principal.permissions.has(APPLICATION_PERMISSIONS.viewConsumer)) throw forbidden();
  if (application.data_protection_hidden) {
    throw conflict('This data is inaccessible due to data protection regulations');
  }
  const refusal = body.options?.score ? applicationRescoreRefusal(application) : null;
  if (refusal) throw conflict(refusal);
  const addresses = body.addresses ?? [];
  await checkAddresses(context, id, addresses);
  // Identity fields wait for a second person (ADR 0070); the rest of the edit saves at once.
  const identity = body.consumer ? await identityChangeOf(context.sql, id, body.consumer) : null;
  if (identity && !body.reason) {
    throw invalid('Enter why the name or date of birth changes: the change waits for approval.', [
      { property: 'reason', message: 'is required when an identity field changes' },
    ]);
  }
  if (identity && body.options?.score) {
    throw conflict(
      'A change of name or date of birth waits for approval: re-score once it is approved.',
    );
  }
  const saved = Object.fromEntries(
    Object.entries(body.consumer ?? {}).filter(
      ([field]) => !(consumerIdentityFields as readonly string[]).includes(field),
    ),
  );
  await writeConsumer(context, id, saved);
  await writeAddresses(context, id, addresses);
  if (identity) await submitConsumerIdentityChange(context, application, identity, body.reason!);
  await auditApplication(context, id, 'consumer_updated', {
    fields: Object.keys(saved),
    addresses: addresses.map((address) => address.address_number),
  });
  if (body.options?.score) await rescore(context, application);
  return {
    status: 200,
    headers: { 'content-type': 'application/hal+json' },
    body: await readCreditApplication(context, application),
  };
}
