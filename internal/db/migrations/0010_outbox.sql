-- The transactional outbox: every message a change announces (an e-mail, a
-- webhook delivery) is written in the change's own transaction and
-- delivered afterwards by a worker. message_id is stable across attempts,
-- so receivers can drop a repeat.
CREATE TABLE outbox (
    {{ID}},
    message_id TEXT NOT NULL UNIQUE,
    kind TEXT NOT NULL,
    event TEXT NOT NULL,
    recipient TEXT NOT NULL,
    endpoint_id BIGINT,
    payload {{JSON}} NOT NULL,
    status TEXT NOT NULL DEFAULT 'pending',
    attempts INTEGER NOT NULL DEFAULT 0,
    next_attempt_at {{TIMESTAMP}} NOT NULL,
    locked_until {{TIMESTAMP}},
    last_error TEXT,
    created_at {{TIMESTAMP}} NOT NULL,
    sent_at {{TIMESTAMP}}
);

CREATE INDEX idx_outbox_due ON outbox (status, next_attempt_at);

CREATE INDEX idx_outbox_created ON outbox (created_at);

-- Webhook endpoints staff add, and every attempt to deliver to them.
CREATE TABLE webhook_endpoints (
    {{ID}},
    url TEXT NOT NULL,
    events {{JSON}} NOT NULL,
    secret TEXT NOT NULL,
    active BOOLEAN NOT NULL DEFAULT TRUE,
    created_at {{TIMESTAMP}} NOT NULL
);

CREATE TABLE webhook_deliveries (
    {{ID}},
    outbox_id BIGINT NOT NULL REFERENCES outbox(id) ON DELETE CASCADE,
    endpoint_id BIGINT NOT NULL REFERENCES webhook_endpoints(id) ON DELETE CASCADE,
    attempt INTEGER NOT NULL,
    status_code INTEGER NOT NULL DEFAULT 0,
    duration_ms INTEGER NOT NULL DEFAULT 0,
    response_excerpt TEXT NOT NULL DEFAULT '',
    error TEXT NOT NULL DEFAULT '',
    created_at {{TIMESTAMP}} NOT NULL
);

CREATE INDEX idx_webhook_deliveries_endpoint ON webhook_deliveries (endpoint_id, created_at);
