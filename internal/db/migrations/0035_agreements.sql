-- Agreements partners sign: staff publish each kind (the partner licence,
-- the white-label terms) as versioned Markdown; a partner's signature in
-- the first schema's agreements table names the exact version and keeps
-- a SHA-256 of the text signed, the signer, the time, the network and the
-- browser.
CREATE TABLE agreement_templates (
    {{ID}},
    kind TEXT NOT NULL,
    title TEXT NOT NULL,
    version INTEGER NOT NULL,
    body TEXT NOT NULL,
    body_sha256 TEXT NOT NULL,
    required BOOLEAN NOT NULL DEFAULT FALSE,
    published_by BIGINT REFERENCES users(id) ON DELETE SET NULL,
    published_at {{TIMESTAMP}} NOT NULL,
    UNIQUE (kind, version)
);

ALTER TABLE agreements ADD COLUMN template_id BIGINT REFERENCES agreement_templates(id);
ALTER TABLE agreements ADD COLUMN text_sha256 TEXT;
ALTER TABLE agreements ADD COLUMN user_agent TEXT;

CREATE UNIQUE INDEX idx_agreements_partner_template ON agreements (partner_id, template_id);
