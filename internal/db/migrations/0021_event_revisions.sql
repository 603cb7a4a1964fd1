-- A calendar event's revision, one more at every change: the calendar
-- files' SEQUENCE, by which calendar apps know a copy is newer. A deleted
-- event stays a while as a tombstone (deleted_at), so that the feed can
-- tell subscribed calendars it was cancelled.
ALTER TABLE calendar_events ADD COLUMN sequence INTEGER NOT NULL DEFAULT 0;
ALTER TABLE calendar_events ADD COLUMN deleted_at {{TIMESTAMP}};
