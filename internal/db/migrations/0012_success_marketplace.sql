-- Success Tools and Marketplace.
--
-- Success stories: revenue in cents (monthly_revenue stays unused), the
-- image as a stored file, why staff declined one, and one like per partner.
ALTER TABLE success_stories ADD COLUMN monthly_revenue_cents BIGINT;
ALTER TABLE success_stories ADD COLUMN image_key TEXT REFERENCES files(file_key);
ALTER TABLE success_stories ADD COLUMN decline_reason TEXT;
ALTER TABLE success_stories ADD COLUMN reviewed_at {{TIMESTAMP}};

CREATE INDEX idx_success_stories_status_created ON success_stories (status, created_at);
CREATE INDEX idx_success_stories_partner_id ON success_stories (partner_id);

CREATE TABLE success_story_likes (
    partner_id BIGINT NOT NULL REFERENCES partners(id) ON DELETE CASCADE,
    story_id BIGINT NOT NULL REFERENCES success_stories(id) ON DELETE CASCADE,
    created_at {{TIMESTAMP}} NOT NULL,
    PRIMARY KEY (partner_id, story_id)
);

CREATE INDEX idx_success_story_likes_story ON success_story_likes (story_id);

-- Integration packages: ratings are kept as a count and a sum of whole
-- stars, so the stored average is exact and listing needs no aggregate.
ALTER TABLE integration_packages ADD COLUMN rating_count INTEGER NOT NULL DEFAULT 0;
ALTER TABLE integration_packages ADD COLUMN rating_total INTEGER NOT NULL DEFAULT 0;

CREATE TABLE package_ratings (
    partner_id BIGINT NOT NULL REFERENCES partners(id) ON DELETE CASCADE,
    package_id BIGINT NOT NULL REFERENCES integration_packages(id) ON DELETE CASCADE,
    rating INTEGER NOT NULL,
    created_at {{TIMESTAMP}} NOT NULL,
    PRIMARY KEY (partner_id, package_id)
);

CREATE TABLE package_installs (
    partner_id BIGINT NOT NULL REFERENCES partners(id) ON DELETE CASCADE,
    package_id BIGINT NOT NULL REFERENCES integration_packages(id) ON DELETE CASCADE,
    created_at {{TIMESTAMP}} NOT NULL,
    PRIMARY KEY (partner_id, package_id)
);

-- The marketplace template an agent or app was installed from.
ALTER TABLE automation_agents ADD COLUMN template_id BIGINT REFERENCES automation_templates(id) ON DELETE SET NULL;
ALTER TABLE automation_apps ADD COLUMN template_id BIGINT REFERENCES automation_templates(id) ON DELETE SET NULL;
