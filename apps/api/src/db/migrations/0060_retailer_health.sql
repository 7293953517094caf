-- Retailer Health Checker (issue 15): what the diagnostics are computed from. A decision policy's
-- rules name the products they offer; a merchant sells a product only when it is on one of its
-- current rate cards and the merchant holds the product's permission; a merchant's admin users
-- need the admin base group and the admin basic group of the merchant's organisation.

-- The rules of a decision policy, each known by its Reference.
CREATE TABLE decision_policy_rules (
  decision_policy_id integer NOT NULL REFERENCES decision_policies ON DELETE CASCADE,
  reference          varchar(100) NOT NULL CHECK (char_length(reference) >= 1),
  PRIMARY KEY (decision_policy_id, reference)
);

-- The products a rule offers, in order; a product line without a code shows 'No Data'.
CREATE TABLE decision_policy_rule_products (
  decision_policy_id integer NOT NULL,
  reference          varchar(100) NOT NULL,
  position           integer NOT NULL CHECK (position >= 1),
  product_code       varchar(50),
  interest_product   boolean NOT NULL DEFAULT false,
  PRIMARY KEY (decision_policy_id, reference, position),
  FOREIGN KEY (decision_policy_id, reference) REFERENCES decision_policy_rules ON DELETE CASCADE
);

-- The products a merchant is allowed to sell (the health checker's Add / Remove permission).
CREATE TABLE retailer_product_permissions (
  retailer_id  integer NOT NULL REFERENCES retailers ON DELETE CASCADE,
  product_code varchar(50) NOT NULL,
  granted_by   integer REFERENCES users ON DELETE SET NULL,
  granted_at   timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (retailer_id, product_code)
);

-- A merchant's admin users are listed by the checker; a user may lack its base group or group
-- (null) until the checker's Add base groups puts them back.
ALTER TABLE retailer_users ADD COLUMN is_admin boolean NOT NULL DEFAULT false;
ALTER TABLE retailer_users ALTER COLUMN base_group DROP NOT NULL;
ALTER TABLE retailer_users ALTER COLUMN group_name DROP NOT NULL;
UPDATE retailer_users SET is_admin = true WHERE base_group = 'Retailer Admin';
