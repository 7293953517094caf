-- Email the server sends (password creation links, scheduled reports). Kept here so an
-- administrator can read what was sent when no SMTP server is configured.
CREATE TABLE outbox_messages (
  message_id      serial PRIMARY KEY,
  organisation_id integer NOT NULL REFERENCES organisations,
  recipient       text NOT NULL,
  subject         text NOT NULL,
  body            text NOT NULL,
  created_at      timestamptz NOT NULL DEFAULT now(),
  sent_at         timestamptz
);
CREATE INDEX outbox_messages_organisation_idx ON outbox_messages (organisation_id, created_at DESC);
