-- Service levels a partner keeps with their clients: their working week
-- (time zone, hours, days) and how many of its hours a first reply to a
-- client's message may take; the timers the portal's events start and
-- stop, in the first schema's sla_tracking, with the client, the moment
-- each is due and the moment it was breached.
CREATE TABLE partner_sla_settings (
    partner_id BIGINT PRIMARY KEY REFERENCES partners(id) ON DELETE CASCADE,
    time_zone TEXT NOT NULL DEFAULT 'UTC',
    open_minutes INTEGER NOT NULL DEFAULT 540,
    close_minutes INTEGER NOT NULL DEFAULT 1020,
    work_days TEXT NOT NULL DEFAULT '1,2,3,4,5',
    reply_hours INTEGER NOT NULL DEFAULT 8,
    updated_at {{TIMESTAMP}} NOT NULL
);

ALTER TABLE sla_tracking ADD COLUMN client_id BIGINT REFERENCES clients(id) ON DELETE CASCADE;
ALTER TABLE sla_tracking ADD COLUMN due_at {{TIMESTAMP}};
ALTER TABLE sla_tracking ADD COLUMN breached_at {{TIMESTAMP}};

CREATE INDEX idx_sla_tracking_status_due ON sla_tracking (status, due_at);
CREATE INDEX idx_sla_tracking_partner_status ON sla_tracking (partner_id, status);
