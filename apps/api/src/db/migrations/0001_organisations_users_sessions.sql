-- Organisations, users, groups and permissions, sessions, password links, shell data.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

CREATE TABLE organisations (
  organisation_id   serial PRIMARY KEY,
  organisation_type text NOT NULL CHECK (organisation_type IN ('service_user', 'lender')),
  name              text NOT NULL,
  -- Empty means any address may sign in; otherwise only these addresses (exact match).
  ip_allow_list     text[] NOT NULL DEFAULT '{}'
);

CREATE TABLE service_users (
  service_user_id serial PRIMARY KEY,
  organisation_id integer NOT NULL REFERENCES organisations,
  name            text NOT NULL,
  host            text UNIQUE
);

CREATE TABLE service_user_defaults (
  service_user_id integer NOT NULL REFERENCES service_users ON DELETE CASCADE,
  default_key     text NOT NULL,
  default_value   text NOT NULL,
  PRIMARY KEY (service_user_id, default_key)
);

CREATE TABLE lenders (
  lender_id       integer PRIMARY KEY,
  organisation_id integer NOT NULL REFERENCES organisations,
  name            text NOT NULL
);

CREATE TABLE user_groups (
  group_id         serial PRIMARY KEY,
  organisation_id  integer NOT NULL REFERENCES organisations,
  group_name       text NOT NULL CHECK (char_length(group_name) BETWEEN 4 AND 100),
  created_by       integer,
  last_modified    timestamptz NOT NULL DEFAULT now(),
  modified_by      integer,
  UNIQUE (organisation_id, group_name)
);

CREATE TABLE group_permissions (
  group_id    integer NOT NULL REFERENCES user_groups ON DELETE CASCADE,
  category_id integer NOT NULL,
  rule_id     integer NOT NULL,
  PRIMARY KEY (group_id, category_id, rule_id)
);

CREATE TABLE users (
  user_id                serial PRIMARY KEY,
  organisation_id        integer NOT NULL REFERENCES organisations,
  group_id               integer NOT NULL REFERENCES user_groups,
  username               text NOT NULL UNIQUE CHECK (char_length(username) BETWEEN 4 AND 100),
  first_name             text NOT NULL,
  last_name              text NOT NULL,
  email                  text,
  mobile                 text,
  default_reply_to_email text,
  user_type              text NOT NULL CHECK (user_type IN ('service_user', 'lender')),
  service_user_id        integer REFERENCES service_users,
  lender_id              integer REFERENCES lenders,
  password_hash          text,
  failed_sign_ins        integer NOT NULL DEFAULT 0,
  locked                 boolean NOT NULL DEFAULT false,
  instore_training       boolean NOT NULL DEFAULT false,
  last_login             timestamptz,
  created                timestamptz NOT NULL DEFAULT now(),
  created_by             integer REFERENCES users
);
ALTER TABLE user_groups ADD FOREIGN KEY (created_by) REFERENCES users;
ALTER TABLE user_groups ADD FOREIGN KEY (modified_by) REFERENCES users;
CREATE INDEX users_group_idx ON users (group_id);
CREATE INDEX users_username_trgm_idx ON users USING gin (username gin_trgm_ops);

-- Tokens are stored only as SHA-256 hashes; a session family links an access token to the
-- refresh tokens rotated from the same sign-in, so that reuse can revoke all of them.
CREATE TABLE session_families (
  family_id   uuid PRIMARY KEY,
  user_id     integer NOT NULL REFERENCES users ON DELETE CASCADE,
  remember    boolean NOT NULL DEFAULT false,
  created_at  timestamptz NOT NULL DEFAULT now(),
  revoked_at  timestamptz,
  revoked_why text
);

CREATE TABLE access_tokens (
  token_hash  text PRIMARY KEY,
  family_id   uuid NOT NULL REFERENCES session_families ON DELETE CASCADE,
  expires_at  timestamptz NOT NULL
);
CREATE INDEX access_tokens_family_idx ON access_tokens (family_id);

CREATE TABLE refresh_tokens (
  token_hash  text PRIMARY KEY,
  family_id   uuid NOT NULL REFERENCES session_families ON DELETE CASCADE,
  expires_at  timestamptz NOT NULL,
  used_at     timestamptz
);
CREATE INDEX refresh_tokens_family_idx ON refresh_tokens (family_id);

CREATE TABLE password_links (
  token_hash  text PRIMARY KEY,
  user_id     integer NOT NULL REFERENCES users ON DELETE CASCADE,
  purpose     text NOT NULL CHECK (purpose IN ('creation', 'reset')),
  expires_at  timestamptz NOT NULL,
  used_at     timestamptz
);

CREATE TABLE password_reset_requests (
  request_id   serial PRIMARY KEY,
  username     text NOT NULL,
  user_id      integer REFERENCES users ON DELETE CASCADE,
  requested_at timestamptz NOT NULL DEFAULT now(),
  ip_address   text
);

CREATE TABLE sign_in_attempts (
  attempt_id   bigserial PRIMARY KEY,
  username     text NOT NULL,
  ip_address   text NOT NULL,
  succeeded    boolean NOT NULL,
  attempted_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX sign_in_attempts_ip_idx ON sign_in_attempts (ip_address, attempted_at);

CREATE TABLE announcements (
  announcement_id serial PRIMARY KEY,
  service_user_id integer NOT NULL REFERENCES service_users ON DELETE CASCADE,
  title           text NOT NULL,
  content         text NOT NULL,
  url             text,
  created_at      timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX announcements_service_user_idx ON announcements (service_user_id, created_at DESC);

CREATE TABLE users_widgets (
  users_widgets_id      serial PRIMARY KEY,
  user_id               integer NOT NULL UNIQUE REFERENCES users ON DELETE CASCADE,
  widgets_configuration jsonb NOT NULL
);

CREATE TABLE audit_log (
  audit_id    bigserial PRIMARY KEY,
  user_id     integer REFERENCES users ON DELETE SET NULL,
  action      text NOT NULL,
  subject     text NOT NULL,
  detail      jsonb,
  ip_address  text,
  happened_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX audit_log_subject_idx ON audit_log (subject, happened_at DESC);
