-- Merchants (retailers) with contacts, flags, notes, agreements and rate cards; uploads and
-- lender documents, which agreements and notes refer to. Money is held in pence.

CREATE TABLE uploads (
  upload_id     serial PRIMARY KEY,
  s3_file_id    uuid NOT NULL UNIQUE,
  file_name     text NOT NULL,
  content_type  text NOT NULL,
  size_bytes    integer NOT NULL CHECK (size_bytes >= 0),
  -- Relative to DATA_DIR/files (or the bucket key when an object store is used).
  storage_path  text NOT NULL,
  state         text NOT NULL DEFAULT 'stored' CHECK (state IN ('pending', 'stored', 'rejected')),
  uploaded_by   integer REFERENCES users ON DELETE SET NULL,
  created_at    timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE documents (
  document_id          serial PRIMARY KEY,
  title                text NOT NULL CHECK (char_length(title) BETWEEN 1 AND 200),
  document_type        text NOT NULL CHECK (document_type IN (
                         'direct_debit', 'precontract_explanation', 'precontract',
                         'customer_declaration', 'precontract_information',
                         'retailer_operating_agreement')),
  owner_id             integer NOT NULL REFERENCES lenders (lender_id),
  notes                text,
  author_user_id       integer REFERENCES users ON DELETE SET NULL,
  tags                 text[] NOT NULL DEFAULT '{}',
  live_version         integer,
  latest_draft_version integer,
  created_at           timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX documents_owner_idx ON documents (owner_id, document_type);

CREATE TABLE document_versions (
  document_id    integer NOT NULL REFERENCES documents ON DELETE CASCADE,
  version        integer NOT NULL CHECK (version > 0),
  state          text NOT NULL CHECK (state IN ('draft', 'published')),
  content        text NOT NULL,
  notes          text[] NOT NULL DEFAULT '{}',
  author_user_id integer REFERENCES users ON DELETE SET NULL,
  created_at     timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (document_id, version)
);

CREATE TABLE product_packages (
  product_package_id serial PRIMARY KEY,
  name               text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 200)
);

CREATE TABLE decision_policies (
  decision_policy_id serial PRIMARY KEY,
  name               text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 200),
  is_regulated       boolean NOT NULL DEFAULT true
);

CREATE TABLE retailers (
  retailer_id                    serial PRIMARY KEY,
  service_user_id                integer NOT NULL REFERENCES service_users,
  name                           text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 200),
  registration_number            varchar(15),
  -- Shown as "CCL Number"; the older name vat_number is kept by the API.
  ccl_number                     text CHECK (ccl_number IS NULL OR char_length(ccl_number) BETWEEN 6 AND 15),
  ccl_start_date                 date,
  legal_status                   text CHECK (legal_status IN (
                                   'limited', 'pub_limited', 'sole_trader', 'partnership', 'limited_liability')),
  principle_trading_url          varchar(200),
  description_type_goods         varchar(200),
  address_line_1                 varchar(100),
  address_line_2                 varchar(100),
  address_line_3                 varchar(100),
  post_code                      varchar(15),
  account_status                 text NOT NULL CHECK (account_status IN (
                                   'application', 'pending', 'test', 'provisional', 'live', 'suspended',
                                   'suspended-trading', 'suspended-settlement', 'terminated', 'deleted',
                                   'declined', 'rejected')),
  account_type                   text CHECK (account_type IN ('Starter', 'Standard', 'Professional', 'Corporate')),
  account_manager_user_id        integer REFERENCES users ON DELETE SET NULL,
  sign_up_fee_pence              integer CHECK (sign_up_fee_pence >= 0),
  monthly_cost_pence             integer CHECK (monthly_cost_pence >= 0),
  product_package_id             integer REFERENCES product_packages,
  decision_policy_id             integer REFERENCES decision_policies,
  average_time_receipt_goods     text CHECK (average_time_receipt_goods IN ('5 days', '1 mon', '2 mons', '3 mons', '1 year')),
  annual_sales_turnover_pence    bigint,
  annual_finance_turnover_pence  bigint,
  net_worth_pence                bigint,
  net_profit_pence               bigint,
  average_order_value_pence      integer,
  cds_enabled                    boolean NOT NULL DEFAULT false,
  cds_check_factor               numeric(5, 2),
  signed_up                      date,
  created_at                     timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX retailers_status_idx ON retailers (account_status, created_at DESC, retailer_id DESC);
CREATE INDEX retailers_created_idx ON retailers (created_at DESC, retailer_id DESC);
CREATE INDEX retailers_name_trgm_idx ON retailers USING gin (name gin_trgm_ops);
CREATE INDEX retailers_post_code_idx ON retailers (post_code);

-- The merchant's standing with each lender it trades through; null status is "Not set".
CREATE TABLE retailer_lenders (
  retailer_id   integer NOT NULL REFERENCES retailers ON DELETE CASCADE,
  lender_id     integer NOT NULL REFERENCES lenders,
  lender_status text CHECK (lender_status IN (
                  'APPROVED', 'DECLINED', 'CONDITIONALLY APPROVED', 'INFO NEEDED', 'PENDING',
                  'SUSPENDED', 'SUSPENDED SETTLEMENT', 'SUSPENDED TRADING')),
  submitted_at  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (retailer_id, lender_id)
);
CREATE INDEX retailer_lenders_lender_idx ON retailer_lenders (lender_id, lender_status);

CREATE TABLE retailer_bank_details (
  retailer_id         integer NOT NULL REFERENCES retailers ON DELETE CASCADE,
  kind                text NOT NULL,
  name                varchar(100),
  account_number      varchar(15),
  sort_code           varchar(15),
  account_holder_name varchar(100),
  address             varchar(100),
  PRIMARY KEY (retailer_id, kind)
);

CREATE TABLE retailer_contacts (
  contact_id     serial PRIMARY KEY,
  retailer_id    integer NOT NULL REFERENCES retailers ON DELETE CASCADE,
  contact_type   text NOT NULL,
  title          varchar(100),
  first_name     varchar(100) NOT NULL,
  last_name      varchar(100) NOT NULL,
  email          varchar(254),
  telephone      varchar(100),
  mobile         varchar(100),
  address_line_1 varchar(100),
  address_line_2 varchar(100),
  post_code      varchar(15)
);
CREATE INDEX retailer_contacts_retailer_idx ON retailer_contacts (retailer_id);

CREATE TABLE retailer_flags (
  flag_id     serial PRIMARY KEY,
  retailer_id integer NOT NULL REFERENCES retailers ON DELETE CASCADE,
  message     varchar(1000) NOT NULL,
  type        text NOT NULL DEFAULT 'retailer',
  resolved    boolean NOT NULL DEFAULT false,
  created_by  integer REFERENCES users ON DELETE SET NULL,
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX retailer_flags_open_idx ON retailer_flags (retailer_id) WHERE NOT resolved;

CREATE TABLE retailer_notes (
  note_id        serial PRIMARY KEY,
  retailer_id    integer NOT NULL REFERENCES retailers ON DELETE CASCADE,
  author_user_id integer REFERENCES users ON DELETE SET NULL,
  body           varchar(1000) NOT NULL,
  note_type      text NOT NULL DEFAULT 'Internal Note' CHECK (note_type IN ('Retailer Note', 'Internal Note')),
  lender_id      integer REFERENCES lenders,
  created_at     timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX retailer_notes_retailer_idx ON retailer_notes (retailer_id, created_at DESC);

CREATE TABLE retailer_note_attachments (
  note_id   integer NOT NULL REFERENCES retailer_notes ON DELETE CASCADE,
  upload_id integer NOT NULL REFERENCES uploads,
  PRIMARY KEY (note_id, upload_id)
);

CREATE TABLE retailer_emails (
  email_id      serial PRIMARY KEY,
  retailer_id   integer NOT NULL REFERENCES retailers ON DELETE CASCADE,
  body          varchar(1000) NOT NULL,
  -- [{ type: 'retailer_contact', type_id }]
  correspondents jsonb NOT NULL,
  attachment_ids integer[] NOT NULL DEFAULT '{}',
  sent_by       integer REFERENCES users ON DELETE SET NULL,
  sent_at       timestamptz NOT NULL DEFAULT now()
);

-- Users of the merchant's own till/portal, listed by the health checker.
CREATE TABLE retailer_users (
  retailer_user_id serial PRIMARY KEY,
  retailer_id      integer NOT NULL REFERENCES retailers ON DELETE CASCADE,
  username         varchar(100) NOT NULL,
  base_group       text NOT NULL,
  group_name       text NOT NULL
);
CREATE INDEX retailer_users_retailer_idx ON retailer_users (retailer_id);

CREATE TABLE retailer_agreements (
  retailer_agreement_id serial PRIMARY KEY,
  retailer_id           integer NOT NULL REFERENCES retailers ON DELETE CASCADE,
  lender_id             integer NOT NULL REFERENCES lenders,
  type                  text NOT NULL CHECK (type IN ('html_document', 'pre_agreed_upload')),
  html_document_id      integer REFERENCES documents,
  file_id               integer REFERENCES uploads,
  -- Null until the merchant agrees; once set the agreement can no longer change.
  retailer_agreed       timestamptz,
  created_at            timestamptz NOT NULL DEFAULT now(),
  UNIQUE (retailer_id, lender_id),
  CHECK ((type = 'html_document') = (html_document_id IS NOT NULL))
);

CREATE TABLE rate_card_types (
  rate_card_type_id integer PRIMARY KEY,
  name              text NOT NULL UNIQUE
);

CREATE TABLE rate_cards (
  rate_card_id      serial PRIMARY KEY,
  name              varchar(200) NOT NULL,
  template_name     varchar(200),
  rate_card_type_id integer NOT NULL REFERENCES rate_card_types,
  date_created      timestamptz NOT NULL DEFAULT now(),
  start_time        timestamptz,
  end_time          timestamptz
);

CREATE TABLE rate_card_products (
  rate_card_product_id    serial PRIMARY KEY,
  rate_card_id            integer NOT NULL REFERENCES rate_cards ON DELETE CASCADE,
  product_code            varchar(200) NOT NULL,
  product_name            varchar(200) NOT NULL,
  display_name            varchar(200),
  tier_set1_rate_lender   numeric(5, 2) CHECK (tier_set1_rate_lender BETWEEN 0 AND 100),
  tier_set2_rate_lender   numeric(5, 2) CHECK (tier_set2_rate_lender BETWEEN 0 AND 100),
  tier_set2_min_pence     integer,
  lender_min_fee_pence    integer,
  lender_fixed_fee_pence  integer,
  min_amount_pence        integer NOT NULL CHECK (min_amount_pence % 100 = 0),
  max_amount_pence        integer NOT NULL CHECK (max_amount_pence % 100 = 0),
  cut_off_point_pence     integer CHECK (cut_off_point_pence % 100 = 0),
  credit_sentry_fee_pence integer,
  cancel_fee_pence        integer,
  amend_fee_pence         integer,
  p4_l_min_fee_pence      integer,
  tier_set1_rate_p4_l     numeric(5, 2) CHECK (tier_set1_rate_p4_l BETWEEN 0 AND 100),
  UNIQUE (rate_card_id, product_code),
  CHECK (min_amount_pence <= max_amount_pence)
);

CREATE TABLE retailer_rate_cards (
  retailer_id  integer NOT NULL REFERENCES retailers ON DELETE CASCADE,
  rate_card_id integer NOT NULL REFERENCES rate_cards ON DELETE CASCADE,
  PRIMARY KEY (retailer_id, rate_card_id)
);
CREATE INDEX retailer_rate_cards_card_idx ON retailer_rate_cards (rate_card_id);

CREATE TABLE fraud_watch_lists (
  fraud_watch_list_id serial PRIMARY KEY,
  start_time          timestamptz NOT NULL,
  end_time            timestamptz,
  enabled             boolean NOT NULL DEFAULT true,
  upload_id           integer REFERENCES uploads,
  created_by          integer REFERENCES users ON DELETE SET NULL,
  created_at          timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE fraud_watch_list_items (
  fraud_watch_list_item_id serial PRIMARY KEY,
  fraud_watch_list_id      integer NOT NULL REFERENCES fraud_watch_lists ON DELETE CASCADE,
  user_id                  integer REFERENCES users ON DELETE SET NULL,
  number                   varchar(100),
  housename                varchar(100),
  flat                     varchar(100),
  street                   varchar(100),
  town                     varchar(100),
  district                 varchar(100),
  county                   varchar(100),
  postcode                 varchar(15),
  phonenumber              varchar(100),
  mobilenumber             varchar(100),
  emailaddress             varchar(254),
  forename                 varchar(100),
  initials                 varchar(15),
  surname                  varchar(100),
  sortcode                 varchar(15),
  currentaccount           varchar(15),
  ip_address               varchar(100)
);
CREATE INDEX fraud_watch_list_items_list_idx ON fraud_watch_list_items (fraud_watch_list_id);
