-- One branding row per partner. Saving it is one upsert on this key, so two
-- first saves at once make one row (an update-else-insert made two, and the
-- portal read the later by MAX(id)). The older duplicates, never read, go.
DELETE FROM partner_branding WHERE partner_id IS NOT NULL
    AND id NOT IN (SELECT MAX(id) FROM partner_branding WHERE partner_id IS NOT NULL GROUP BY partner_id);

DROP INDEX idx_partner_branding_partner_id;

CREATE UNIQUE INDEX idx_partner_branding_partner_id ON partner_branding (partner_id);
