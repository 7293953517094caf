-- The credit application report at 1,000,000 rows. Its page and its capped count read the
-- report indexes alone (index-only scans): every filter column rides along in INCLUDE, and the
-- credit-sentry flag lives on the application (kept in step by triggers) instead of an EXISTS
-- per row. Historic (data-protection hidden) rows, about 1 %, get their own partial index.

ALTER TABLE credit_applications ADD COLUMN credit_sentry_flagged boolean NOT NULL DEFAULT false;
UPDATE credit_applications a SET credit_sentry_flagged = true
  FROM credit_sentry cs
 WHERE cs.credit_application_id = a.credit_application_id AND cardinality(cs.flags) > 0;

-- Statement-level, so a bulk load (COPY) updates the applications once per statement.
CREATE FUNCTION sync_credit_sentry_flagged() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    UPDATE credit_applications a SET credit_sentry_flagged = false
      FROM old_rows o WHERE o.credit_application_id = a.credit_application_id;
  ELSE
    UPDATE credit_applications a SET credit_sentry_flagged = cardinality(n.flags) > 0
      FROM new_rows n WHERE n.credit_application_id = a.credit_application_id;
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER credit_sentry_flagged_on_insert AFTER INSERT ON credit_sentry
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION sync_credit_sentry_flagged();
CREATE TRIGGER credit_sentry_flagged_on_update AFTER UPDATE ON credit_sentry
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION sync_credit_sentry_flagged();
CREATE TRIGGER credit_sentry_flagged_on_delete AFTER DELETE ON credit_sentry
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION sync_credit_sentry_flagged();

DROP INDEX credit_applications_status_date_idx;
CREATE INDEX credit_applications_status_date_idx
  ON credit_applications (status_timestamp DESC, credit_application_id DESC)
  INCLUDE (current_status, data_protection_hidden, credit_sentry_flagged, lender_id, retailer_id);
DROP INDEX credit_applications_status_idx;
CREATE INDEX credit_applications_status_idx
  ON credit_applications (current_status, status_timestamp DESC, credit_application_id DESC)
  INCLUDE (data_protection_hidden, credit_sentry_flagged, lender_id, retailer_id);
DROP INDEX credit_applications_lender_idx;
CREATE INDEX credit_applications_lender_idx
  ON credit_applications (lender_id, status_timestamp DESC, credit_application_id DESC)
  INCLUDE (current_status, data_protection_hidden, credit_sentry_flagged, retailer_id);
CREATE INDEX credit_applications_historic_idx
  ON credit_applications (status_timestamp DESC, credit_application_id DESC)
  INCLUDE (current_status, credit_sentry_flagged, lender_id, retailer_id)
  WHERE data_protection_hidden;
DROP INDEX credit_applications_retailer_idx;
CREATE INDEX credit_applications_retailer_idx
  ON credit_applications (retailer_id, status_timestamp DESC, credit_application_id DESC)
  INCLUDE (current_status, data_protection_hidden, credit_sentry_flagged, lender_id);
