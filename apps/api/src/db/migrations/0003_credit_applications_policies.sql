-- Credit applications with their consumer, addresses, goods, deposit, decisions and history;
-- credit policies, modules, rules and conditions. Money is held in pence. Indexes serve the
-- list (filters, newest status first, keyset pages) and quick search (pg_trgm) at 1,000,000 rows.

CREATE TABLE credit_policies (
  credit_policy_id serial PRIMARY KEY,
  name             varchar(200) NOT NULL CHECK (char_length(name) >= 1),
  lender_id        integer NOT NULL REFERENCES lenders,
  regulated        boolean NOT NULL DEFAULT true,
  created_at       timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX credit_policies_lender_idx ON credit_policies (lender_id);

CREATE TABLE modules (
  module_id  serial PRIMARY KEY,
  name       varchar(200) NOT NULL CHECK (char_length(name) >= 1),
  lender_id  integer NOT NULL REFERENCES lenders,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX modules_lender_idx ON modules (lender_id);

CREATE TABLE credit_policy_stages (
  credit_policy_id integer NOT NULL REFERENCES credit_policies ON DELETE CASCADE,
  stage_order      integer NOT NULL,
  hard_search      boolean NOT NULL DEFAULT false,
  PRIMARY KEY (credit_policy_id, stage_order)
);

CREATE TABLE credit_policy_stage_modules (
  credit_policy_id integer NOT NULL,
  stage_order      integer NOT NULL,
  position         integer NOT NULL,
  module_id        integer NOT NULL REFERENCES modules,
  PRIMARY KEY (credit_policy_id, stage_order, position),
  FOREIGN KEY (credit_policy_id, stage_order) REFERENCES credit_policy_stages ON DELETE CASCADE
);

CREATE TABLE rules (
  rule_id          serial PRIMARY KEY,
  module_id        integer NOT NULL REFERENCES modules ON DELETE CASCADE,
  name             varchar(200) NOT NULL,
  rule_order       integer NOT NULL,
  termination_rule boolean NOT NULL DEFAULT false,
  UNIQUE (module_id, rule_order)
);

CREATE TABLE data_keys (
  data_provider text NOT NULL,
  key           text NOT NULL,
  PRIMARY KEY (data_provider, key)
);

CREATE TABLE rule_conditions (
  rule_id           integer NOT NULL REFERENCES rules ON DELETE CASCADE,
  condition_order   integer NOT NULL,
  data_provider     text NOT NULL,
  data_key          text NOT NULL,
  operator          text NOT NULL CHECK (operator IN ('>=', '<=', '==', '!=', 'begins(2)')),
  -- An empty value is stored as null.
  value             text,
  override          boolean NOT NULL DEFAULT false,
  action_true       text CHECK (action_true IN ('ACTION-CUSTOMER', 'ACCEPT', 'DECLINE', 'REFER', 'ACTION-LENDER', 'GOTO')),
  action_true_goto  integer,
  action_false      text CHECK (action_false IN ('ACTION-CUSTOMER', 'ACCEPT', 'DECLINE', 'REFER', 'ACTION-LENDER', 'GOTO')),
  action_false_goto integer,
  PRIMARY KEY (rule_id, condition_order),
  FOREIGN KEY (data_provider, data_key) REFERENCES data_keys,
  CHECK ((action_true = 'GOTO') = (action_true_goto IS NOT NULL)),
  CHECK ((action_false = 'GOTO') = (action_false_goto IS NOT NULL))
);

CREATE TABLE credit_applications (
  credit_application_id      bigserial PRIMARY KEY,
  credit_request_id          bigint NOT NULL UNIQUE,
  loan_type                  text NOT NULL CHECK (loan_type IN ('IS', 'ON', 'BL')),
  advance_pence              integer NOT NULL CHECK (advance_pence >= 0),
  retailer_id                integer NOT NULL REFERENCES retailers,
  retailer_reference         varchar(100),
  retailer_installation_name varchar(200),
  lender_id                  integer REFERENCES lenders,
  lender_reference           varchar(100),
  product_code               varchar(50) NOT NULL,
  -- No CHECK: an unrecognised status is stored and shown as 'UNKNOWN STATUS'.
  current_status             text NOT NULL,
  current_reason             varchar(1000),
  status_timestamp           timestamptz NOT NULL,
  time_submitted             timestamptz NOT NULL,
  outpayment_pence           integer,
  shadow_limit_pence         integer,
  credit_policy_id           integer REFERENCES credit_policies,
  customer_link              text,
  -- Consumer data hidden for data-protection reasons.
  data_protection_hidden     boolean NOT NULL DEFAULT false
);
-- List pages sort by status date (newest first) and page by keyset (status_timestamp, id).
CREATE INDEX credit_applications_status_date_idx ON credit_applications (status_timestamp DESC, credit_application_id DESC);
CREATE INDEX credit_applications_status_idx ON credit_applications (current_status, status_timestamp DESC, credit_application_id DESC);
CREATE INDEX credit_applications_retailer_idx ON credit_applications (retailer_id, status_timestamp DESC);
CREATE INDEX credit_applications_lender_idx ON credit_applications (lender_id, status_timestamp DESC, credit_application_id DESC);
CREATE INDEX credit_applications_submitted_idx ON credit_applications (time_submitted DESC);
CREATE INDEX credit_applications_retailer_reference_idx ON credit_applications (retailer_reference);
CREATE INDEX credit_applications_lender_reference_idx ON credit_applications (lender_reference);

CREATE TABLE application_lenders (
  credit_application_id bigint NOT NULL REFERENCES credit_applications ON DELETE CASCADE,
  lender_id             integer NOT NULL REFERENCES lenders,
  PRIMARY KEY (credit_application_id, lender_id)
);

CREATE TABLE consumers (
  credit_application_id bigint PRIMARY KEY REFERENCES credit_applications ON DELETE CASCADE,
  title                 varchar(20),
  forename              varchar(100) NOT NULL,
  middle_name           varchar(100),
  surname               varchar(100) NOT NULL,
  phone_number          varchar(20),
  mobile_number         varchar(20),
  email_address         varchar(254),
  date_of_birth         date,
  marital_status        text,
  residential_status    text,
  nationality           text,
  entry_date            date,
  visa_expiry           date,
  employment_status     text,
  occupation            varchar(100),
  employer_name         varchar(100),
  employment_time_years integer,
  salary_pence          integer,
  salary_type           text CHECK (salary_type IN ('GROSS_ANNUAL', 'NET_MONTHLY')),
  number_dependants     integer,
  bank_time_with_years  integer,
  bank_time_with_months integer,
  bank_current_account  varchar(15),
  bank_sortcode         varchar(15),
  bank_name             varchar(100),
  bank_postcode         varchar(15),
  bank_address_line1    varchar(100),
  bank_address_line2    varchar(100),
  user_agent            text
);
-- Quick search by consumer name and email.
CREATE INDEX consumers_name_trgm_idx ON consumers USING gin ((forename || ' ' || surname) gin_trgm_ops);
CREATE INDEX consumers_email_trgm_idx ON consumers USING gin (email_address gin_trgm_ops);
CREATE INDEX consumers_surname_idx ON consumers (lower(surname));

CREATE TABLE consumer_expenditures (
  credit_application_id bigint NOT NULL REFERENCES consumers ON DELETE CASCADE,
  expenditure_type      text NOT NULL,
  amount_pence          integer NOT NULL CHECK (amount_pence >= 0),
  PRIMARY KEY (credit_application_id, expenditure_type)
);

CREATE TABLE addresses (
  credit_application_id bigint NOT NULL REFERENCES consumers ON DELETE CASCADE,
  -- 1 current, 2 and 3 previous.
  address_number        smallint NOT NULL CHECK (address_number BETWEEN 1 AND 3),
  flat                  varchar(100),
  house_name            varchar(100),
  street_number         varchar(20),
  street                varchar(100) NOT NULL,
  town                  varchar(100) NOT NULL,
  district              varchar(100),
  county                varchar(100),
  postcode              varchar(15) NOT NULL,
  time_years            smallint NOT NULL CHECK (time_years BETWEEN 0 AND 10),
  time_months           smallint NOT NULL DEFAULT 0 CHECK (time_months BETWEEN 0 AND 11),
  PRIMARY KEY (credit_application_id, address_number),
  CHECK (house_name IS NOT NULL OR street_number IS NOT NULL)
);
CREATE INDEX addresses_postcode_idx ON addresses (replace(upper(postcode), ' ', ''));

CREATE TABLE goods (
  goods_id              bigserial PRIMARY KEY,
  credit_application_id bigint NOT NULL REFERENCES credit_applications ON DELETE CASCADE,
  description           varchar(200) NOT NULL,
  price_pence           integer NOT NULL CHECK (price_pence >= 0),
  quantity              integer NOT NULL CHECK (quantity > 0)
);
CREATE INDEX goods_application_idx ON goods (credit_application_id);

CREATE TABLE deposits (
  credit_application_id bigint PRIMARY KEY REFERENCES credit_applications ON DELETE CASCADE,
  amount_pence          integer NOT NULL CHECK (amount_pence >= 0),
  paid                  boolean NOT NULL DEFAULT false,
  time_paid             timestamptz,
  vpstx_id              text,
  card_ending           varchar(4),
  security_key          text,
  card_type             text,
  tx_auth_number        text,
  vendor_code           text
);

CREATE TABLE deposit_errors (
  deposit_error_id      bigserial PRIMARY KEY,
  credit_application_id bigint NOT NULL REFERENCES deposits ON DELETE CASCADE,
  message               varchar(1000) NOT NULL,
  occurred_at           timestamptz NOT NULL
);
CREATE INDEX deposit_errors_application_idx ON deposit_errors (credit_application_id);

CREATE TABLE status_logs (
  status_log_id         bigserial PRIMARY KEY,
  credit_application_id bigint NOT NULL REFERENCES credit_applications ON DELETE CASCADE,
  status                text NOT NULL,
  reason                varchar(1000),
  logged_at             timestamptz NOT NULL,
  user_id               integer REFERENCES users ON DELETE SET NULL
);
CREATE INDEX status_logs_application_idx ON status_logs (credit_application_id, logged_at DESC);

CREATE TABLE decision_logs (
  decision_log_id       bigserial PRIMARY KEY,
  credit_application_id bigint NOT NULL REFERENCES credit_applications ON DELETE CASCADE,
  is_current            boolean NOT NULL DEFAULT false,
  status                text NOT NULL,
  product_code          varchar(50),
  lender_id             integer REFERENCES lenders,
  tier                  text,
  time_taken_ms         integer NOT NULL CHECK (time_taken_ms >= 0),
  logged_at             timestamptz NOT NULL,
  rules                 jsonb NOT NULL DEFAULT '[]',
  service_rules         jsonb NOT NULL DEFAULT '[]'
);
CREATE INDEX decision_logs_application_idx ON decision_logs (credit_application_id, logged_at DESC);
CREATE UNIQUE INDEX decision_logs_current_idx ON decision_logs (credit_application_id) WHERE is_current;

-- The bureau file is a nested document (summaries, accounts, electoral roll, …): kept as jsonb.
CREATE TABLE credit_files (
  credit_file_id        bigserial PRIMARY KEY,
  credit_application_id bigint NOT NULL REFERENCES credit_applications ON DELETE CASCADE,
  decision_log_id       bigint REFERENCES decision_logs ON DELETE CASCADE,
  search_id             text NOT NULL,
  credit_score          integer,
  content               jsonb NOT NULL
);
CREATE INDEX credit_files_application_idx ON credit_files (credit_application_id);

CREATE TABLE credit_sentry (
  credit_application_id bigint PRIMARY KEY REFERENCES credit_applications ON DELETE CASCADE,
  flags                 text[] NOT NULL DEFAULT '{}',
  -- idscan, maxmind, tracesmart (with sanction data), bank_enhanced: sections of display/value.
  content               jsonb NOT NULL DEFAULT '{}'
);

CREATE TABLE id_uploads (
  id_upload_id          bigserial PRIMARY KEY,
  credit_application_id bigint NOT NULL REFERENCES credit_applications ON DELETE CASCADE,
  attempt               integer NOT NULL,
  upload_id             integer NOT NULL REFERENCES uploads,
  check_state           text NOT NULL DEFAULT 'pending' CHECK (check_state IN ('pending', 'passed', 'failed'))
);
CREATE INDEX id_uploads_application_idx ON id_uploads (credit_application_id);

CREATE TABLE id_verification_events (
  event_id              bigserial PRIMARY KEY,
  credit_application_id bigint NOT NULL REFERENCES credit_applications ON DELETE CASCADE,
  name                  text NOT NULL,
  vendor_reference      text,
  internal_reference    text,
  occurred_at           timestamptz NOT NULL
);
CREATE INDEX id_verification_events_application_idx ON id_verification_events (credit_application_id);

CREATE TABLE application_notes (
  note_id               bigserial PRIMARY KEY,
  credit_application_id bigint NOT NULL REFERENCES credit_applications ON DELETE CASCADE,
  long_text             varchar(1000) NOT NULL,
  -- Null means every lender.
  lender_id             integer REFERENCES lenders,
  note_type             text NOT NULL DEFAULT 'Internal Note' CHECK (note_type IN ('Retailer Note', 'Internal Note')),
  reply_to              varchar(254),
  recipients            text[] NOT NULL DEFAULT '{}',
  author_user_id        integer REFERENCES users ON DELETE SET NULL,
  created_at            timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX application_notes_application_idx ON application_notes (credit_application_id, created_at DESC);

CREATE TABLE application_note_attachments (
  note_id   bigint NOT NULL REFERENCES application_notes ON DELETE CASCADE,
  upload_id integer NOT NULL REFERENCES uploads,
  PRIMARY KEY (note_id, upload_id)
);

CREATE TABLE application_attachments (
  credit_application_id bigint NOT NULL REFERENCES credit_applications ON DELETE CASCADE,
  upload_id             integer NOT NULL REFERENCES uploads,
  name                  varchar(200) NOT NULL,
  PRIMARY KEY (credit_application_id, upload_id)
);

CREATE TABLE csns (
  csn_id                bigserial PRIMARY KEY,
  credit_application_id bigint NOT NULL REFERENCES credit_applications ON DELETE CASCADE,
  type                  text NOT NULL,
  app_status            text NOT NULL,
  csn_status            text NOT NULL,
  sent_at               timestamptz NOT NULL,
  data                  jsonb NOT NULL DEFAULT '{}'
);
CREATE INDEX csns_application_idx ON csns (credit_application_id, sent_at DESC);

CREATE TABLE charges (
  charge_id             bigserial PRIMARY KEY,
  credit_application_id bigint NOT NULL REFERENCES credit_applications ON DELETE CASCADE,
  description           varchar(200) NOT NULL,
  amount_pence          integer NOT NULL,
  created_at            timestamptz NOT NULL
);
CREATE INDEX charges_application_idx ON charges (credit_application_id);

CREATE TABLE custom_data (
  credit_application_id bigint NOT NULL REFERENCES credit_applications ON DELETE CASCADE,
  name                  varchar(100) NOT NULL,
  value                 text NOT NULL,
  PRIMARY KEY (credit_application_id, name)
);
