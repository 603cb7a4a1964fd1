-- Statements of work a partner sends their client for signature: the
-- Markdown text and its SHA-256, numbered per partner ("SOW-2026-0001"),
-- draft until sent, then signed by the client in their portal or withdrawn
-- by the partner. The client's signature is kept with it: the name typed,
-- the client's e-mail address, when, from which network and browser, and
-- the SHA-256 of the text signed.
CREATE TABLE statements_of_work (
    {{ID}},
    partner_id BIGINT NOT NULL REFERENCES partners(id) ON DELETE CASCADE,
    project_id BIGINT NOT NULL REFERENCES partner_projects(id) ON DELETE CASCADE,
    sow_number TEXT NOT NULL,
    title TEXT NOT NULL,
    body TEXT NOT NULL,
    body_sha256 TEXT NOT NULL,
    status TEXT NOT NULL DEFAULT 'draft',
    sent_at {{TIMESTAMP}},
    withdrawn_at {{TIMESTAMP}},
    signer_name TEXT,
    signer_email TEXT,
    signed_at {{TIMESTAMP}},
    signer_network TEXT,
    signer_user_agent TEXT,
    signed_sha256 TEXT,
    created_at {{TIMESTAMP}} NOT NULL,
    updated_at {{TIMESTAMP}} NOT NULL,
    UNIQUE (partner_id, sow_number)
);

CREATE INDEX idx_statements_of_work_project_id ON statements_of_work (project_id);
