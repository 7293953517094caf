-- Saved views of a report: a name for a report's URL search string (filters, sort, page size),
-- kept by its owner and, when shared, offered to the members of the owner's group.

CREATE TABLE report_views (
  report_view_id serial PRIMARY KEY,
  owner_id       integer NOT NULL REFERENCES users ON DELETE CASCADE,
  report         text NOT NULL,
  name           text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 100),
  query          text NOT NULL CHECK (char_length(query) <= 2000),
  shared         boolean NOT NULL DEFAULT false,
  created_at     timestamptz NOT NULL DEFAULT now(),
  UNIQUE (owner_id, report, name)
);
-- The group's shared views of a report are found through their owners (users_group_idx).
CREATE INDEX report_views_shared_idx ON report_views (report, owner_id) WHERE shared;
