-- Invoices a partner issues a client: numbered per partner and year
-- ("INV-2026-0001"), the lines copied from an accepted quote or written
-- for a milestone and frozen, paid in one or more payments (each one also
-- the partner's income in partner_revenue), marked overdue and reminded by
-- the server's clock.
CREATE TABLE invoices (
    {{ID}},
    partner_id BIGINT NOT NULL REFERENCES partners(id) ON DELETE CASCADE,
    project_id BIGINT NOT NULL REFERENCES partner_projects(id) ON DELETE CASCADE,
    quote_id BIGINT REFERENCES quotes(id) ON DELETE SET NULL,
    milestone_id BIGINT REFERENCES project_milestones(id) ON DELETE SET NULL,
    invoice_number TEXT NOT NULL,
    line_items {{JSON}} NOT NULL,
    currency TEXT NOT NULL DEFAULT 'USD',
    subtotal_cents BIGINT NOT NULL,
    discount_cents BIGINT NOT NULL DEFAULT 0,
    tax_rate_bp INTEGER NOT NULL DEFAULT 0,
    tax_cents BIGINT NOT NULL DEFAULT 0,
    total_cents BIGINT NOT NULL,
    paid_cents BIGINT NOT NULL DEFAULT 0,
    status TEXT NOT NULL DEFAULT 'open',
    due_date {{TIMESTAMP}} NOT NULL,
    payment_link TEXT NOT NULL DEFAULT '',
    terms TEXT NOT NULL DEFAULT '',
    notes TEXT NOT NULL DEFAULT '',
    overdue_at {{TIMESTAMP}},
    reminders_sent INTEGER NOT NULL DEFAULT 0,
    void_reason TEXT,
    issued_at {{TIMESTAMP}} NOT NULL,
    paid_at {{TIMESTAMP}},
    voided_at {{TIMESTAMP}},
    created_at {{TIMESTAMP}} NOT NULL,
    updated_at {{TIMESTAMP}} NOT NULL,
    UNIQUE (partner_id, invoice_number)
);

CREATE INDEX idx_invoices_project_id ON invoices (project_id);
-- A quote names its invoice.
CREATE INDEX idx_invoices_quote_id ON invoices (quote_id);
-- The overdue sweep reads the open invoices by due date.
CREATE INDEX idx_invoices_status_due ON invoices (status, due_date);

CREATE TABLE invoice_payments (
    {{ID}},
    invoice_id BIGINT NOT NULL REFERENCES invoices(id) ON DELETE CASCADE,
    partner_id BIGINT NOT NULL REFERENCES partners(id) ON DELETE CASCADE,
    amount_cents BIGINT NOT NULL,
    received_at {{TIMESTAMP}} NOT NULL,
    note TEXT NOT NULL DEFAULT '',
    revenue_id BIGINT REFERENCES partner_revenue(id) ON DELETE SET NULL,
    created_at {{TIMESTAMP}} NOT NULL
);

CREATE INDEX idx_invoice_payments_invoice_id ON invoice_payments (invoice_id);
