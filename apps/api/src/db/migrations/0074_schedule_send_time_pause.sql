-- A scheduled report is sent at a time of day (HH:MM, UTC) and can be paused (issue 22, item 9).
-- Existing schedules keep the time of day of their next run.

ALTER TABLE export_schedules
  ADD COLUMN send_time text CHECK (send_time ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
  ADD COLUMN paused_at timestamptz;

UPDATE export_schedules SET send_time = to_char(next_run_at AT TIME ZONE 'UTC', 'HH24:MI');

ALTER TABLE export_schedules ALTER COLUMN send_time SET NOT NULL;
