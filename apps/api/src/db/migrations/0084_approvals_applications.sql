-- Four-eyes approval of an application's changes (issue 19 part 2, ADR 0070): an underwriting
-- decision that overrides the engine's DECLINE, and a consumer edit of identity fields. Their
-- subject is the credit application, which has no versions and may have no lender.
ALTER TABLE approval_requests DROP CONSTRAINT approval_requests_kind_check;
ALTER TABLE approval_requests ADD CONSTRAINT approval_requests_kind_check
  CHECK (kind IN ('credit_policy', 'credit_policy_module', 'decline_override', 'consumer_identity'));

ALTER TABLE approval_requests ALTER COLUMN base_version DROP NOT NULL;
ALTER TABLE approval_requests ALTER COLUMN lender_id DROP NOT NULL;

-- A version is what a policy or module change is made on and what its approval saves; an
-- application's change has neither.
ALTER TABLE approval_requests DROP CONSTRAINT approval_requests_check2;
ALTER TABLE approval_requests ADD CONSTRAINT approval_requests_versions_check CHECK (
  CASE WHEN kind IN ('credit_policy', 'credit_policy_module')
       THEN base_version IS NOT NULL AND lender_id IS NOT NULL
            AND (status = 'approved') = (applied_version IS NOT NULL)
       ELSE base_version IS NULL AND applied_version IS NULL
  END
);
