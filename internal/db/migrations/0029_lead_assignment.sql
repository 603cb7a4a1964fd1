-- A lead can be given to one staff member, who finds it under "My leads".
ALTER TABLE leads ADD COLUMN assigned_to BIGINT REFERENCES users(id) ON DELETE SET NULL;
CREATE INDEX idx_leads_assigned_to ON leads (assigned_to, created_at);
