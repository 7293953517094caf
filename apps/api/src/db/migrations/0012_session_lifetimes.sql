-- A session ends at the latest at its absolute expiry (12 hours, or 30 days with Remember me),
-- however often its refresh token is used; the sliding expiry of each refresh token stays.
ALTER TABLE session_families ADD COLUMN absolute_expires_at timestamptz;
UPDATE session_families
   SET absolute_expires_at = created_at + CASE WHEN remember THEN interval '30 days'
                                               ELSE interval '12 hours' END;
ALTER TABLE session_families ALTER COLUMN absolute_expires_at SET NOT NULL;
CREATE INDEX session_families_user_idx ON session_families (user_id) WHERE revoked_at IS NULL;

-- Failed sign-ins are counted per username and address, so that a temporary lockout with
-- back-off holds an attacker's address back without locking a colleague out.
CREATE INDEX sign_in_attempts_user_ip_idx
    ON sign_in_attempts (lower(username), ip_address, attempted_at DESC);
