-- Insight widgets (issue 20 items 1-2, ADR 0060): daily rollups kept by statement-level triggers
-- in the same transaction as the change, so a widget reads at most a few thousand rollup rows
-- and never scans credit_applications or decision_logs. Each trigger adds what a statement's new
-- rows count and takes away what its old rows counted, grouped, so a COPY of a million rows is
-- one grouped upsert and an UPDATE that moves no figure writes nothing. A count has no CHECK
-- (>= 0): PostgreSQL checks the proposed row of an upsert before it finds the conflict, so a
-- decrement arrives as a negative row; a count only loses what the same trigger added.

-- Applications by the UTC day they were submitted, with their lender, loan type and the status
-- they have now: applications per day by loan type, and outcomes per day, are sums over it.
CREATE TABLE insight_application_days (
  day          date NOT NULL,
  lender_id    integer,
  loan_type    text NOT NULL,
  status       text NOT NULL,
  applications integer NOT NULL
);
CREATE UNIQUE INDEX insight_application_days_key
  ON insight_application_days (day, lender_id, loan_type, status) NULLS NOT DISTINCT;
CREATE INDEX insight_application_days_lender_idx
  ON insight_application_days (lender_id, day);

-- Current decisions by the UTC day they were made, per policy and version: outcome by version.
CREATE TABLE insight_policy_days (
  day              date NOT NULL,
  credit_policy_id integer NOT NULL,
  policy_version   integer,
  status           text NOT NULL,
  applications     integer NOT NULL
);
CREATE UNIQUE INDEX insight_policy_days_key
  ON insight_policy_days (credit_policy_id, day, policy_version, status) NULLS NOT DISTINCT;

-- The rules that fired with a DECLINE outcome in current DECLINE decisions: decline reasons.
CREATE TABLE insight_decline_reason_days (
  day              date NOT NULL,
  credit_policy_id integer NOT NULL,
  module_name      text NOT NULL,
  rule_name        text NOT NULL,
  declines         integer NOT NULL,
  PRIMARY KEY (credit_policy_id, day, module_name, rule_name)
);

-- A statement-level trigger sees its new rows (INSERT, UPDATE) and its old rows (UPDATE, DELETE)
-- as transition tables, only those its event has: the rows that add (+1) and those that take away
-- (-1), as the source of a counting query.
CREATE FUNCTION insight_changes(operation text, columns text, condition text) RETURNS text AS $$
  SELECT concat_ws(' UNION ALL ',
    CASE WHEN operation IN ('INSERT', 'UPDATE')
      THEN format('SELECT %s, 1 AS delta FROM insight_new_rows WHERE %s', columns, condition) END,
    CASE WHEN operation IN ('UPDATE', 'DELETE')
      THEN format('SELECT %s, -1 AS delta FROM insight_old_rows WHERE %s', columns, condition) END);
$$ LANGUAGE sql IMMUTABLE;

CREATE FUNCTION insight_count_applications() RETURNS trigger AS $$
BEGIN
  EXECUTE format($count$
    WITH changes AS (%s)
    INSERT INTO insight_application_days AS d (day, lender_id, loan_type, status, applications)
    SELECT (time_submitted AT TIME ZONE 'UTC')::date, lender_id, loan_type, current_status,
           sum(delta)::int
      FROM changes GROUP BY 1, 2, 3, 4 HAVING sum(delta) <> 0
    ON CONFLICT (day, lender_id, loan_type, status)
    DO UPDATE SET applications = d.applications + EXCLUDED.applications$count$,
    insight_changes(TG_OP, 'time_submitted, lender_id, loan_type, current_status', 'true'));
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;

CREATE FUNCTION insight_count_decisions() RETURNS trigger AS $$
BEGIN
  EXECUTE format($count$
    WITH changes AS (%s),
    outcomes AS (
      INSERT INTO insight_policy_days AS d (day, credit_policy_id, policy_version, status, applications)
      SELECT (logged_at AT TIME ZONE 'UTC')::date, credit_policy_id, policy_version, status,
             sum(delta)::int
        FROM changes GROUP BY 1, 2, 3, 4 HAVING sum(delta) <> 0
      ON CONFLICT (credit_policy_id, day, policy_version, status)
      DO UPDATE SET applications = d.applications + EXCLUDED.applications
    )
    INSERT INTO insight_decline_reason_days AS d (day, credit_policy_id, module_name, rule_name, declines)
    SELECT (c.logged_at AT TIME ZONE 'UTC')::date, c.credit_policy_id,
           fired ->> 'module_name', fired ->> 'rule_name', sum(c.delta)::int
      FROM changes c CROSS JOIN LATERAL jsonb_array_elements(c.rules) AS fired
     WHERE c.status = 'DECLINE' AND fired ->> 'outcome' = 'DECLINE'
     GROUP BY 1, 2, 3, 4 HAVING sum(c.delta) <> 0
    ON CONFLICT (credit_policy_id, day, module_name, rule_name)
    DO UPDATE SET declines = d.declines + EXCLUDED.declines$count$,
    insight_changes(TG_OP, 'logged_at, credit_policy_id, policy_version, status, rules',
                    'is_current AND credit_policy_id IS NOT NULL'));
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;

CREATE TRIGGER credit_applications_insight_insert AFTER INSERT ON credit_applications
  REFERENCING NEW TABLE AS insight_new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION insight_count_applications();
CREATE TRIGGER credit_applications_insight_update AFTER UPDATE ON credit_applications
  REFERENCING OLD TABLE AS insight_old_rows NEW TABLE AS insight_new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION insight_count_applications();
CREATE TRIGGER credit_applications_insight_delete AFTER DELETE ON credit_applications
  REFERENCING OLD TABLE AS insight_old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION insight_count_applications();

CREATE TRIGGER decision_logs_insight_insert AFTER INSERT ON decision_logs
  REFERENCING NEW TABLE AS insight_new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION insight_count_decisions();
CREATE TRIGGER decision_logs_insight_update AFTER UPDATE ON decision_logs
  REFERENCING OLD TABLE AS insight_old_rows NEW TABLE AS insight_new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION insight_count_decisions();
CREATE TRIGGER decision_logs_insight_delete AFTER DELETE ON decision_logs
  REFERENCING OLD TABLE AS insight_old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION insight_count_decisions();

-- Backfill: the rows that exist now, counted once, as if inserted in one statement.
INSERT INTO insight_application_days (day, lender_id, loan_type, status, applications)
SELECT (time_submitted AT TIME ZONE 'UTC')::date, lender_id, loan_type, current_status, count(*)
  FROM credit_applications GROUP BY 1, 2, 3, 4;

INSERT INTO insight_policy_days (day, credit_policy_id, policy_version, status, applications)
SELECT (logged_at AT TIME ZONE 'UTC')::date, credit_policy_id, policy_version, status, count(*)
  FROM decision_logs WHERE is_current AND credit_policy_id IS NOT NULL GROUP BY 1, 2, 3, 4;

INSERT INTO insight_decline_reason_days (day, credit_policy_id, module_name, rule_name, declines)
SELECT (l.logged_at AT TIME ZONE 'UTC')::date, l.credit_policy_id,
       fired ->> 'module_name', fired ->> 'rule_name', count(*)
  FROM decision_logs l CROSS JOIN LATERAL jsonb_array_elements(l.rules) AS fired
 WHERE l.is_current AND l.credit_policy_id IS NOT NULL AND l.status = 'DECLINE'
   AND fired ->> 'outcome' = 'DECLINE'
 GROUP BY 1, 2, 3, 4;

-- Insights (200:60) for the groups that make credit decisions: credit policies or work queues.
INSERT INTO group_permissions (group_id, category_id, rule_id)
SELECT DISTINCT p.group_id, 200, 60
  FROM group_permissions p
 WHERE p.category_id = 200 AND p.rule_id IN (8, 20)
ON CONFLICT DO NOTHING;
