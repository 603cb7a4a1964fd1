-- A quiz report is linked to the lead made with it and can be reopened
-- through a private link; only the hash of the link's token is stored.
ALTER TABLE ai_finder_leads ADD COLUMN lead_id BIGINT REFERENCES leads(id) ON DELETE SET NULL;
ALTER TABLE ai_finder_leads ADD COLUMN report_token_hash TEXT;

CREATE UNIQUE INDEX idx_ai_finder_leads_report_token ON ai_finder_leads (report_token_hash);

CREATE INDEX idx_ai_finder_leads_lead_id ON ai_finder_leads (lead_id);
