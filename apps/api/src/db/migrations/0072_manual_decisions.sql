-- A manual underwriting decision is final for scoring (ADR 0010): the application remembers the
-- last one, so that re-scoring is refused once an underwriter has decided.
ALTER TABLE credit_applications
  ADD COLUMN manual_decision_status text,
  ADD COLUMN manual_decision_at timestamptz;
