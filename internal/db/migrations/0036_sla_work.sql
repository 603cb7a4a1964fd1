-- Promises on a project's work: a milestone's due date (the partner's),
-- and the working hours a client has to review a submitted deliverable
-- (the partner's default, or the project's own). Each timer names what it
-- times: the milestone or the deliverable.
ALTER TABLE partner_sla_settings ADD COLUMN review_hours INTEGER NOT NULL DEFAULT 40;
ALTER TABLE partner_projects ADD COLUMN sla_review_hours INTEGER;
ALTER TABLE sla_tracking ADD COLUMN subject_id BIGINT;

CREATE INDEX idx_sla_tracking_project_status ON sla_tracking (project_id, status);
