-- Each of these is the first column of a wider index that serves the same
-- lookups (created_at, then source or status with created_at and id), so
-- every new lead was paying for three B-trees that no query needed.
DROP INDEX idx_leads_created_at;
DROP INDEX idx_leads_source;
DROP INDEX idx_leads_status;
