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

-- A merchant's lenders and lender statuses, copied onto its row so that the lists scope and filter
-- by lender from their covering indexes, one cheap test per index entry instead of a lookup:
-- lender_ids (a lender user's scope), lender_status_codes (lender_id * 16 + the status's place, for
-- a lender user's status filter) and lender_status_bits (one bit per status, for the staff's
-- filter). The places are APPROVED, DECLINED, CONDITIONALLY APPROVED, INFO NEEDED, PENDING,
-- SUSPENDED, SUSPENDED SETTLEMENT, SUSPENDED TRADING, then Not set (null; also a merchant given to
-- no lender); they live in retailer_lender_status_place alone. Statement-level triggers keep the
-- copies in step, so a bulk load (COPY) updates each merchant once.
CREATE FUNCTION retailer_lender_status_place(status text) RETURNS integer
  LANGUAGE sql IMMUTABLE AS $$
  SELECT array_position(ARRAY['APPROVED', 'DECLINED', 'CONDITIONALLY APPROVED', 'INFO NEEDED',
           'PENDING', 'SUSPENDED', 'SUSPENDED SETTLEMENT', 'SUSPENDED TRADING', 'null'],
           COALESCE(status, 'null')) - 1
$$;
CREATE FUNCTION retailer_lender_status_mask(statuses text[]) RETURNS integer
  LANGUAGE sql IMMUTABLE AS $$
  SELECT COALESCE(sum(DISTINCT 1 << retailer_lender_status_place(status)), 0)::integer
    FROM unnest(statuses) AS status
$$;
CREATE FUNCTION retailer_lender_status_codes(lender integer, statuses text[]) RETURNS integer[]
  LANGUAGE sql IMMUTABLE AS $$
  SELECT array_agg(lender * 16 + retailer_lender_status_place(status)) FROM unnest(statuses) AS status
$$;
ALTER TABLE retailers
  ADD COLUMN lender_ids integer[] NOT NULL DEFAULT '{}',
  ADD COLUMN lender_status_codes integer[] NOT NULL DEFAULT '{}',
  ADD COLUMN lender_status_bits integer NOT NULL DEFAULT retailer_lender_status_mask(ARRAY['null']);
CREATE FUNCTION refresh_retailer_lender_columns(merchants integer[]) RETURNS void
  LANGUAGE sql AS $$
  UPDATE retailers r
     SET lender_ids = COALESCE(copied.ids, '{}'),
         lender_status_codes = COALESCE(copied.codes, '{}'),
         lender_status_bits = COALESCE(copied.bits, retailer_lender_status_mask(ARRAY['null']))
    FROM (SELECT merchant.id,
                 array_agg(rl.lender_id ORDER BY rl.lender_id) FILTER (WHERE rl.lender_id IS NOT NULL) AS ids,
                 array_agg(rl.lender_id * 16 + retailer_lender_status_place(rl.lender_status)
                           ORDER BY rl.lender_id) FILTER (WHERE rl.lender_id IS NOT NULL) AS codes,
                 CASE WHEN count(rl.lender_id) > 0
                      THEN retailer_lender_status_mask(array_agg(COALESCE(rl.lender_status, 'null')))
                 END AS bits
            FROM unnest(merchants) AS merchant(id)
            LEFT JOIN retailer_lenders rl ON rl.retailer_id = merchant.id
           GROUP BY merchant.id) copied
   WHERE r.retailer_id = copied.id
$$;
SELECT refresh_retailer_lender_columns(ARRAY(SELECT retailer_id FROM retailers));
CREATE FUNCTION sync_retailer_lender_columns() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_retailer_lender_columns(ARRAY(SELECT DISTINCT retailer_id FROM changed_rows));
  RETURN NULL;
END $$;
CREATE TRIGGER retailer_lender_columns_on_insert AFTER INSERT ON retailer_lenders
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT
  EXECUTE FUNCTION sync_retailer_lender_columns();
CREATE TRIGGER retailer_lender_columns_on_update AFTER UPDATE ON retailer_lenders
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT
  EXECUTE FUNCTION sync_retailer_lender_columns();
CREATE TRIGGER retailer_lender_columns_on_delete AFTER DELETE ON retailer_lenders
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT
  EXECUTE FUNCTION sync_retailer_lender_columns();

-- The merchant lists page and count from these indexes alone (index-only scans): the name and
-- every filter column ride along in INCLUDE, so a page's rows and a like-search on the name never
-- read the table. The newest-first walk serves the default view and most filters; a single
-- selective status starts from its own index; the name and id orders walk theirs.
DROP INDEX retailers_created_idx;
CREATE INDEX retailers_created_idx ON retailers (created_at DESC, retailer_id DESC)
  INCLUDE (name, account_status, account_manager_user_id, product_package_id, decision_policy_id,
           lender_status_bits, lender_ids, lender_status_codes);
DROP INDEX retailers_status_idx;
CREATE INDEX retailers_status_idx ON retailers (account_status, created_at DESC, retailer_id DESC)
  INCLUDE (name, account_manager_user_id, product_package_id, decision_policy_id,
           lender_status_bits, lender_ids, lender_status_codes);
CREATE INDEX retailers_name_idx ON retailers (name, retailer_id)
  INCLUDE (created_at, account_status, account_manager_user_id, product_package_id,
           decision_policy_id, lender_status_bits, lender_ids, lender_status_codes);
CREATE INDEX retailers_id_list_idx ON retailers (retailer_id)
  INCLUDE (name, created_at, account_status, account_manager_user_id, product_package_id,
           decision_policy_id, lender_status_bits, lender_ids, lender_status_codes);
-- A selective account manager, product package or decision policy counts from its own index.
CREATE INDEX retailers_manager_idx ON retailers (account_manager_user_id, created_at DESC, retailer_id DESC)
  INCLUDE (name, account_status, product_package_id, decision_policy_id,
           lender_status_bits, lender_ids, lender_status_codes);
CREATE INDEX retailers_package_idx ON retailers (product_package_id, created_at DESC, retailer_id DESC)
  INCLUDE (name, account_status, account_manager_user_id, decision_policy_id,
           lender_status_bits, lender_ids, lender_status_codes);
CREATE INDEX retailers_policy_idx ON retailers (decision_policy_id, created_at DESC, retailer_id DESC)
  INCLUDE (name, account_status, account_manager_user_id, product_package_id,
           lender_status_bits, lender_ids, lender_status_codes);
-- Sign-in finds users by lower(username): merchants bring tens of thousands of users.
CREATE INDEX users_username_lower_idx ON users (lower(username));
