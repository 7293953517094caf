-- Settlement files, long-running jobs (exports, scheduled reports, settlement generation)
-- claimed with FOR UPDATE SKIP LOCKED by any instance, and the user's browsing history.

CREATE TABLE settlement_files (
  settlement_file_id serial PRIMARY KEY,
  lender_id          integer NOT NULL REFERENCES lenders,
  definition_id      integer NOT NULL,
  description_short  varchar(200) NOT NULL,
  generated_at       timestamptz NOT NULL,
  file_path          text NOT NULL,
  generation_status  text NOT NULL CHECK (generation_status IN ('Success', 'Generating', 'error', 'Timed out')),
  -- [{ display_name, status: Delivered | Sending | Timed out | Not started }]
  recipients         jsonb NOT NULL DEFAULT '[]',
  total_pence        bigint NOT NULL DEFAULT 0,
  application_count  integer NOT NULL DEFAULT 0
);
CREATE INDEX settlement_files_lender_idx ON settlement_files (lender_id, generated_at DESC);

CREATE TABLE jobs (
  job_id      bigserial PRIMARY KEY,
  kind        text NOT NULL CHECK (kind IN ('export', 'scheduled_report', 'settlement')),
  payload     jsonb NOT NULL,
  state       text NOT NULL DEFAULT 'queued' CHECK (state IN ('queued', 'running', 'done', 'failed')),
  run_after   timestamptz NOT NULL DEFAULT now(),
  attempts    integer NOT NULL DEFAULT 0,
  claimed_by  text,
  claimed_at  timestamptz,
  finished_at timestamptz,
  result      jsonb,
  error       text,
  created_by  integer REFERENCES users ON DELETE SET NULL,
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX jobs_queue_idx ON jobs (run_after, job_id) WHERE state = 'queued';

CREATE TABLE exports (
  export_id  bigserial PRIMARY KEY,
  user_id    integer NOT NULL REFERENCES users ON DELETE CASCADE,
  report     text NOT NULL,
  type       text NOT NULL DEFAULT 'csv',
  filters    jsonb NOT NULL DEFAULT '{}',
  fields     jsonb NOT NULL DEFAULT '[]',
  sort_order jsonb,
  job_id     bigint REFERENCES jobs ON DELETE SET NULL,
  upload_id  integer REFERENCES uploads,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX exports_user_idx ON exports (user_id, created_at DESC);

CREATE TABLE browsing_history (
  browsing_history_id   bigserial PRIMARY KEY,
  user_id               integer NOT NULL REFERENCES users ON DELETE CASCADE,
  credit_application_id bigint REFERENCES credit_applications ON DELETE CASCADE,
  retailer_id           integer REFERENCES retailers ON DELETE CASCADE,
  viewed_at             timestamptz NOT NULL DEFAULT now(),
  CHECK (credit_application_id IS NOT NULL OR retailer_id IS NOT NULL)
);
CREATE INDEX browsing_history_user_idx ON browsing_history (user_id, viewed_at DESC);
