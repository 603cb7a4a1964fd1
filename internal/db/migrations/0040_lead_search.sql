-- The lead inbox's search (a case-insensitive substring of the name, the
-- e-mail or the company) through each engine's own trigram index, rather
-- than a read of the whole table per search.
--
-- SQLite: an FTS5 table of the three fields with the trigram tokenizer,
-- its content the leads table itself (content=), so the text is not stored
-- twice. A visitor's write does not wait for it: indexing each commit's
-- few leads would halve the writer's throughput, so new leads are indexed
-- in large batches a moment later (internal/leads/index.go), up to the id
-- search_indexed records, and a search reads the leads past that id
-- directly. Edits and deletions of leads already indexed reach the index
-- by triggers, in their own transaction.
{{SQLITE}} CREATE VIRTUAL TABLE leads_search USING fts5(name, email, company, content='leads', content_rowid='id', tokenize='trigram');
-- Segments are merged 16 at a time, not 4: a batch costs about half as
-- much, and a search reads a few more segments.
{{SQLITE}} INSERT INTO leads_search (leads_search, rank) VALUES ('automerge', 16);
{{SQLITE}} CREATE TABLE search_indexed (name TEXT PRIMARY KEY, upto BIGINT NOT NULL);
{{SQLITE}} INSERT INTO search_indexed (name, upto) VALUES ('leads', 0);
{{SQLITE}} CREATE TRIGGER leads_search_delete AFTER DELETE ON leads WHEN old.id <= (SELECT upto FROM search_indexed WHERE name = 'leads') BEGIN INSERT INTO leads_search (leads_search, rowid, name, email, company) VALUES ('delete', old.id, old.name, old.email, old.company); END;
{{SQLITE}} CREATE TRIGGER leads_search_update AFTER UPDATE OF name, email, company ON leads WHEN old.id <= (SELECT upto FROM search_indexed WHERE name = 'leads') BEGIN INSERT INTO leads_search (leads_search, rowid, name, email, company) VALUES ('delete', old.id, old.name, old.email, old.company); INSERT INTO leads_search (rowid, name, email, company) VALUES (new.id, new.name, new.email, new.company); END;
--
-- PostgreSQL: pg_trgm's GIN index on the three fields, lower-cased and
-- joined by a character the search never holds (internal/leads/query.go
-- repeats the expression), so that one index serves the search. The
-- extension lives in public rather than in the tables' own schema: the
-- tests give each run a schema of one database and drop it afterwards,
-- which must not take the extension, and every other schema's index on
-- it, along. The index names its operator class where the extension is.
{{POSTGRES}} CREATE EXTENSION IF NOT EXISTS pg_trgm SCHEMA public;
{{POSTGRES}} DO $$ DECLARE s TEXT; BEGIN SELECT n.nspname INTO s FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace WHERE e.extname = 'pg_trgm'; EXECUTE format('CREATE INDEX idx_leads_search ON leads USING gin ((lower(coalesce(name, '''') || chr(31) || coalesce(email, '''') || chr(31) || coalesce(company, ''''))) %I.gin_trgm_ops)', s); END $$;
