-- Attachment uploads belong to the credit application they were started for, so that only that
-- application's pages hand them out. The upload states stay pending, stored and rejected (the
-- contract's uploaded and failed); retailer uploads leave the application empty.
ALTER TABLE uploads
  ADD COLUMN credit_application_id bigint REFERENCES credit_applications ON DELETE CASCADE;
CREATE INDEX uploads_application_idx ON uploads (credit_application_id)
  WHERE credit_application_id IS NOT NULL;
