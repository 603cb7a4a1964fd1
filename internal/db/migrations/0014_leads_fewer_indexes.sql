-- Each of these is the first column of a wider index that serves the same
-- lookups (created_at, then source or status with created_at and id), so
-- every new lead was paying for three B-trees that no query needed.
DROP INDEX idx_leads_created_at;
DROP INDEX idx_leads_source;
DROP INDEX idx_leads_status;

-- The inbox filtered by source and status at once: one range of this index
-- holds exactly the matches, newest last, for the page and for the total.
-- With only the status index, a page of a rare source behind many recent
-- leads of another read past all of them.
CREATE INDEX idx_leads_source_status_created ON leads (source, status, created_at, id);
