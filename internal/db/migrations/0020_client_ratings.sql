-- Client ratings: a client rates a project from their portal, 1 to 5 stars
-- with an optional comment, once a deliverable of it is approved or it is
-- completed. One rating per client and project (the unique key): a second
-- one replaces the first. The link and the deliverable record where it came
-- from. The partner's Client Rating is the average of these rows;
-- clients.satisfaction_score is no longer read.
CREATE TABLE client_ratings (
    {{ID}},
    partner_id BIGINT NOT NULL REFERENCES partners(id) ON DELETE CASCADE,
    client_id BIGINT NOT NULL REFERENCES clients(id) ON DELETE CASCADE,
    project_id BIGINT NOT NULL REFERENCES partner_projects(id) ON DELETE CASCADE,
    link_id BIGINT REFERENCES client_links(id) ON DELETE SET NULL,
    deliverable_id BIGINT REFERENCES deliverables(id) ON DELETE SET NULL,
    rating INTEGER NOT NULL CHECK (rating BETWEEN 1 AND 5),
    comment TEXT NOT NULL DEFAULT '',
    created_at {{TIMESTAMP}} NOT NULL,
    updated_at {{TIMESTAMP}} NOT NULL,
    UNIQUE (client_id, project_id)
);

CREATE INDEX idx_client_ratings_partner ON client_ratings (partner_id, updated_at);
