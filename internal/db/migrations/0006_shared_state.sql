-- Rate-limit events shared by every instance (used on PostgreSQL): one row
-- per counted event, times in microseconds since 1970.
CREATE TABLE rate_events (
    {{ID}},
    limiter TEXT NOT NULL,
    subject TEXT NOT NULL,
    at_us BIGINT NOT NULL
);

CREATE INDEX idx_rate_events_key ON rate_events (limiter, subject, at_us);

CREATE INDEX idx_rate_events_at ON rate_events (limiter, at_us);

-- Which network a vote came from (a keyed hash of the address or its /64),
-- so that one address counts only a few votes per request.
ALTER TABLE public_request_votes ADD COLUMN address_key TEXT;

CREATE INDEX idx_public_request_votes_address ON public_request_votes (request_id, address_key);
