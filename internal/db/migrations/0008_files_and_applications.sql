-- Uploaded files, stored once by the SHA-256 of their bytes. Public files
-- (logos) are served to anyone; the rest only through routes that check
-- who asks.
CREATE TABLE files (
    file_key TEXT PRIMARY KEY,
    content_type TEXT NOT NULL,
    size BIGINT NOT NULL,
    width INTEGER NOT NULL DEFAULT 0,
    height INTEGER NOT NULL DEFAULT 0,
    name TEXT,
    public BOOLEAN NOT NULL DEFAULT FALSE,
    data {{BLOB}} NOT NULL,
    created_at {{TIMESTAMP}} NOT NULL
);

-- A completed onboarding: what the new partner entered, waiting for staff.
-- One pending application per e-mail address: a second onboarding updates it.
CREATE TABLE partner_applications (
    {{ID}},
    email TEXT NOT NULL,
    full_name TEXT NOT NULL,
    business_name TEXT NOT NULL,
    niche TEXT NOT NULL,
    answers {{JSON}} NOT NULL DEFAULT '{}',
    logo_key TEXT REFERENCES files(file_key),
    status TEXT NOT NULL DEFAULT 'pending',
    decline_reason TEXT,
    lead_id BIGINT REFERENCES leads(id) ON DELETE SET NULL,
    partner_id BIGINT REFERENCES partners(id) ON DELETE SET NULL,
    created_at {{TIMESTAMP}} NOT NULL,
    updated_at {{TIMESTAMP}} NOT NULL
);

CREATE INDEX idx_partner_applications_email ON partner_applications (email, status);

CREATE INDEX idx_partner_applications_created ON partner_applications (created_at);

-- A deliverable may carry a file of its own instead of a link.
ALTER TABLE deliverables ADD COLUMN file_key TEXT REFERENCES files(file_key);
ALTER TABLE deliverables ADD COLUMN file_name TEXT;

-- The branding's logo, as a stored file.
ALTER TABLE partner_branding ADD COLUMN logo_key TEXT REFERENCES files(file_key);
