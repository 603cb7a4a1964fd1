-- The staff admin's password (one row) and login sessions. Sessions keep
-- only a hash of their token.
CREATE TABLE admin_credentials (
    id INTEGER PRIMARY KEY,
    password_hash TEXT NOT NULL,
    updated_at {{TIMESTAMP}} NOT NULL
);

CREATE TABLE sessions (
    token_hash TEXT PRIMARY KEY,
    subject TEXT NOT NULL,
    created_at {{TIMESTAMP}} NOT NULL,
    expires_at {{TIMESTAMP}} NOT NULL
);

CREATE INDEX idx_sessions_expires_at ON sessions (expires_at);

-- One lead per double submit: a key made from the visitor and the payload,
-- or from an Idempotency-Key header, remembered for a few minutes.
CREATE TABLE lead_submissions (
    dedupe_key TEXT PRIMARY KEY,
    lead_id BIGINT NOT NULL REFERENCES leads(id) ON DELETE CASCADE,
    expires_at {{TIMESTAMP}} NOT NULL
);

CREATE INDEX idx_lead_submissions_expires_at ON lead_submissions (expires_at);

CREATE INDEX idx_leads_created_at_id ON leads (created_at, id);
