-- Quick search matches the start of a word (ADR 0077, issue 18 item 6): a merchant by a run of
-- words from its name that the term starts ("leisure superst" finds "… Garden and Leisure
-- Superstore …"), an application the same way by its consumer's name, or by the start of the
-- consumer's email address or of its domain. A substring match over the trigram indexes read and
-- ranked every row that contained the term (1.4 s for "and" at 1,000,000 applications, 150 ms
-- over 50,000 merchants). Here each row is filed under every run of its words that reaches the
-- end of the name, and one range of one btree holds every match in the order the search shows
-- them (the words, then newest first), so a page reads only its own entries.
--
-- Words are compared in lower case with every run of separators made one space; the server
-- normalises a search term with the same separators (routes/search/search.ts).
CREATE FUNCTION quick_search_phrases(name text) RETURNS SETOF text AS $$
  SELECT DISTINCT array_to_string(words[first:], ' ')
    FROM (SELECT regexp_split_to_array(
                   btrim(regexp_replace(lower(name), '[\s,;:/&()+-]+', ' ', 'g')), ' ') AS words) w
   CROSS JOIN LATERAL generate_subscripts(words, 1) AS first
   WHERE words[first] <> '';
$$ LANGUAGE sql IMMUTABLE;

-- Only applications that data protection does not hide are filed. Each entry carries the
-- application's lender and merchant, so a scoped user's search filters in the index alone.
-- The words are in the "C" collation: byte order, so one btree serves both the prefix (LIKE
-- 'term%') and the order the results are shown in.
CREATE TABLE application_search_words (
  words                 text COLLATE "C" NOT NULL,
  credit_application_id bigint NOT NULL,
  time_submitted        timestamptz NOT NULL,
  lender_id             integer,
  retailer_id           integer NOT NULL
);
CREATE INDEX application_search_words_idx ON application_search_words
  (words, time_submitted DESC, credit_application_id DESC)
  INCLUDE (lender_id, retailer_id);
CREATE INDEX application_search_words_application_idx
  ON application_search_words (credit_application_id);

CREATE TABLE merchant_search_words (
  words       text COLLATE "C" NOT NULL,
  retailer_id integer NOT NULL
);
CREATE INDEX merchant_search_words_idx
  ON merchant_search_words (words, retailer_id DESC);
CREATE INDEX merchant_search_words_merchant_idx ON merchant_search_words (retailer_id);

-- Files the given applications as they stand now.
CREATE FUNCTION application_search_index(applications bigint[]) RETURNS void AS $$
  INSERT INTO application_search_words
    (words, credit_application_id, time_submitted, lender_id, retailer_id)
  SELECT DISTINCT w.words, a.credit_application_id, a.time_submitted, a.lender_id, a.retailer_id
    FROM credit_applications a
    JOIN consumers c ON c.credit_application_id = a.credit_application_id
   CROSS JOIN LATERAL (
           SELECT quick_search_phrases(c.forename || ' ' || c.surname)
           UNION ALL SELECT lower(btrim(c.email_address))
           UNION ALL SELECT split_part(lower(btrim(c.email_address)), '@', 2)) AS w(words)
   WHERE a.credit_application_id = ANY (applications) AND NOT a.data_protection_hidden
     AND w.words <> '';
$$ LANGUAGE sql;

CREATE FUNCTION merchant_search_index(merchants bigint[]) RETURNS void AS $$
  INSERT INTO merchant_search_words (words, retailer_id)
  SELECT quick_search_phrases(r.name), r.retailer_id
    FROM retailers r WHERE r.retailer_id = ANY (merchants);
$$ LANGUAGE sql;

-- Statement-level, like the other derived tables (migrations 0010 and 0082), so a bulk load
-- (COPY) files its rows in one statement. An update refiles only the rows whose searchable
-- fields, scope or data protection changed. Arguments: the key column, the columns whose change
-- refiles a row, the words table, and the function that files rows.
CREATE FUNCTION search_words_changed() RETURNS trigger AS $$
DECLARE
  key_column text := TG_ARGV[0];
  compared text[] := string_to_array(TG_ARGV[1], ' ');
  changed bigint[];
BEGIN
  IF TG_OP = 'UPDATE' THEN
    EXECUTE format(
      'SELECT array_agg(n.%1$I) FROM search_new_rows n JOIN search_old_rows o USING (%1$I)
        WHERE (%2$s) IS DISTINCT FROM (%3$s)',
      key_column,
      (SELECT string_agg(format('n.%I', c), ', ') FROM unnest(compared) c),
      (SELECT string_agg(format('o.%I', c), ', ') FROM unnest(compared) c)) INTO changed;
  ELSE
    EXECUTE format('SELECT array_agg(%I) FROM %I', key_column,
                   CASE TG_OP WHEN 'INSERT' THEN 'search_new_rows' ELSE 'search_old_rows' END)
      INTO changed;
  END IF;
  IF changed IS NULL THEN RETURN NULL; END IF;
  IF TG_OP <> 'INSERT' THEN
    EXECUTE format('DELETE FROM %I WHERE %I = ANY ($1)', TG_ARGV[2], key_column) USING changed;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    EXECUTE format('SELECT %I($1)', TG_ARGV[3]) USING changed;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;

CREATE TRIGGER application_search_consumers_inserted AFTER INSERT ON consumers
  REFERENCING NEW TABLE AS search_new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search_words_changed(
    'credit_application_id', 'forename surname email_address',
    'application_search_words', 'application_search_index');
CREATE TRIGGER application_search_consumers_updated AFTER UPDATE ON consumers
  REFERENCING NEW TABLE AS search_new_rows OLD TABLE AS search_old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search_words_changed(
    'credit_application_id', 'forename surname email_address',
    'application_search_words', 'application_search_index');
CREATE TRIGGER application_search_consumers_deleted AFTER DELETE ON consumers
  REFERENCING OLD TABLE AS search_old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search_words_changed(
    'credit_application_id', 'forename surname email_address',
    'application_search_words', 'application_search_index');
-- An application is filed when its consumer is inserted, after it.
CREATE TRIGGER application_search_applications_updated AFTER UPDATE ON credit_applications
  REFERENCING NEW TABLE AS search_new_rows OLD TABLE AS search_old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search_words_changed(
    'credit_application_id', 'data_protection_hidden time_submitted lender_id retailer_id',
    'application_search_words', 'application_search_index');
CREATE TRIGGER merchant_search_merchants_inserted AFTER INSERT ON retailers
  REFERENCING NEW TABLE AS search_new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search_words_changed(
    'retailer_id', 'name', 'merchant_search_words', 'merchant_search_index');
CREATE TRIGGER merchant_search_merchants_updated AFTER UPDATE ON retailers
  REFERENCING NEW TABLE AS search_new_rows OLD TABLE AS search_old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search_words_changed(
    'retailer_id', 'name', 'merchant_search_words', 'merchant_search_index');
CREATE TRIGGER merchant_search_merchants_deleted AFTER DELETE ON retailers
  REFERENCING OLD TABLE AS search_old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search_words_changed(
    'retailer_id', 'name', 'merchant_search_words', 'merchant_search_index');

-- The rows there already.
SELECT application_search_index(ARRAY(SELECT credit_application_id FROM consumers));
SELECT merchant_search_index(ARRAY(SELECT retailer_id FROM retailers));
