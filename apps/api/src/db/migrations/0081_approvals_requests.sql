-- Four-eyes approval (issue 19 part 2, ADR 0051): a change to a saved credit policy or module is
-- held as a request until a second person approves it. The request keeps the record as it stood
-- when submitted (before) and the proposed change (after), so the checker sees the diff and the
-- approval can refuse a record that has moved on since.
CREATE TABLE approval_requests (
  approval_request_id serial PRIMARY KEY,
  kind                text NOT NULL CHECK (kind IN ('credit_policy', 'credit_policy_module')),
  subject_id          integer NOT NULL,
  subject_name        text NOT NULL,
  lender_id           integer NOT NULL,
  base_version        integer NOT NULL CHECK (base_version >= 1),
  before              jsonb NOT NULL,
  after               jsonb NOT NULL,
  reason              text NOT NULL CHECK (char_length(reason) BETWEEN 1 AND 1000),
  status              text NOT NULL DEFAULT 'pending'
                        CHECK (status IN ('pending', 'approved', 'rejected')),
  submitted_by        integer NOT NULL REFERENCES users,
  submitted_at        timestamptz NOT NULL DEFAULT now(),
  decided_by          integer REFERENCES users,
  decided_at          timestamptz,
  comment             text,
  applied_version     integer,
  -- The maker never decides their own request; the server refuses it first, this keeps it so.
  CHECK (decided_by IS NULL OR decided_by <> submitted_by),
  CHECK ((status = 'pending') = (decided_by IS NULL)),
  CHECK ((status = 'approved') = (applied_version IS NOT NULL))
);

-- One pending request per record: a second maker waits for the first decision.
CREATE UNIQUE INDEX approval_requests_one_pending_idx
  ON approval_requests (kind, subject_id) WHERE status = 'pending';
CREATE INDEX approval_requests_subject_idx
  ON approval_requests (kind, subject_id, submitted_at DESC);
CREATE INDEX approval_requests_pending_idx
  ON approval_requests (submitted_at) WHERE status = 'pending';
