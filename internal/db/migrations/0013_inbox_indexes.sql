-- The inbox filtered by source or status, newest first: an index per filter
-- that also gives the order, so a page reads its 50 rows instead of sorting
-- every match.
CREATE INDEX idx_leads_source_created ON leads (source, created_at, id);
CREATE INDEX idx_leads_status_created ON leads (status, created_at, id);
