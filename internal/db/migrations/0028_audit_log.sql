-- Who changed what in the staff area: one row per object a staff request
-- changed, written in the change's own transaction (internal/audit).
-- Append-only for everyone: the engines refuse any UPDATE or DELETE.
CREATE TABLE audit_log (
    {{ID}},
    at {{TIMESTAMP}} NOT NULL,
    actor_id BIGINT,
    actor TEXT NOT NULL,
    network TEXT NOT NULL DEFAULT '',
    action TEXT NOT NULL,
    object_type TEXT NOT NULL,
    object_id TEXT NOT NULL DEFAULT '',
    changes {{JSON}} NOT NULL
);

CREATE INDEX idx_audit_log_at ON audit_log (at, id);
CREATE INDEX idx_audit_log_actor ON audit_log (actor_id, at);
CREATE INDEX idx_audit_log_object ON audit_log (object_type, object_id);

{{SQLITE}} CREATE TRIGGER audit_log_no_update BEFORE UPDATE ON audit_log BEGIN SELECT RAISE(ABORT, 'the audit log is append-only'); END;
{{SQLITE}} CREATE TRIGGER audit_log_no_delete BEFORE DELETE ON audit_log BEGIN SELECT RAISE(ABORT, 'the audit log is append-only'); END;
{{POSTGRES}} CREATE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'the audit log is append-only'; END $$;
{{POSTGRES}} CREATE TRIGGER audit_log_no_change BEFORE UPDATE OR DELETE ON audit_log FOR EACH ROW EXECUTE FUNCTION audit_log_append_only();
{{POSTGRES}} CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log FOR EACH STATEMENT EXECUTE FUNCTION audit_log_append_only();
