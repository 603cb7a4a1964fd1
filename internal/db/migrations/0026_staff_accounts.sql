-- Staff accounts (the schema's users): one per person, signed in by e-mail
-- (username) and password (its argon2id hash), with a role that decides
-- every staff route. The single admin password of earlier versions becomes
-- the first owner at start (team.EnsureOwner); admin_credentials stays, so
-- nothing stored is lost. The users table of the first schema was never
-- written by any version, so it is made again with the columns it needs.
DROP TABLE users;

CREATE TABLE users (
    {{ID}},
    username TEXT NOT NULL UNIQUE,
    name TEXT NOT NULL DEFAULT '',
    password TEXT NOT NULL,
    user_type TEXT NOT NULL DEFAULT 'staff',
    tenant_id TEXT,
    role TEXT NOT NULL CHECK (role IN ('owner', 'admin', 'editor', 'viewer')),
    status TEXT NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'deactivated')),
    created_at {{TIMESTAMP}} NOT NULL,
    updated_at {{TIMESTAMP}} NOT NULL
);

-- A staff session names its person; deactivating them deletes these rows.
ALTER TABLE sessions ADD COLUMN user_id BIGINT REFERENCES users(id) ON DELETE CASCADE;
CREATE INDEX idx_sessions_user ON sessions (user_id);

-- Invitations an owner sends: one-time links, kept as the token's SHA-256.
CREATE TABLE staff_invitations (
    {{ID}},
    token_hash TEXT NOT NULL UNIQUE,
    email TEXT NOT NULL,
    role TEXT NOT NULL CHECK (role IN ('owner', 'admin', 'editor', 'viewer')),
    invited_by BIGINT REFERENCES users(id) ON DELETE SET NULL,
    created_at {{TIMESTAMP}} NOT NULL,
    expires_at {{TIMESTAMP}} NOT NULL,
    used_at {{TIMESTAMP}}
);

CREATE INDEX idx_staff_invitations_email ON staff_invitations (email);
