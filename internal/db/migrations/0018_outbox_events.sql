-- What a change announces, written in the change's own transaction: one
-- row per change, whatever and to whomever it announces. The outbox worker
-- turns each into the messages it means (e-mails, a delivery per subscribed
-- webhook endpoint) and deletes it, in one transaction of its own; until
-- then the row is the change's notifications, kept as durably as the
-- change. Rows are taken in id order, the order they were written.
CREATE TABLE outbox_events (
    {{QUEUE_ID}},
    event TEXT NOT NULL,
    data {{JSON}} NOT NULL,
    created_at {{TIMESTAMP}} NOT NULL
);
