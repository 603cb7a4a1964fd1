-- The worker asks for the due messages of the kinds it can send. With
-- the kind first, e-mails waiting for a mail server to be set are not
-- read past each time a webhook is looked for.
DROP INDEX idx_outbox_due;
CREATE INDEX idx_outbox_due ON outbox (kind, status, next_attempt_at, id);

-- No query orders or filters the outbox by its creation time.
DROP INDEX idx_outbox_created;
