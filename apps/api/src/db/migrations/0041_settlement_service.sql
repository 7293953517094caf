-- The settlement service: each lender's settlement definitions (a daily file of its settled
-- applications, sent to its recipients), the files the job worker makes from them, and each
-- recipient's delivery of each file, recorded one by one so that a run taken up again after a
-- restart never sends a file to the same recipient twice.

CREATE TABLE settlement_definitions (
  definition_id     integer PRIMARY KEY,
  lender_id         integer NOT NULL REFERENCES lenders,
  description_short varchar(200) NOT NULL CHECK (char_length(description_short) >= 1),
  -- The daily run starts at this time of day (UTC).
  run_time          time NOT NULL DEFAULT '02:00',
  next_run_at       timestamptz NOT NULL,
  enabled           boolean NOT NULL DEFAULT true,
  created_at        timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX settlement_definitions_lender_idx ON settlement_definitions (lender_id);
-- The worker's question every poll: which definitions are due.
CREATE INDEX settlement_definitions_due_idx ON settlement_definitions (next_run_at) WHERE enabled;

CREATE TABLE settlement_recipients (
  recipient_id  serial PRIMARY KEY,
  definition_id integer NOT NULL REFERENCES settlement_definitions ON DELETE CASCADE,
  display_name  varchar(200) NOT NULL CHECK (char_length(display_name) >= 1),
  email         varchar(254) NOT NULL,
  created_at    timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX settlement_recipients_definition_idx ON settlement_recipients (definition_id);

-- Files made before definitions existed (seeded history) get a definition each.
INSERT INTO settlement_definitions (definition_id, lender_id, description_short, next_run_at)
SELECT DISTINCT ON (definition_id) definition_id, lender_id, 'Daily settlement',
       date_trunc('day', now()) + interval '1 day 2 hours'
  FROM settlement_files
 ORDER BY definition_id, generated_at DESC;

ALTER TABLE settlement_files
  ADD FOREIGN KEY (definition_id) REFERENCES settlement_definitions,
  -- Unknown while the file is being generated.
  ALTER COLUMN file_path DROP NOT NULL,
  -- The settled applications the file covers: period_start <= settled < period_end.
  ADD COLUMN period_start timestamptz,
  ADD COLUMN period_end   timestamptz,
  ADD CHECK (period_start <= period_end),
  ADD COLUMN trigger      text NOT NULL DEFAULT 'daily' CHECK (trigger IN ('daily', 'manual')),
  ADD COLUMN requested_by integer REFERENCES users ON DELETE SET NULL,
  ADD COLUMN job_id       bigint REFERENCES jobs ON DELETE SET NULL,
  -- Why generation failed, shown in the history's Errors column.
  ADD COLUMN error        text;
UPDATE settlement_files
   SET period_end = date_trunc('day', generated_at),
       period_start = date_trunc('day', generated_at) - interval '1 day';
DROP INDEX settlement_files_lender_idx;
CREATE INDEX settlement_files_definition_idx ON settlement_files (definition_id, generated_at DESC, settlement_file_id DESC);

-- One row per recipient of a file. No CHECK on status: a value outside the known ones is kept
-- and shown as an unknown error.
CREATE TABLE settlement_deliveries (
  settlement_file_id integer NOT NULL REFERENCES settlement_files ON DELETE CASCADE,
  position           smallint NOT NULL CHECK (position >= 0),
  recipient_id       integer REFERENCES settlement_recipients ON DELETE SET NULL,
  display_name       varchar(200) NOT NULL,
  email              varchar(254),
  status             text NOT NULL DEFAULT 'Not started',
  attempted_at       timestamptz,
  delivered_at       timestamptz,
  error              text,
  PRIMARY KEY (settlement_file_id, position)
);
INSERT INTO settlement_deliveries (settlement_file_id, position, display_name, status)
SELECT f.settlement_file_id, r.ordinality - 1, r.value ->> 'display_name', r.value ->> 'status'
  FROM settlement_files f, jsonb_array_elements(f.recipients) WITH ORDINALITY r;
ALTER TABLE settlement_files DROP COLUMN recipients;

-- A settlement file lists the lender's applications fulfilled in its period.
CREATE INDEX status_logs_fulfilled_idx ON status_logs (logged_at, credit_application_id)
  WHERE status = 'FULFILLED';

-- Keys other systems call the settlement API with (X-Api-Key). Only a hash is kept; a rotated
-- key keeps working until expires_at so that its callers can move to the new one.
CREATE TABLE service_api_keys (
  api_key_id   serial PRIMARY KEY,
  service      text NOT NULL CHECK (service IN ('settlement')),
  key_hash     text NOT NULL UNIQUE,
  -- The first characters of the key, to tell keys apart in the list.
  key_prefix   varchar(12) NOT NULL,
  created_by   integer REFERENCES users ON DELETE SET NULL,
  created_at   timestamptz NOT NULL DEFAULT now(),
  expires_at   timestamptz,
  revoked_at   timestamptz,
  last_used_at timestamptz
);
CREATE INDEX service_api_keys_service_idx ON service_api_keys (service, created_at DESC);
