-- Settings staff change in the admin, one row per key. The first is the
-- mission's progress figure when staff set it by hand (businesses_helped);
-- without its row the figure is counted from what the product records.
CREATE TABLE site_settings (
    key TEXT PRIMARY KEY,
    value TEXT NOT NULL,
    updated_at {{TIMESTAMP}} NOT NULL
);
