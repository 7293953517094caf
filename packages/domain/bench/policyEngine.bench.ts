/**
 * How fast runPolicy decides: a deterministic 3-stage, 30-rule policy over 10,000 deterministic
 * synthetic applications, each application's values built with applicationDataValues as the
 * server does. The target is at most 2 s in all. Run with `npx pnpm@10.34.8 --filter
 * @backoffice/domain bench`.
 */
import {
  DATA_KEY_CATALOGUE,
  applicationDataValues,
  checkPolicy,
  policyDecisions,
  runPolicy,
  type ApplicationFacts,
  type ConditionOperator,
  type PolicyCondition,
  type PolicyDecision,
  type PolicyModule,
  type PolicyRule,
  type RunnablePolicy,
} from '../src/model/policy';

const applicationCount = 10_000;
const targetMs = 2_000;
const asOf = new Date('2026-01-01T00:00:00Z');

/** mulberry32: a small seeded generator, so every run measures the same work. */
function seededRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[int(0, items.length - 1)] as T;
  return { next, int, pick };
}

type Random = ReturnType<typeof seededRandom>;

/** A comparison for each catalogue key that most applications pass, as most pass a real policy. */
function comparisonFor(key: string, random: Random): [ConditionOperator, string] {
  switch (key) {
    case 'experian:credit_score':
      return ['>=', String(random.int(300, 420))];
    case 'experian:ccj_count':
      return ['<=', String(random.int(2, 3))];
    case 'experian:months_at_address':
      return ['>=', String(random.int(0, 3))];
    case 'application:advance':
      return ['<=', String(random.int(14_000, 16_000))];
    case 'application:deposit_percent':
      return ['>=', '0'];
    case 'application:age':
      return ['>=', '18'];
    case 'application:salary':
      return ['>=', String(random.int(7_000, 9_000))];
    case 'application:postcode':
      return ['!=', random.pick(['XX', 'ZZ1 1ZZ'])];
    case 'maxmind:risk_score':
      return ['<=', String(random.int(97, 100))];
    default:
      return ['!=', 'true'];
  }
}

const adverseDecisions = policyDecisions.filter((decision) => decision !== 'ACCEPT');

/**
 * A rule of 1 to 4 conditions: earlier conditions may decide when false or jump forwards when
 * true (the other branch going on, so nothing is unreachable); the last decides when false.
 */
function syntheticRule(order: number, random: Random): PolicyRule {
  const count = random.int(1, 4);
  const conditions: PolicyCondition[] = [];
  for (let position = 1; position <= count; position += 1) {
    const { data_provider, key: data_key } = random.pick(DATA_KEY_CATALOGUE);
    const [operator, value] = comparisonFor(`${data_provider}:${data_key}`, random);
    const isLast = position === count;
    const style = random.next();
    const jumps = !isLast && position + 2 <= count && style < 0.3;
    const decidesWhenFalse = isLast || (!jumps && style < 0.6);
    const overrides = isLast && style > 0.9;
    conditions.push({
      order: position,
      data_provider,
      data_key,
      operator,
      value,
      override: overrides ? 'TRUE' : 'FALSE',
      action_true: jumps ? 'GOTO' : overrides ? 'ACCEPT' : null,
      action_true_goto: jumps ? random.int(position + 2, count) : null,
      action_false: decidesWhenFalse ? random.pick(adverseDecisions) : null,
      action_false_goto: null,
    });
  }
  return {
    rule_id: order,
    name: `Synthetic rule ${order}`,
    order,
    termination_rule: false,
    conditions,
  };
}

/** Ends the run for a sanctioned applicant, and only then. */
function sanctionStop(order: number): PolicyRule {
  return {
    name: 'Sanctions stop',
    order,
    termination_rule: true,
    conditions: [
      {
        order: 1,
        data_provider: 'tracesmart',
        data_key: 'sanction_match',
        operator: '==',
        value: 'true',
        override: 'TRUE',
        action_true: 'DECLINE',
        action_false: null,
      },
    ],
  };
}

function syntheticPolicy(random: Random): RunnablePolicy {
  // 5 modules of 6 rules (5 synthetic + a termination rule) make 30 rules over 3 stages.
  const modules: PolicyModule[] = [1, 2, 3, 4, 5].map((module_id) => ({
    module_id,
    name: `Module ${module_id}`,
    rules: [...[1, 2, 3, 4, 5].map((order) => syntheticRule(order, random)), sanctionStop(6)],
  }));
  const [first, second, third, fourth, fifth] = modules as [
    PolicyModule,
    PolicyModule,
    PolicyModule,
    PolicyModule,
    PolicyModule,
  ];
  return {
    stages: [
      { order: 1, hard_search: false, modules: [first, second] },
      { order: 2, hard_search: true, modules: [third, fourth] },
      { order: 3, hard_search: true, modules: [fifth] },
    ],
  };
}

function syntheticFacts(random: Random): ApplicationFacts {
  const goods = random.int(20_000, 1_500_000);
  const deposit = random.next() < 0.3 ? 0 : random.int(0, Math.floor(goods / 4));
  const known = () => random.next() > 0.05;
  return {
    advance_pence: goods - deposit,
    deposit_pence: deposit,
    goods_total_pence: goods,
    date_of_birth: known()
      ? `${random.int(1940, 2007)}-${String(random.int(1, 12)).padStart(2, '0')}-${String(random.int(1, 28)).padStart(2, '0')}`
      : null,
    salary: known() ? random.int(8_000, 90_000) : null,
    postcode: `${random.pick(['SW', 'LS', 'BT', 'EH', 'M1', 'CF'])}${random.int(1, 20)} ${random.int(1, 9)}AA`,
    credit_score: known() ? random.int(300, 900) : null,
    ccj_count: known() ? random.pick([0, 0, 0, 1, 2, 3]) : null,
    months_at_address: random.int(0, 240),
    maxmind_risk_score: known() ? random.int(0, 1000) / 10 : null,
    sanction_match: random.next() < 0.01,
    watch_list_match: random.next() < 0.001,
  };
}

const random = seededRandom(20_260_101);
const policy = syntheticPolicy(random);
const ruleCount = policy.stages
  .flatMap((stage) => stage.modules)
  .reduce((total, module) => total + module.rules.length, 0);
const findings = checkPolicy(policy, DATA_KEY_CATALOGUE);
if (findings.length > 0) {
  throw new Error(
    `The benchmark policy should be sound:\n${findings.map((f) => f.message).join('\n')}`,
  );
}
const applications = Array.from({ length: applicationCount }, () => syntheticFacts(random));

const decisions = new Map<PolicyDecision, number>();
let rulesEvaluated = 0;
let terminated = 0;
const cpuAtStart = process.cpuUsage();
const startedAt = performance.now();
for (const facts of applications) {
  const run = runPolicy(policy, applicationDataValues(facts, asOf));
  decisions.set(run.decision, (decisions.get(run.decision) ?? 0) + 1);
  rulesEvaluated += run.rules.length;
  if (run.terminated_by) terminated += 1;
}
const totalMs = performance.now() - startedAt;
const cpu = process.cpuUsage(cpuAtStart);
const cpuMs = (cpu.user + cpu.system) / 1000;

console.log(`policy: ${policy.stages.length} stages, ${ruleCount} rules`);
console.log(
  `applications: ${applicationCount}, rules evaluated: ${rulesEvaluated}, terminated early: ${terminated}`,
);
console.log(
  `decisions: ${policyDecisions.map((decision) => `${decision} ${decisions.get(decision) ?? 0}`).join(', ')}`,
);
console.log(`total: ${totalMs.toFixed(1)} ms (target ≤ ${targetMs} ms)`);
console.log(`mean per application: ${((totalMs / applicationCount) * 1000).toFixed(1)} µs`);
// On a shared machine the wall time includes waiting for a core; the CPU time is the engine's own.
console.log(`CPU time: ${cpuMs.toFixed(1)} ms`);
if (totalMs > targetMs) process.exitCode = 1;
