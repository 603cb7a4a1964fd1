-- Quotes a partner sends a client, remade from the first schema's table
-- (which nothing used): amounts in integer cents, numbers unique per
-- partner ("Q-2026-0001" for each partner's first quote of 2026), the
-- client's decision (the name they typed, when, from which network), and
-- the quote a revision supersedes.
DROP TABLE quotes;

CREATE TABLE quotes (
    {{ID}},
    project_id BIGINT NOT NULL REFERENCES partner_projects(id) ON DELETE CASCADE,
    partner_id BIGINT NOT NULL REFERENCES partners(id) ON DELETE CASCADE,
    quote_number TEXT NOT NULL,
    line_items {{JSON}} NOT NULL,
    currency TEXT NOT NULL DEFAULT 'USD',
    subtotal_cents BIGINT NOT NULL,
    discount_cents BIGINT NOT NULL DEFAULT 0,
    tax_rate_bp INTEGER NOT NULL DEFAULT 0,
    tax_cents BIGINT NOT NULL DEFAULT 0,
    total_cents BIGINT NOT NULL,
    valid_until {{TIMESTAMP}} NOT NULL,
    status TEXT NOT NULL DEFAULT 'draft',
    stripe_invoice_id TEXT,
    terms TEXT NOT NULL DEFAULT '',
    notes TEXT NOT NULL DEFAULT '',
    supersedes_id BIGINT REFERENCES quotes(id) ON DELETE SET NULL,
    sent_at {{TIMESTAMP}},
    decided_at {{TIMESTAMP}},
    accepted_name TEXT,
    decline_reason TEXT,
    decision_network TEXT,
    created_at {{TIMESTAMP}} NOT NULL,
    updated_at {{TIMESTAMP}} NOT NULL,
    UNIQUE (partner_id, quote_number)
);

CREATE INDEX idx_quotes_project_id ON quotes (project_id);
-- A quote names the revision that replaced it.
CREATE INDEX idx_quotes_supersedes_id ON quotes (supersedes_id);
-- The expiry sweep reads the sent quotes past their date.
CREATE INDEX idx_quotes_status_valid_until ON quotes (status, valid_until);

-- An accepted quote's total is the project's quoted price.
ALTER TABLE partner_projects ADD COLUMN quoted_cents BIGINT;
