-- Fraud watch lists uploaded in chunks, and matched against credit applications.
--
-- A list of up to 100,000 items arrives in chunks: its row is made in state 'uploading' (hidden
-- from every list and never enabled), each chunk adds its items in its own transaction, and the
-- commit enables it and ends the previous list in one transaction. An upload abandoned or failed
-- before its commit is deleted with its items when it expires, so nothing half-saved is ever seen.

ALTER TABLE fraud_watch_lists
  ADD COLUMN state text NOT NULL DEFAULT 'complete' CHECK (state IN ('uploading', 'complete')),
  ADD COLUMN expected_items integer CHECK (expected_items BETWEEN 1 AND 100000),
  ADD COLUMN upload_expires_at timestamptz,
  -- Kept at commit, so the report shows counts without counting 100,000 rows per list.
  ADD COLUMN item_count integer NOT NULL DEFAULT 0 CHECK (item_count >= 0),
  ALTER COLUMN start_time DROP NOT NULL,
  ADD CHECK (state = 'uploading' OR start_time IS NOT NULL),
  ADD CHECK (state = 'complete' OR NOT enabled);
UPDATE fraud_watch_lists l
   SET item_count = (SELECT count(*) FROM fraud_watch_list_items i
                      WHERE i.fraud_watch_list_id = l.fraud_watch_list_id);
-- At most one list is enabled at a time.
CREATE UNIQUE INDEX fraud_watch_lists_enabled_idx ON fraud_watch_lists ((true)) WHERE enabled;
CREATE INDEX fraud_watch_lists_start_idx ON fraud_watch_lists (start_time DESC, fraud_watch_list_id DESC)
  WHERE state = 'complete';
CREATE INDEX fraud_watch_lists_expiry_idx ON fraud_watch_lists (upload_expires_at)
  WHERE state = 'uploading';

-- The chunks an upload has received, so that a chunk sent again (a retry after a lost answer)
-- is recognised instead of adding its items twice.
CREATE TABLE fraud_watch_list_upload_chunks (
  fraud_watch_list_id integer NOT NULL REFERENCES fraud_watch_lists ON DELETE CASCADE,
  chunk_index         integer NOT NULL CHECK (chunk_index >= 0),
  item_count          integer NOT NULL CHECK (item_count > 0),
  PRIMARY KEY (fraud_watch_list_id, chunk_index)
);

-- The contract takes account numbers of up to 20 characters.
ALTER TABLE fraud_watch_list_items ALTER COLUMN currentaccount TYPE varchar(20);

-- Each item's normalised match keys (watchListItemKeys in the domain model), each indexed by
-- list, so an application's keys are looked up instead of the list being read.
ALTER TABLE fraud_watch_list_items
  ADD COLUMN match_postcode      text,
  ADD COLUMN match_phone         text,
  ADD COLUMN match_mobile        text,
  ADD COLUMN match_email         text,
  ADD COLUMN match_bank_account  text,
  ADD COLUMN match_ip_address    text,
  ADD COLUMN match_name_postcode text;

-- Keys for items stored before this migration; later items get theirs from the domain model,
-- whose rules these expressions repeat.
UPDATE fraud_watch_list_items SET
  match_postcode = CASE WHEN length(regexp_replace(upper(postcode), '[^A-Z0-9]', '', 'g')) >= 2
                        THEN regexp_replace(upper(postcode), '[^A-Z0-9]', '', 'g') END,
  match_email = CASE WHEN emailaddress LIKE '%@%' THEN lower(trim(emailaddress)) END,
  match_bank_account = CASE WHEN regexp_replace(sortcode, '\D', '', 'g') <> ''
                             AND regexp_replace(currentaccount, '\D', '', 'g') <> ''
                            THEN regexp_replace(sortcode, '\D', '', 'g') || ':'
                                 || regexp_replace(currentaccount, '\D', '', 'g') END,
  match_ip_address = NULLIF(regexp_replace(lower(trim(ip_address)),
                                           '^::ffff:(\d+\.\d+\.\d+\.\d+)$', '\1'), ''),
  match_name_postcode =
    CASE WHEN lower(regexp_replace(normalize(coalesce(forename, ''), NFKD), '[^a-zA-Z]', '', 'g')) <> ''
          AND lower(regexp_replace(normalize(coalesce(surname, ''), NFKD), '[^a-zA-Z]', '', 'g')) <> ''
          AND length(regexp_replace(upper(postcode), '[^A-Z0-9]', '', 'g')) >= 2
         THEN lower(regexp_replace(normalize(forename, NFKD), '[^a-zA-Z]', '', 'g')) || ' '
              || lower(regexp_replace(normalize(surname, NFKD), '[^a-zA-Z]', '', 'g')) || '|'
              || regexp_replace(upper(postcode), '[^A-Z0-9]', '', 'g') END;
UPDATE fraud_watch_list_items i SET match_phone = k.phone, match_mobile = k.mobile
  FROM (SELECT fraud_watch_list_item_id, (
          SELECT CASE WHEN length(n) >= 6 THEN '0' || n END
            FROM (SELECT ltrim(CASE WHEN d LIKE '0044%' THEN substr(d, 5)
                                    WHEN phonenumber ~ '^\s*\+' AND d LIKE '44%' THEN substr(d, 3)
                                    ELSE d END, '0') AS n
                    FROM (SELECT regexp_replace(phonenumber, '\D', '', 'g') AS d) digits) national
        ) AS phone, (
          SELECT CASE WHEN length(n) >= 6 THEN '0' || n END
            FROM (SELECT ltrim(CASE WHEN d LIKE '0044%' THEN substr(d, 5)
                                    WHEN mobilenumber ~ '^\s*\+' AND d LIKE '44%' THEN substr(d, 3)
                                    ELSE d END, '0') AS n
                    FROM (SELECT regexp_replace(mobilenumber, '\D', '', 'g') AS d) digits) national
        ) AS mobile
          FROM fraud_watch_list_items) k
 WHERE k.fraud_watch_list_item_id = i.fraud_watch_list_item_id;

DROP INDEX fraud_watch_list_items_list_idx;
CREATE INDEX fraud_watch_list_items_list_idx ON fraud_watch_list_items (fraud_watch_list_id, fraud_watch_list_item_id);
CREATE INDEX fraud_watch_list_items_postcode_idx ON fraud_watch_list_items (fraud_watch_list_id, match_postcode)
  WHERE match_postcode IS NOT NULL;
CREATE INDEX fraud_watch_list_items_phone_idx ON fraud_watch_list_items (fraud_watch_list_id, match_phone)
  WHERE match_phone IS NOT NULL;
CREATE INDEX fraud_watch_list_items_mobile_idx ON fraud_watch_list_items (fraud_watch_list_id, match_mobile)
  WHERE match_mobile IS NOT NULL;
CREATE INDEX fraud_watch_list_items_email_idx ON fraud_watch_list_items (fraud_watch_list_id, match_email)
  WHERE match_email IS NOT NULL;
CREATE INDEX fraud_watch_list_items_bank_idx ON fraud_watch_list_items (fraud_watch_list_id, match_bank_account)
  WHERE match_bank_account IS NOT NULL;
CREATE INDEX fraud_watch_list_items_ip_idx ON fraud_watch_list_items (fraud_watch_list_id, match_ip_address)
  WHERE match_ip_address IS NOT NULL;
CREATE INDEX fraud_watch_list_items_name_postcode_idx ON fraud_watch_list_items (fraud_watch_list_id, match_name_postcode)
  WHERE match_name_postcode IS NOT NULL;

-- Where an application was made from: matched against the list's IP addresses.
ALTER TABLE credit_applications ADD COLUMN ip_address varchar(45);

-- The decision engine's watch list key. A database seeded before this migration gets it here;
-- a fresh one gets it with the rest of the catalogue when the seed runs.
INSERT INTO data_keys (data_provider, key)
SELECT 'credit_sentry', 'watch_list_match' WHERE EXISTS (SELECT 1 FROM data_keys)
ON CONFLICT DO NOTHING;
