-- Two-factor sign-in for staff (TOTP, RFC 6238). totp_last_step is the
-- time step of the last code accepted: a code is accepted only for a later
-- step, by one conditional UPDATE, so no code works twice. A secret being
-- set up waits in totp_pending_secret until a code from it is confirmed.
ALTER TABLE users ADD COLUMN totp_secret TEXT;
ALTER TABLE users ADD COLUMN totp_pending_secret TEXT;
ALTER TABLE users ADD COLUMN totp_enabled_at {{TIMESTAMP}};
ALTER TABLE users ADD COLUMN totp_last_step BIGINT NOT NULL DEFAULT 0;

-- Ten one-time recovery codes per person, kept as SHA-256 (each has 50
-- random bits and every attempt is throttled).
CREATE TABLE staff_recovery_codes (
    user_id BIGINT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    code_hash TEXT NOT NULL,
    used_at {{TIMESTAMP}},
    PRIMARY KEY (user_id, code_hash)
);

-- A right password of someone with (or due to set up) a second factor opens
-- a challenge, not a session: five minutes to give the code.
CREATE TABLE staff_sign_in_challenges (
    token_hash TEXT PRIMARY KEY,
    user_id BIGINT NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    expires_at {{TIMESTAMP}} NOT NULL
);

CREATE INDEX idx_staff_sign_in_challenges_user ON staff_sign_in_challenges (user_id);
