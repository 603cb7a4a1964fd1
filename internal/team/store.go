package team

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"io"
	"time"

	"mission/internal/announce"
	"mission/internal/auth"
	"mission/internal/db"
)

// Store keeps the staff accounts and invitations.
type Store struct {
	db       *db.DB
	announce announce.Func
}

// NewStore returns the store on d; a nil announce sends no e-mail.
func NewStore(d *db.DB, a announce.Func) *Store { return &Store{db: d, announce: a} }

const memberColumns = "id, username, name, role, status, created_at"

func scanMember(row db.Scanner) (Member, error) {
	var m Member
	err := row.Scan(&m.ID, &m.Email, &m.Name, &m.Role, &m.Status, &m.CreatedAt)
	m.CreatedAt = m.CreatedAt.UTC()
	return m, err
}

// List is the team: active members first, then by name.
func (s *Store) List(ctx context.Context) ([]Member, error) {
	return db.List(ctx, s.db, scanMember, "SELECT "+memberColumns+
		" FROM users ORDER BY CASE status WHEN 'active' THEN 0 ELSE 1 END, LOWER(name), username")
}

// Invitations lists the invitations still open at now.
func (s *Store) Invitations(ctx context.Context, now time.Time) ([]Invitation, error) {
	return db.List(ctx, s.db, func(row db.Scanner) (Invitation, error) {
		var in Invitation
		var by sql.NullString
		err := row.Scan(&in.ID, &in.Email, &in.Role, &by, &in.CreatedAt, &in.ExpiresAt)
		in.InvitedBy, in.CreatedAt, in.ExpiresAt = by.String, in.CreatedAt.UTC(), in.ExpiresAt.UTC()
		return in, err
	}, `SELECT i.id, i.email, i.role, COALESCE(NULLIF(u.name, ''), u.username), i.created_at, i.expires_at
		FROM staff_invitations i LEFT JOIN users u ON u.id = i.invited_by
		WHERE i.used_at IS NULL AND i.expires_at > ? ORDER BY i.created_at DESC`, now.UTC())
}

// Active tells whether id is an active member's.
func (s *Store) Active(ctx context.Context, id int64) (bool, error) {
	var n int
	err := s.db.QueryRow(ctx, "SELECT COUNT(*) FROM users WHERE id = ? AND status = 'active'", id).Scan(&n)
	return n > 0, err
}

// Directory is the team as everyone on it sees it, people who have left
// included: who a lead can be given to, and whose name a staff id in a
// lead's history or the audit log stands for.
func (s *Store) Directory(ctx context.Context) ([]Member, error) {
	return db.List(ctx, s.db, scanMember, "SELECT "+memberColumns+" FROM users ORDER BY LOWER(name), username")
}

// Get reads one member.
func (s *Store) Get(ctx context.Context, id int64) (Member, error) {
	m, err := scanMember(s.db.QueryRow(ctx, "SELECT "+memberColumns+" FROM users WHERE id = ?", id))
	if errors.Is(err, sql.ErrNoRows) {
		return m, ErrNotFound
	}
	return m, err
}

// Create adds an active member with a password (the command line, the
// first owner).
func (s *Store) Create(ctx context.Context, email, name, password string, role auth.Role, now time.Time) (Member, error) {
	if len([]rune(password)) < MinPassword {
		return Member{}, fmt.Errorf("the password must be at least %d characters", MinPassword)
	}
	if !role.Valid() {
		return Member{}, fmt.Errorf("unknown role %q (owner, admin, editor or viewer)", role)
	}
	hash, err := auth.HashPassword(ctx, password)
	if err != nil {
		return Member{}, err
	}
	var id int64
	err = s.db.Write(ctx, func(tx *db.Tx) error {
		var err error
		id, err = insertMember(ctx, tx, auth.NormalizeEmail(email), name, hash, role, now)
		return err
	})
	if err != nil {
		return Member{}, err
	}
	return s.Get(ctx, id)
}

// insertMember adds an active member, or brings back a deactivated one
// with this address (their history stays theirs); ErrMember when the
// address is an active member's.
func insertMember(ctx context.Context, tx *db.Tx, email, name, hash string, role auth.Role, now time.Time) (int64, error) {
	var id int64
	err := tx.QueryRow(ctx, `UPDATE users SET name = ?, password = ?, role = ?, status = 'active', updated_at = ?
		WHERE username = ? AND status = 'deactivated' RETURNING id`, name, hash, string(role), now.UTC(), email).Scan(&id)
	if err == nil || !errors.Is(err, sql.ErrNoRows) {
		return id, err
	}
	err = tx.QueryRow(ctx, `INSERT INTO users (username, name, password, role, created_at, updated_at)
		VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT (username) DO NOTHING RETURNING id`,
		email, name, hash, string(role), now.UTC(), now.UTC()).Scan(&id)
	if errors.Is(err, sql.ErrNoRows) {
		return 0, ErrMember
	}
	return id, err
}

// SetPassword gives a member a new password and ends their sessions.
func (s *Store) SetPassword(ctx context.Context, email, password string, now time.Time) error {
	if len([]rune(password)) < MinPassword {
		return fmt.Errorf("the password must be at least %d characters", MinPassword)
	}
	hash, err := auth.HashPassword(ctx, password)
	if err != nil {
		return err
	}
	return s.db.Write(ctx, func(tx *db.Tx) error {
		var id int64
		err := tx.QueryRow(ctx, "UPDATE users SET password = ?, updated_at = ? WHERE username = ? RETURNING id",
			hash, now.UTC(), auth.NormalizeEmail(email)).Scan(&id)
		if errors.Is(err, sql.ErrNoRows) {
			return ErrNotFound
		}
		if err != nil {
			return err
		}
		return auth.EndStaff(ctx, tx, id)
	})
}

// ResetSecondFactor removes a member's second factor and recovery codes and
// ends their sessions (the command line's answer to a lost phone).
func (s *Store) ResetSecondFactor(ctx context.Context, email string) error {
	return s.db.Write(ctx, func(tx *db.Tx) error {
		var id int64
		err := tx.QueryRow(ctx, "SELECT id FROM users WHERE username = ?", auth.NormalizeEmail(email)).Scan(&id)
		if errors.Is(err, sql.ErrNoRows) {
			return ErrNotFound
		}
		if err != nil {
			return err
		}
		for _, q := range []string{"DELETE FROM second_factors WHERE account = ?", "DELETE FROM recovery_codes WHERE account = ?"} {
			if _, err := tx.Exec(ctx, q, auth.StaffAccount(id)); err != nil {
				return err
			}
		}
		return auth.EndStaff(ctx, tx, id)
	})
}

// Invite records a one-time invitation for email and announces it, so the
// outbox e-mails the link. An earlier open invitation for the address is
// replaced.
func (s *Store) Invite(ctx context.Context, by auth.Staff, email string, role auth.Role, now time.Time) (Invitation, error) {
	email = auth.NormalizeEmail(email)
	token := auth.NewToken()
	inv := Invitation{Email: email, Role: role, InvitedBy: by.Label(), CreatedAt: now.UTC(), ExpiresAt: now.Add(InviteTTL).UTC()}
	err := s.db.Write(ctx, func(tx *db.Tx) error {
		var active int
		if err := tx.QueryRow(ctx, "SELECT COUNT(*) FROM users WHERE username = ? AND status = 'active'", email).Scan(&active); err != nil {
			return err
		}
		if active > 0 {
			return ErrMember
		}
		if _, err := tx.Exec(ctx, "DELETE FROM staff_invitations WHERE email = ? AND used_at IS NULL", email); err != nil {
			return err
		}
		if err := tx.QueryRow(ctx, `INSERT INTO staff_invitations (token_hash, email, role, invited_by, created_at, expires_at)
			VALUES (?, ?, ?, ?, ?, ?) RETURNING id`, auth.HashToken(token), email, string(role), by.ID, inv.CreatedAt, inv.ExpiresAt).Scan(&inv.ID); err != nil {
			return err
		}
		if s.announce == nil {
			return nil
		}
		return s.announce(ctx, tx, announce.StaffInvited, map[string]string{"email": email, "role": string(role), "token": token,
			"invitedBy": by.Label(), "expires": inv.ExpiresAt.Format("2 January 2006")})
	})
	return inv, err
}

// Cancel withdraws an open invitation: its link stops working.
func (s *Store) Cancel(ctx context.Context, id int64) error {
	return s.db.Write(ctx, func(tx *db.Tx) error {
		err := db.Affected(tx.Exec(ctx, "DELETE FROM staff_invitations WHERE id = ? AND used_at IS NULL", id))
		if errors.Is(err, db.ErrNotFound) {
			return ErrNoInvitation
		}
		return err
	})
}

// Opened is what an invitation link shows before it is used.
func (s *Store) Opened(ctx context.Context, token string, now time.Time) (Invitation, error) {
	var inv Invitation
	var used sql.NullTime
	err := s.db.QueryRow(ctx, "SELECT email, role, expires_at, used_at FROM staff_invitations WHERE token_hash = ?",
		auth.HashToken(token)).Scan(&inv.Email, &inv.Role, &inv.ExpiresAt, &used)
	switch {
	case errors.Is(err, sql.ErrNoRows):
		return inv, ErrInviteInvalid
	case err != nil:
		return inv, err
	case used.Valid || !inv.ExpiresAt.After(now):
		return inv, ErrInviteExpired
	}
	inv.ExpiresAt = inv.ExpiresAt.UTC()
	return inv, nil
}

// Accept uses an invitation: the person's account, with the invited
// role, name and password. The link works once, even under concurrent use.
// then, when not nil, runs in the same transaction with the new account.
func (s *Store) Accept(ctx context.Context, token, name, password string, now time.Time, then func(*db.Tx, Member) error) (Member, error) {
	if _, err := s.Opened(ctx, token, now); err != nil {
		return Member{}, err
	}
	hash, err := auth.HashPassword(ctx, password)
	if err != nil {
		return Member{}, err
	}
	var id int64
	err = s.db.Write(ctx, func(tx *db.Tx) error {
		var email string
		var role auth.Role
		err := tx.QueryRow(ctx, `UPDATE staff_invitations SET used_at = ? WHERE token_hash = ? AND used_at IS NULL AND expires_at > ?
			RETURNING email, role`, now.UTC(), auth.HashToken(token), now.UTC()).Scan(&email, &role)
		if errors.Is(err, sql.ErrNoRows) {
			return ErrInviteExpired
		}
		if err != nil {
			return err
		}
		if id, err = insertMember(ctx, tx, email, name, hash, role, now); err != nil || then == nil {
			return err
		}
		return then(tx, Member{ID: id, Email: email, Name: name, Role: role, Status: "active", CreatedAt: now})
	})
	if err != nil {
		return Member{}, err
	}
	return s.Get(ctx, id)
}

// lockOwners takes the active owners' rows (on PostgreSQL, until the
// change commits), so two owners demoting each other at once cannot both
// pass the last-owner check; SQLite's one writer serialises them anyway.
func lockOwners(ctx context.Context, tx *db.Tx) (int, error) {
	lock := ""
	if tx.Dialect() == db.Postgres {
		lock = " FOR UPDATE"
	}
	ids, err := db.List(ctx, tx, db.Int64, "SELECT id FROM users WHERE role = 'owner' AND status = 'active'"+lock)
	return len(ids), err
}

// change applies a role or status change to member id, refusing one that
// would leave no active owner.
func (s *Store) change(ctx context.Context, id int64, set string, args []any, leavesOwners bool, after func(*db.Tx) error) (Member, error) {
	err := s.db.Write(ctx, func(tx *db.Tx) error {
		owners, err := lockOwners(ctx, tx)
		if err != nil {
			return err
		}
		current, err := scanMember(tx.QueryRow(ctx, "SELECT "+memberColumns+" FROM users WHERE id = ?", id))
		if errors.Is(err, sql.ErrNoRows) {
			return ErrNotFound
		}
		if err != nil {
			return err
		}
		if leavesOwners && current.Role == auth.Owner && current.Status == "active" && owners <= 1 {
			return ErrLastOwner
		}
		if _, err := tx.Exec(ctx, "UPDATE users SET "+set+" WHERE id = ?", append(args, id)...); err != nil {
			return err
		}
		if after != nil {
			return after(tx)
		}
		return nil
	})
	if err != nil {
		return Member{}, err
	}
	return s.Get(ctx, id)
}

// SetRole changes a member's role; the last active owner keeps theirs.
func (s *Store) SetRole(ctx context.Context, id int64, role auth.Role, now time.Time) (Member, error) {
	return s.change(ctx, id, "role = ?, updated_at = ?", []any{string(role), now.UTC()}, role != auth.Owner, nil)
}

// Deactivate takes a member's access away and ends their sessions at
// once, on every instance; the last active owner cannot be deactivated.
func (s *Store) Deactivate(ctx context.Context, id int64, now time.Time) (Member, error) {
	return s.change(ctx, id, "status = 'deactivated', updated_at = ?", []any{now.UTC()}, true,
		func(tx *db.Tx) error { return auth.EndStaff(ctx, tx, id) })
}

// Reactivate gives a deactivated member their access back (with the
// password they had).
func (s *Store) Reactivate(ctx context.Context, id int64, now time.Time) (Member, error) {
	return s.change(ctx, id, "status = 'active', updated_at = ?", []any{now.UTC()}, false, nil)
}

// EnsureOwner makes the first owner at a start without any staff account:
// with email and fromEnv (ADMIN_EMAIL, ADMIN_PASSWORD) when given, else
// with the single admin password an earlier version stored (its hash moves
// as it is), else with a generated password told once on out. Once anyone
// has an account it does nothing.
func EnsureOwner(ctx context.Context, d *db.DB, email, fromEnv string, out io.Writer, now time.Time) error {
	var n int
	if err := d.QueryRow(ctx, "SELECT COUNT(*) FROM users").Scan(&n); err != nil {
		return err
	}
	if n > 0 {
		return nil
	}
	var hash, told string
	switch {
	case fromEnv != "":
		if len([]rune(fromEnv)) < MinPassword {
			return fmt.Errorf("ADMIN_PASSWORD must be at least %d characters", MinPassword)
		}
		h, err := auth.HashPassword(ctx, fromEnv)
		if err != nil {
			return err
		}
		hash = h
	default:
		err := d.QueryRow(ctx, "SELECT password_hash FROM admin_credentials WHERE id = 1").Scan(&hash)
		if err != nil && !errors.Is(err, sql.ErrNoRows) {
			return err
		}
		if hash == "" {
			told = auth.GeneratePassword()
			if hash, err = auth.HashPassword(ctx, told); err != nil {
				return err
			}
		}
	}
	email = auth.NormalizeEmail(email)
	err := d.Write(ctx, func(tx *db.Tx) error {
		// Two instances starting at once: the address is unique, so one owner.
		_, err := tx.Exec(ctx, `INSERT INTO users (username, name, password, role, created_at, updated_at)
			VALUES (?, '', ?, 'owner', ?, ?) ON CONFLICT (username) DO NOTHING`, email, hash, now.UTC(), now.UTC())
		return err
	})
	if err != nil {
		return err
	}
	if told != "" {
		fmt.Fprintf(out, "\n  No staff account existed, so an owner was made. Its password is shown only this once:\n\n"+
			"      e-mail:   %s\n      password: %s\n\n  Sign in at /admin/login (an owner sets up two-factor sign-in with an authenticator\n"+
			"  app at the first sign-in), then invite your team under People.\n"+
			"  Change the password with `mission staff set-password %s`.\n\n", email, told, email)
	} else {
		fmt.Fprintf(out, "\n  The staff sign-in is now by e-mail: sign in at /admin/login as %s with the admin password.\n\n", email)
	}
	return nil
}
