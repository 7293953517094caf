-- Merchant management (issue 13): merchants' own organisations, users and groups (whom staff
-- ghost as), single-use ghost tokens and ghost sessions, audit entries made while ghosted,
-- merchant uploads, Contact Merchant emails recorded as notes, short CCL numbers kept as typed,
-- and the merchant list's covering indexes for 50,000 merchants.

-- A merchant's users belong to its own organisation (type retailer); their groups live there.
ALTER TABLE organisations DROP CONSTRAINT organisations_organisation_type_check;
ALTER TABLE organisations ADD CONSTRAINT organisations_organisation_type_check
  CHECK (organisation_type IN ('service_user', 'lender', 'retailer'));
ALTER TABLE retailers ADD COLUMN organisation_id integer REFERENCES organisations;
CREATE UNIQUE INDEX retailers_organisation_idx ON retailers (organisation_id)
  WHERE organisation_id IS NOT NULL;
-- Whether a merchant has users (Ghost in as User) is asked per list row.
CREATE INDEX users_organisation_idx ON users (organisation_id);
-- The portal account of each retailer_users row (its base group and group names stay there).
ALTER TABLE retailer_users ADD COLUMN user_id integer UNIQUE REFERENCES users ON DELETE CASCADE;

-- A CCL number is kept as typed (at most 15); under a regulated decision policy provisional
-- approval needs one of at least 6 characters, which the action checks.
ALTER TABLE retailers DROP CONSTRAINT retailers_ccl_number_check;
ALTER TABLE retailers ADD CONSTRAINT retailers_ccl_number_check
  CHECK (ccl_number IS NULL OR char_length(ccl_number) BETWEEN 1 AND 15);

-- Ghost in as User: a staff member gets a short-lived token for one merchant user, exchanged
-- once for a session of that user marked with the staff member's id.
CREATE TABLE ghost_tokens (
  token_hash  text PRIMARY KEY,
  user_id     integer NOT NULL REFERENCES users ON DELETE CASCADE,
  retailer_id integer NOT NULL REFERENCES retailers ON DELETE CASCADE,
  issued_by   integer NOT NULL REFERENCES users ON DELETE CASCADE,
  expires_at  timestamptz NOT NULL,
  used_at     timestamptz,
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX ghost_tokens_issued_by_idx ON ghost_tokens (issued_by, created_at DESC);
ALTER TABLE session_families ADD COLUMN ghosted_by integer REFERENCES users ON DELETE CASCADE;

-- Every audit entry written in a ghost session's request names the staff member: the request
-- sets backoffice.ghosted_by for its transaction, so no audit writer has to remember it.
ALTER TABLE audit_log ADD COLUMN ghosted_by integer REFERENCES users ON DELETE SET NULL
  DEFAULT NULLIF(current_setting('backoffice.ghosted_by', true), '')::integer;

-- A bank details block has an address of three lines plus a post code (merchants.md section 2).
ALTER TABLE retailer_bank_details RENAME COLUMN address TO address_line_1;
ALTER TABLE retailer_bank_details
  ADD COLUMN address_line_2 varchar(100),
  ADD COLUMN address_line_3 varchar(100),
  ADD COLUMN post_code      varchar(15);

-- Merchant uploads: note attachments and custom operating agreements.
ALTER TABLE uploads ADD COLUMN retailer_id integer REFERENCES retailers ON DELETE CASCADE;
CREATE INDEX uploads_retailer_idx ON uploads (retailer_id) WHERE retailer_id IS NOT NULL;
ALTER TABLE retailer_agreements ADD CONSTRAINT retailer_agreements_upload_check
  CHECK (type <> 'pre_agreed_upload' OR file_id IS NOT NULL);

-- Contact Merchant: the email is recorded as a note of the merchant.
ALTER TABLE retailer_emails ADD COLUMN note_id integer REFERENCES retailer_notes ON DELETE CASCADE;
CREATE UNIQUE INDEX retailer_emails_note_idx ON retailer_emails (note_id);
CREATE INDEX retailer_flags_retailer_idx ON retailer_flags (retailer_id, created_at DESC);

-- A merchant's lender statuses as keys its list rows carry, so that the lists filter and scope
-- by lender from their indexes: each lender's id ('2'), its status with that lender ('2:PENDING',
-- '2:null') and the status alone ('PENDING', 'null'); a merchant without lenders has 'null'.
-- Statement-level triggers keep them in step, so a bulk load (COPY) updates each merchant once.
ALTER TABLE retailers ADD COLUMN lender_status_keys text[] NOT NULL DEFAULT ARRAY['null'];
CREATE FUNCTION retailer_lender_status_keys(merchant integer) RETURNS text[]
  LANGUAGE sql STABLE AS $$
  SELECT COALESCE(array_agg(DISTINCT key ORDER BY key), ARRAY['null'])
    FROM retailer_lenders rl,
         LATERAL (VALUES (rl.lender_id::text),
                         (rl.lender_id || ':' || COALESCE(rl.lender_status, 'null')),
                         (COALESCE(rl.lender_status, 'null'))) AS keys(key)
   WHERE rl.retailer_id = merchant
$$;
UPDATE retailers SET lender_status_keys = retailer_lender_status_keys(retailer_id);
CREATE FUNCTION sync_retailer_lender_status_keys() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE retailers r SET lender_status_keys = retailer_lender_status_keys(r.retailer_id)
   WHERE r.retailer_id IN (SELECT DISTINCT retailer_id FROM changed_rows);
  RETURN NULL;
END $$;
CREATE TRIGGER retailer_lender_status_keys_on_insert AFTER INSERT ON retailer_lenders
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT
  EXECUTE FUNCTION sync_retailer_lender_status_keys();
CREATE TRIGGER retailer_lender_status_keys_on_update AFTER UPDATE ON retailer_lenders
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT
  EXECUTE FUNCTION sync_retailer_lender_status_keys();
CREATE TRIGGER retailer_lender_status_keys_on_delete AFTER DELETE ON retailer_lenders
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT
  EXECUTE FUNCTION sync_retailer_lender_status_keys();

-- The merchant lists page and count from these indexes alone (index-only scans): the name and
-- every filter column ride along in INCLUDE, so a page's rows and a like-search on the name never
-- read the table. The newest-first walk serves the default view and most filters; a single
-- selective status starts from its own index; the name and id orders walk theirs.
DROP INDEX retailers_created_idx;
CREATE INDEX retailers_created_idx ON retailers (created_at DESC, retailer_id DESC)
  INCLUDE (name, account_status, account_manager_user_id, product_package_id, decision_policy_id,
           lender_status_keys);
DROP INDEX retailers_status_idx;
CREATE INDEX retailers_status_idx ON retailers (account_status, created_at DESC, retailer_id DESC)
  INCLUDE (name, account_manager_user_id, product_package_id, decision_policy_id,
           lender_status_keys);
CREATE INDEX retailers_name_idx ON retailers (name, retailer_id)
  INCLUDE (created_at, account_status, account_manager_user_id, product_package_id,
           decision_policy_id, lender_status_keys);
CREATE INDEX retailers_id_list_idx ON retailers (retailer_id)
  INCLUDE (name, created_at, account_status, account_manager_user_id, product_package_id,
           decision_policy_id, lender_status_keys);
-- Sign-in finds users by lower(username): merchants bring tens of thousands of users.
CREATE INDEX users_username_lower_idx ON users (lower(username));
