-- What a person sees of their sessions: the browser, the network, when it
-- was last used (kept to within five minutes). sessions_ended_at on users
-- is when someone last ended sessions of that person, for the audit log.
ALTER TABLE sessions ADD COLUMN user_agent TEXT NOT NULL DEFAULT '';
ALTER TABLE sessions ADD COLUMN network TEXT NOT NULL DEFAULT '';
ALTER TABLE sessions ADD COLUMN last_seen_at {{TIMESTAMP}};
ALTER TABLE users ADD COLUMN sessions_ended_at {{TIMESTAMP}};
