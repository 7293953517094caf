-- Lender document versions are numbered major.minor (platform-shell.md section 4): a document
-- starts at draft 1.0, each saved draft is the next minor, publishing makes the draft live as the
-- next major .0 and erases the drafts. `version` stays the row's revision number within its
-- document (documents.live_version and latest_draft_version still name rows by it); major and
-- minor are the number people read.

ALTER TABLE document_versions
  ADD COLUMN major integer,
  ADD COLUMN minor integer;

-- Rows saved before: the published ones in order are 1.0, 2.0, …; drafts continue the minor
-- numbers after the version live when they were saved (from 1.0 when nothing was live yet).
WITH counted AS (
  SELECT document_id, version, state,
         count(*) FILTER (WHERE state = 'published')
           OVER (PARTITION BY document_id ORDER BY version) AS published_before
    FROM document_versions
), numbered AS (
  SELECT document_id, version, state, published_before,
         row_number() OVER (PARTITION BY document_id, published_before, state ORDER BY version)
           AS nth
    FROM counted
)
UPDATE document_versions v
   SET major = greatest(n.published_before, 1),
       minor = CASE
                 WHEN n.state = 'published' THEN 0
                 WHEN n.published_before = 0 THEN n.nth - 1
                 ELSE n.nth
               END
  FROM numbered n
 WHERE n.document_id = v.document_id AND n.version = v.version;

ALTER TABLE document_versions
  ALTER COLUMN major SET NOT NULL,
  ALTER COLUMN minor SET NOT NULL,
  ADD CHECK (major >= 1 AND minor >= 0),
  ADD UNIQUE (document_id, major, minor);

