-- When a vote was cast, and a lookup of one voter's votes.
ALTER TABLE public_request_votes ADD COLUMN created_at {{TIMESTAMP}};

CREATE INDEX idx_public_request_votes_voter ON public_request_votes (voter_identifier);

-- Secrets the server makes for itself on first start (the voter-hash key).
CREATE TABLE app_secrets (
    name TEXT PRIMARY KEY,
    value TEXT NOT NULL,
    created_at {{TIMESTAMP}} NOT NULL
);
