-- Automation runs: a run is a row of automation_executions written before
-- anything is called, then claimed by a worker (status 'running' until
-- locked_until; a run whose worker died is claimed again after it), retried
-- at next_attempt_at while a retry can help, and finished with its output,
-- tokens, cost and time. queued_at orders the run history.
ALTER TABLE automation_executions ADD COLUMN queued_at {{TIMESTAMP}};
ALTER TABLE automation_executions ADD COLUMN attempts INTEGER NOT NULL DEFAULT 0;
ALTER TABLE automation_executions ADD COLUMN next_attempt_at {{TIMESTAMP}};
ALTER TABLE automation_executions ADD COLUMN locked_until {{TIMESTAMP}};
ALTER TABLE automation_executions ADD COLUMN model TEXT;
ALTER TABLE automation_executions ADD COLUMN prompt_tokens INTEGER;
ALTER TABLE automation_executions ADD COLUMN completion_tokens INTEGER;
ALTER TABLE automation_executions ADD COLUMN rerun_of BIGINT;

CREATE INDEX idx_automation_executions_due ON automation_executions (next_attempt_at, id) WHERE status IN ('pending', 'running');
CREATE INDEX idx_automation_executions_history ON automation_executions (partner_id, queued_at, id);

-- failures counts an automation's failed runs in a row; the fifth pauses it.
ALTER TABLE automation_agents ADD COLUMN failures INTEGER NOT NULL DEFAULT 0;
ALTER TABLE automation_apps ADD COLUMN failures INTEGER NOT NULL DEFAULT 0;

-- A partner's own model endpoint; sealed_key is the key encrypted with the
-- server's AUTOMATION_SECRET_KEY, never shown again.
CREATE TABLE automation_endpoints (
    partner_id BIGINT PRIMARY KEY REFERENCES partners(id) ON DELETE CASCADE,
    url TEXT NOT NULL,
    sealed_key TEXT,
    updated_at {{TIMESTAMP}} NOT NULL
);
