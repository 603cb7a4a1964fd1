-- One-time sign-in links a partner asks for by e-mail (a locked-out owner
-- can always get in). Only the token's SHA-256 is kept; used_at set by one
-- conditional UPDATE makes the link work once, even under concurrent use.
CREATE TABLE partner_sign_in_links (
    token_hash TEXT PRIMARY KEY,
    partner_id BIGINT NOT NULL REFERENCES partners(id) ON DELETE CASCADE,
    created_at {{TIMESTAMP}} NOT NULL,
    expires_at {{TIMESTAMP}} NOT NULL,
    used_at {{TIMESTAMP}}
);

CREATE INDEX idx_partner_sign_in_links_partner ON partner_sign_in_links (partner_id);
CREATE INDEX idx_partner_sign_in_links_expires ON partner_sign_in_links (expires_at);
