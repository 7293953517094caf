-- Rate cards record when and by whom they were last saved (the list's Created/Last Modified).
ALTER TABLE rate_cards
  ADD COLUMN last_modified timestamptz,
  ADD COLUMN modified_by   integer REFERENCES users ON DELETE SET NULL;

CREATE INDEX rate_cards_created_idx ON rate_cards (date_created DESC, rate_card_id DESC);
