-- Scheduled reports (Schedule as Report): an export run again every day, week or month for its
-- owner and emailed to the recipients. Date-range filters are kept as day offsets from the day
-- the schedule was made, so each run covers the same range relative to its own day.

CREATE TABLE export_schedules (
  schedule_id    serial PRIMARY KEY,
  user_id        integer NOT NULL REFERENCES users ON DELETE CASCADE,
  report         text NOT NULL,
  type           text NOT NULL DEFAULT 'csv',
  -- The filters as requested (shown back to the owner).
  filters        jsonb NOT NULL DEFAULT '{}',
  -- { "date_from": -30, "date_to": 0 }: days from the run day that replace the filters' dates.
  date_offsets   jsonb NOT NULL DEFAULT '{}',
  fields         jsonb NOT NULL,
  sort_order     jsonb,
  frequency      text NOT NULL CHECK (frequency IN ('daily', 'weekly', 'monthly')),
  recipients     text[] NOT NULL CHECK (cardinality(recipients) BETWEEN 1 AND 10),
  next_run_at    timestamptz NOT NULL,
  last_run_at    timestamptz,
  last_export_id bigint REFERENCES exports ON DELETE SET NULL,
  created_at     timestamptz NOT NULL DEFAULT now()
);
-- The worker's question every poll: which schedules are due, oldest first.
CREATE INDEX export_schedules_due_idx ON export_schedules (next_run_at);
CREATE INDEX export_schedules_user_idx ON export_schedules (user_id, created_at DESC);

