-- Partner accounts: a password (argon2id), a one-time invitation whose
-- token is kept only as a hash, and the last sign-in. status is pending
-- (invited), active or deactivated.
ALTER TABLE partners ADD COLUMN password_hash TEXT;
ALTER TABLE partners ADD COLUMN invite_token_hash TEXT;
ALTER TABLE partners ADD COLUMN invite_expires_at {{TIMESTAMP}};
ALTER TABLE partners ADD COLUMN last_sign_in_at {{TIMESTAMP}};
ALTER TABLE partners ADD COLUMN is_demo BOOLEAN NOT NULL DEFAULT FALSE;

CREATE UNIQUE INDEX idx_partners_invite_token_hash ON partners (invite_token_hash);

-- Money in integer cents beside the schema's decimal columns, which stay
-- for compatibility but are no longer written.
ALTER TABLE partner_projects ADD COLUMN budget_cents BIGINT NOT NULL DEFAULT 0;
ALTER TABLE partner_projects ADD COLUMN due_date {{TIMESTAMP}};
ALTER TABLE partner_projects ADD COLUMN completed_at {{TIMESTAMP}};

-- The portal lists a partner's projects most recently changed first.
CREATE INDEX idx_partner_projects_partner_updated ON partner_projects (partner_id, updated_at);

-- A payment received for a partner's work, split on the server.
ALTER TABLE partner_revenue ADD COLUMN project_id BIGINT REFERENCES partner_projects(id) ON DELETE SET NULL;
ALTER TABLE partner_revenue ADD COLUMN description TEXT;
ALTER TABLE partner_revenue ADD COLUMN gross_cents BIGINT NOT NULL DEFAULT 0;
ALTER TABLE partner_revenue ADD COLUMN partner_share_cents BIGINT NOT NULL DEFAULT 0;
ALTER TABLE partner_revenue ADD COLUMN platform_share_cents BIGINT NOT NULL DEFAULT 0;
ALTER TABLE partner_revenue ADD COLUMN received_at {{TIMESTAMP}};

CREATE INDEX idx_partner_revenue_received ON partner_revenue (partner_id, received_at);

-- Messages between a partner and a client: to whom, and when read.
ALTER TABLE partner_communications ADD COLUMN client_id BIGINT REFERENCES clients(id) ON DELETE CASCADE;
ALTER TABLE partner_communications ADD COLUMN read_at {{TIMESTAMP}};

CREATE INDEX idx_partner_communications_client ON partner_communications (client_id, created_at);

-- Who approved a deliverable from the client portal.
ALTER TABLE deliverables ADD COLUMN approved_by_name TEXT;

-- A client's satisfaction with the partner's work, from 1 to 5.
ALTER TABLE clients ADD COLUMN satisfaction_score DOUBLE PRECISION;

-- A partner's sessions name the partner, so that a deactivation or "sign
-- out everywhere" ends them by key, and a deleted partner's go with it.
ALTER TABLE sessions ADD COLUMN partner_id BIGINT REFERENCES partners(id) ON DELETE CASCADE;

CREATE INDEX idx_sessions_partner ON sessions (partner_id);
