-- Two-factor sign-in (TOTP, RFC 6238) for staff and partners alike, keyed
-- by account ("staff:5", "partner:9"). last_step is the time step of the
-- last code accepted: a code is accepted only for a later step, by one
-- conditional UPDATE, so no code works twice. A secret being set up waits
-- in pending_secret until a code from it is confirmed.
CREATE TABLE second_factors (
    account TEXT PRIMARY KEY,
    secret TEXT,
    pending_secret TEXT,
    enabled_at {{TIMESTAMP}},
    last_step BIGINT NOT NULL DEFAULT 0
);

-- Ten one-time recovery codes per account, kept as SHA-256 (each has 50
-- random bits and every attempt is throttled).
CREATE TABLE recovery_codes (
    account TEXT NOT NULL,
    code_hash TEXT NOT NULL,
    used_at {{TIMESTAMP}},
    PRIMARY KEY (account, code_hash)
);

-- A right password of someone with (or due to set up) a second factor opens
-- a challenge, not a session: five minutes to give the code.
CREATE TABLE sign_in_challenges (
    token_hash TEXT PRIMARY KEY,
    account TEXT NOT NULL,
    expires_at {{TIMESTAMP}} NOT NULL
);

CREATE INDEX idx_sign_in_challenges_expires ON sign_in_challenges (expires_at);
