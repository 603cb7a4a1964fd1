-- What starts an agent or an app besides a Test run: an inbound webhook (a secret
-- URL token, and a Standard Webhooks signing secret), a schedule (cron in
-- the partner's time zone, next_run_at the next firing), or a product
-- event (client.message, deliverable.approved). input holds fixed inputs
-- the trigger's own data fills around.
CREATE TABLE automation_triggers (
    {{ID}},
    partner_id BIGINT NOT NULL REFERENCES partners(id) ON DELETE CASCADE,
    agent_id BIGINT REFERENCES automation_agents(id) ON DELETE CASCADE,
    app_id BIGINT REFERENCES automation_apps(id) ON DELETE CASCADE,
    type TEXT NOT NULL,
    token TEXT UNIQUE,
    secret TEXT,
    cron TEXT,
    time_zone TEXT,
    next_run_at {{TIMESTAMP}},
    event TEXT,
    input {{JSON}} NOT NULL DEFAULT '{}',
    created_at {{TIMESTAMP}} NOT NULL
);

CREATE INDEX idx_automation_triggers_agent ON automation_triggers (agent_id);
CREATE INDEX idx_automation_triggers_app ON automation_triggers (app_id);
CREATE INDEX idx_automation_triggers_due ON automation_triggers (next_run_at) WHERE type = 'schedule';
CREATE INDEX idx_automation_triggers_event ON automation_triggers (partner_id, event) WHERE type = 'event';

-- The webhook-id of each message an inbound webhook accepted, so that a
-- message sent again (a retry, or a replay within the signature's five
-- minutes) answers the run it started rather than starting another.
CREATE TABLE automation_hook_messages (
    trigger_id BIGINT NOT NULL REFERENCES automation_triggers(id) ON DELETE CASCADE,
    message_id TEXT NOT NULL,
    run_id BIGINT NOT NULL,
    received_at {{TIMESTAMP}} NOT NULL,
    PRIMARY KEY (trigger_id, message_id)
);
