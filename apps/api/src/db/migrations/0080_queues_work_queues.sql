-- Work queues (issue 19 part 1, ADR 0050): per lender, the statuses that need a person, each with
-- a service level; an application is an item of the queue of its lender and current status.
CREATE TABLE work_queues (
  work_queue_id     serial PRIMARY KEY,
  lender_id         integer NOT NULL REFERENCES lenders,
  status            text NOT NULL CHECK (status ~ '^[A-Z][A-Z0-9_-]{0,39}$'),
  amber_after_hours integer NOT NULL CHECK (amber_after_hours BETWEEN 1 AND 8760),
  red_after_hours   integer NOT NULL CHECK (red_after_hours BETWEEN 1 AND 8760),
  CHECK (red_after_hours > amber_after_hours),
  UNIQUE (lender_id, status)
);

INSERT INTO work_queues (lender_id, status, amber_after_hours, red_after_hours)
SELECT l.lender_id, s.status, 4, 24
  FROM lenders l CROSS JOIN (VALUES ('REFER'), ('INSPECT')) AS s (status);

-- Who holds an item lives on the application row itself, so that Take next claims it with one
-- UPDATE of a row locked FOR UPDATE SKIP LOCKED.
ALTER TABLE credit_applications
  ADD COLUMN queue_holder_id integer REFERENCES users ON DELETE SET NULL,
  ADD COLUMN queue_held_at timestamptz;

CREATE INDEX credit_applications_queue_idx
  ON credit_applications (lender_id, current_status, status_timestamp, credit_application_id);
CREATE INDEX credit_applications_queue_holder_idx
  ON credit_applications (queue_holder_id) WHERE queue_holder_id IS NOT NULL;

-- An item leaves its queue when its status changes, whichever path changes it: the hold goes too.
CREATE FUNCTION queues_release_hold_on_status_change() RETURNS trigger AS $$
BEGIN
  IF NEW.current_status IS DISTINCT FROM OLD.current_status THEN
    NEW.queue_holder_id := NULL;
    NEW.queue_held_at := NULL;
  END IF;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;

CREATE TRIGGER credit_applications_queue_release
  BEFORE UPDATE OF current_status ON credit_applications
  FOR EACH ROW EXECUTE FUNCTION queues_release_hold_on_status_change();

-- Groups that underwrite work the queues; groups that manage users also set them up.
INSERT INTO group_permissions (group_id, category_id, rule_id)
SELECT DISTINCT p.group_id, 200, 20
  FROM group_permissions p
 WHERE (p.category_id = 1 AND p.rule_id = 8) OR (p.category_id = 200 AND p.rule_id = 2)
ON CONFLICT DO NOTHING;
INSERT INTO group_permissions (group_id, category_id, rule_id)
SELECT DISTINCT p.group_id, 200, 21
  FROM group_permissions p
 WHERE p.category_id = 200 AND p.rule_id = 2
ON CONFLICT DO NOTHING;
