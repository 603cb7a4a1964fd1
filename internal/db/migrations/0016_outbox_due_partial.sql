-- Only messages still on their way are in the due index. A sent message
-- left it when it was sent (one index entry removed instead of one moved),
-- and the index stays the size of the queue, not of the history. Queries
-- that read it repeat this WHERE term word for word (notify.onTheirWay),
-- which is how SQLite knows the index holds every row they ask for.
DROP INDEX idx_outbox_due;
CREATE INDEX idx_outbox_due ON outbox (kind, status, next_attempt_at, id) WHERE status IN ('pending', 'failed', 'sending');
