-- The audit trail (issue 20 items 3 and 4, ADRs 0065-0067): audit rows are append-only, read by
-- who, what, record and period, and by a consumer's applications.

-- A row outlives the user it names: deleting a user must neither rewrite nor lose who did what,
-- so the user columns keep the id and no longer reference users (ADR 0065).
ALTER TABLE audit_log DROP CONSTRAINT IF EXISTS audit_log_user_id_fkey;
ALTER TABLE audit_log DROP CONSTRAINT IF EXISTS audit_log_ghosted_by_fkey;

CREATE FUNCTION audit_log_refuse_change() RETURNS trigger AS $$
BEGIN
  RAISE EXCEPTION 'audit_log is append-only: % refused', TG_OP
    USING ERRCODE = 'insufficient_privilege';
END;
$$ LANGUAGE plpgsql;

CREATE TRIGGER audit_log_append_only
  BEFORE UPDATE OR DELETE ON audit_log
  FOR EACH ROW EXECUTE FUNCTION audit_log_refuse_change();
CREATE TRIGGER audit_log_no_truncate
  BEFORE TRUNCATE ON audit_log
  FOR EACH STATEMENT EXECUTE FUNCTION audit_log_refuse_change();

-- The record a row is about, split from its subject ('credit_application:42') so that a record's
-- history and a lender's scope are index lookups.
ALTER TABLE audit_log
  ADD COLUMN record_kind text GENERATED ALWAYS AS (split_part(subject, ':', 1)) STORED,
  ADD COLUMN record_id bigint GENERATED ALWAYS AS (
    CASE WHEN split_part(subject, ':', 2) ~ '^[0-9]{1,18}$'
         THEN split_part(subject, ':', 2)::bigint END) STORED;

CREATE INDEX audit_log_record_idx ON audit_log (record_kind, record_id, audit_id DESC);
CREATE INDEX audit_log_user_idx ON audit_log (user_id, audit_id DESC);
CREATE INDEX audit_log_happened_idx ON audit_log (happened_at DESC, audit_id DESC);

-- Audit trail (200:50) and subject access (200:51): the groups that manage users read the trail
-- and answer subject access requests; underwriting groups read their applications' trail.
INSERT INTO group_permissions (group_id, category_id, rule_id)
SELECT DISTINCT p.group_id, 200, r.rule_id
  FROM group_permissions p CROSS JOIN (VALUES (50), (51)) AS r (rule_id)
 WHERE p.category_id = 200 AND p.rule_id = 2
ON CONFLICT DO NOTHING;
INSERT INTO group_permissions (group_id, category_id, rule_id)
SELECT DISTINCT p.group_id, 200, 50
  FROM group_permissions p
 WHERE p.category_id = 1 AND p.rule_id = 8
ON CONFLICT DO NOTHING;
