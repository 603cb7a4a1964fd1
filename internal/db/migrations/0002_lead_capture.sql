-- What the lead forms send beyond the stored schema: the audience the
-- visitor chose, the onboarding form's extra answers, and the first-touch
-- attribution of the visit.
ALTER TABLE leads ADD COLUMN audience_type TEXT NOT NULL DEFAULT '';
ALTER TABLE leads ADD COLUMN custom_fields {{JSON}} NOT NULL DEFAULT '{}';
ALTER TABLE leads ADD COLUMN utm_source TEXT NOT NULL DEFAULT '';
ALTER TABLE leads ADD COLUMN utm_medium TEXT NOT NULL DEFAULT '';
ALTER TABLE leads ADD COLUMN utm_campaign TEXT NOT NULL DEFAULT '';
ALTER TABLE leads ADD COLUMN utm_term TEXT NOT NULL DEFAULT '';
ALTER TABLE leads ADD COLUMN utm_content TEXT NOT NULL DEFAULT '';
ALTER TABLE leads ADD COLUMN referrer TEXT NOT NULL DEFAULT '';
ALTER TABLE leads ADD COLUMN landing_path TEXT NOT NULL DEFAULT '';
