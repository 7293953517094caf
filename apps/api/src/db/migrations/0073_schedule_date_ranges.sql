-- Scheduled reports keep their date range as the user meant it (issue 22, bug 5): relative to
-- each run ("last_7_days", "last_30_days", "previous_month", "month_to_date"), fixed dates the
-- user picked, or — for schedules made before — the day offsets from each run they kept
-- ("days_from_run"). NULL: no date filter. The filters no longer hold dates of their own.

ALTER TABLE export_schedules ADD COLUMN date_range jsonb
  CHECK (date_range IS NULL OR date_range->>'kind' IN
    ('last_7_days', 'last_30_days', 'previous_month', 'month_to_date', 'fixed', 'days_from_run'));

UPDATE export_schedules
   SET date_range = CASE
         WHEN date_offsets = '{}'::jsonb THEN NULL
         WHEN date_offsets = '{"date_from": -6, "date_to": 0}'::jsonb THEN '{"kind": "last_7_days"}'::jsonb
         WHEN date_offsets = '{"date_from": -29, "date_to": 0}'::jsonb THEN '{"kind": "last_30_days"}'::jsonb
         ELSE jsonb_strip_nulls(jsonb_build_object('kind', 'days_from_run',
                'from_days', date_offsets->'date_from', 'to_days', date_offsets->'date_to'))
       END,
       filters = filters - 'date_from' - 'date_to';

ALTER TABLE export_schedules DROP COLUMN date_offsets;
