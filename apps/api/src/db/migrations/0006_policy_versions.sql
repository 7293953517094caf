-- Saved versions of credit policies and modules: every create, save, change and restore adds
-- one with a snapshot of what was saved (the contract's CreditPolicyInput / CreditPolicyModuleInput),
-- who saved it and when. Decision logs record the policy version that made them.

ALTER TABLE credit_policies ADD COLUMN version integer NOT NULL DEFAULT 1 CHECK (version >= 1);
ALTER TABLE modules ADD COLUMN version integer NOT NULL DEFAULT 1 CHECK (version >= 1);

CREATE TABLE credit_policy_versions (
  credit_policy_id integer NOT NULL REFERENCES credit_policies ON DELETE CASCADE,
  version          integer NOT NULL CHECK (version >= 1),
  snapshot         jsonb NOT NULL,
  saved_at         timestamptz NOT NULL DEFAULT now(),
  saved_by         integer REFERENCES users ON DELETE SET NULL,
  PRIMARY KEY (credit_policy_id, version)
);

CREATE TABLE module_versions (
  module_id integer NOT NULL REFERENCES modules ON DELETE CASCADE,
  version   integer NOT NULL CHECK (version >= 1),
  snapshot  jsonb NOT NULL,
  saved_at  timestamptz NOT NULL DEFAULT now(),
  saved_by  integer REFERENCES users ON DELETE SET NULL,
  PRIMARY KEY (module_id, version)
);

ALTER TABLE decision_logs
  ADD COLUMN credit_policy_id integer REFERENCES credit_policies,
  ADD COLUMN policy_version   integer CHECK (policy_version >= 1);
CREATE INDEX decision_logs_policy_idx ON decision_logs (credit_policy_id) WHERE credit_policy_id IS NOT NULL;
-- A simulation runs a draft over a lender's most recently submitted applications.
CREATE INDEX credit_applications_lender_submitted_idx ON credit_applications (lender_id, time_submitted DESC, credit_application_id DESC);

-- Policies and modules that already exist become version 1 as they stand.
INSERT INTO module_versions (module_id, version, snapshot, saved_at)
SELECT m.module_id, 1,
       jsonb_build_object(
         'name', m.name,
         'lender_id', m.lender_id,
         'rules', COALESCE((
           SELECT jsonb_agg(jsonb_build_object(
                    'rule_id', r.rule_id,
                    'name', r.name,
                    'order', r.rule_order,
                    'termination_rule', r.termination_rule,
                    'conditions', COALESCE((
                      SELECT jsonb_agg(jsonb_build_object(
                               'order', c.condition_order,
                               'data_provider', c.data_provider,
                               'data_key', c.data_key,
                               'operator', c.operator,
                               'value', c.value,
                               'override', CASE WHEN c.override THEN 'TRUE' ELSE 'FALSE' END,
                               'action_true', c.action_true,
                               'action_true_goto', c.action_true_goto,
                               'action_false', c.action_false,
                               'action_false_goto', c.action_false_goto
                             ) ORDER BY c.condition_order)
                        FROM rule_conditions c WHERE c.rule_id = r.rule_id), '[]'::jsonb)
                  ) ORDER BY r.rule_order)
             FROM rules r WHERE r.module_id = m.module_id), '[]'::jsonb)
       ),
       m.created_at
  FROM modules m;

INSERT INTO credit_policy_versions (credit_policy_id, version, snapshot, saved_at)
SELECT p.credit_policy_id, 1,
       jsonb_build_object(
         'name', p.name,
         'lender_id', p.lender_id,
         'regulated', p.regulated,
         'stages', COALESCE((
           SELECT jsonb_agg(jsonb_build_object(
                    'order', s.stage_order,
                    'hard_search', s.hard_search,
                    'modules', COALESCE((
                      SELECT jsonb_agg(jsonb_build_object('module_id', sm.module_id) ORDER BY sm.position)
                        FROM credit_policy_stage_modules sm
                       WHERE sm.credit_policy_id = s.credit_policy_id AND sm.stage_order = s.stage_order
                    ), '[]'::jsonb)
                  ) ORDER BY s.stage_order)
             FROM credit_policy_stages s WHERE s.credit_policy_id = p.credit_policy_id), '[]'::jsonb)
       ),
       p.created_at
  FROM credit_policies p;
