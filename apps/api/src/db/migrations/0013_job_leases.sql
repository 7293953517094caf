-- A running job holds a lease its worker renews while it works. A worker that dies (kill -9, a
-- lost machine) stops renewing; once the lease has run out any instance takes the job again,
-- within seconds of a restart instead of after a fixed quarter of an hour.
ALTER TABLE jobs ADD COLUMN lease_expires_at timestamptz;
UPDATE jobs SET lease_expires_at = claimed_at + interval '15 minutes' WHERE state = 'running';
CREATE INDEX jobs_running_lease_idx ON jobs (lease_expires_at) WHERE state = 'running';
