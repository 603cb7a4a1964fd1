-- Live session submissions: the hash of the token that alone may mark the
-- call booked, and the showcase project a built one became.
ALTER TABLE live_session_projects ADD COLUMN booking_token_hash TEXT;
ALTER TABLE live_session_projects ADD COLUMN built_project_id BIGINT REFERENCES projects(id) ON DELETE SET NULL;

CREATE INDEX idx_live_session_projects_created ON live_session_projects (created_at);

-- Showcase projects: their image as a stored file, their order and times.
ALTER TABLE projects ADD COLUMN image_key TEXT REFERENCES files(file_key);
ALTER TABLE projects ADD COLUMN created_at {{TIMESTAMP}};
ALTER TABLE projects ADD COLUMN updated_at {{TIMESTAMP}};

-- Calendar events. A recurring event is one row with an RFC 5545 rule,
-- expanded for the range asked, in its organiser's time zone: start_local
-- is the wall-clock time of the first occurrence there.
CREATE TABLE calendar_events (
    {{ID}},
    title TEXT NOT NULL,
    type TEXT NOT NULL,
    description TEXT NOT NULL DEFAULT '',
    location TEXT NOT NULL DEFAULT '',
    start_local TEXT NOT NULL,
    time_zone TEXT NOT NULL,
    duration_minutes INTEGER NOT NULL,
    rrule TEXT NOT NULL DEFAULT '',
    booking_link TEXT NOT NULL DEFAULT '',
    zoom_link TEXT NOT NULL DEFAULT '',
    first_start {{TIMESTAMP}} NOT NULL,
    last_end {{TIMESTAMP}},
    created_at {{TIMESTAMP}} NOT NULL,
    updated_at {{TIMESTAMP}} NOT NULL
);

CREATE INDEX idx_calendar_events_range ON calendar_events (first_start, last_end);

-- Stripe events already handled, so that a replay changes nothing.
CREATE TABLE stripe_events (
    event_id TEXT PRIMARY KEY,
    type TEXT NOT NULL,
    received_at {{TIMESTAMP}} NOT NULL
);

ALTER TABLE subscriptions ADD COLUMN amount_cents BIGINT;
ALTER TABLE subscriptions ADD COLUMN currency TEXT;
ALTER TABLE subscriptions ADD COLUMN checkout_session_id TEXT;
ALTER TABLE subscriptions ADD COLUMN stripe_event_id TEXT;

CREATE UNIQUE INDEX idx_subscriptions_checkout ON subscriptions (checkout_session_id);
