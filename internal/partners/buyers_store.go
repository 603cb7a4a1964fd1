package partners

import (
	"context"
	"database/sql"
	"errors"
	"time"

	"mission/internal/auth"
	"mission/internal/db"
)

// Where a partner came from (partners.source).
const (
	SourceStaff       = "staff"
	SourceApplication = "application"
	SourcePurchase    = "purchase"
)

// What a paid licence did to the buyer's account.
const (
	// AccountInvited: a new account, or one still waiting for its
	// password, with a fresh invitation.
	AccountInvited = "invited"
	// AccountExisting: the licence was added to an active partner.
	AccountExisting = "existing"
	// AccountDeactivated: the buyer's account is deactivated; staff decide.
	AccountDeactivated = "deactivated"
)

// Buyer is who paid for a licence, as the checkout gave them.
type Buyer struct {
	Email, Name, Company string
}

// Opened is the buyer's account after the payment.
type Opened struct {
	PartnerID int64
	Account   string // AccountInvited, AccountExisting or AccountDeactivated
	Company   string
	Name      string
	// Token and Expires are the new invitation (AccountInvited only).
	Token   string
	Expires time.Time
}

// OpenForBuyerTx finds or creates the partner account of a paid licence,
// inside the payment's transaction: a new address becomes a pending
// partner with an invitation, a pending one gets a fresh invitation (the
// old link stops), an active or deactivated one is left as it is. Two
// payments by one address at once make one account: the insert that wins
// the address's unique key is the one that creates it.
func OpenForBuyerTx(ctx context.Context, tx *db.Tx, b Buyer, now time.Time) (Opened, error) {
	email := NormalizeEmail(b.Email)
	token := auth.NewToken()
	expires := now.Add(InviteTTL).UTC()
	o := Opened{Account: AccountInvited, Company: b.Company, Name: b.Name, Token: token, Expires: expires}
	tx.Changed(Topic)
	err := tx.QueryRow(ctx, `INSERT INTO partners (company_name, contact_name, email, revenue_share_percentage, status, invite_token_hash,
		invite_expires_at, source, created_at, updated_at) VALUES (?, ?, ?, ?, 'pending', ?, ?, ?, ?, ?)
		ON CONFLICT (email) DO NOTHING RETURNING id`,
		b.Company, b.Name, email, DefaultShare, auth.HashToken(token), expires, SourcePurchase, now.UTC(), now.UTC()).Scan(&o.PartnerID)
	if err == nil {
		return o, nil
	}
	if !errors.Is(err, sql.ErrNoRows) {
		return Opened{}, err
	}
	// The address has an account. A pending one gets a new invitation in
	// one conditional write; whatever it is, its name and company stay.
	err = tx.QueryRow(ctx, `UPDATE partners SET invite_token_hash = ?, invite_expires_at = ?, updated_at = ?
		WHERE email = ? AND status = 'pending' RETURNING id, COALESCE(company_name, ''), COALESCE(contact_name, '')`,
		auth.HashToken(token), expires, now.UTC(), email).Scan(&o.PartnerID, &o.Company, &o.Name)
	if err == nil {
		return o, nil
	}
	if !errors.Is(err, sql.ErrNoRows) {
		return Opened{}, err
	}
	var status string
	if err := tx.QueryRow(ctx, "SELECT id, status, COALESCE(company_name, ''), COALESCE(contact_name, '') FROM partners WHERE email = ?", email).
		Scan(&o.PartnerID, &status, &o.Company, &o.Name); err != nil {
		return Opened{}, err
	}
	o.Token, o.Expires = "", time.Time{}
	o.Account = AccountExisting
	if status == StatusDeactivated {
		o.Account = AccountDeactivated
	}
	return o, nil
}

// NeedsOnboarding tells whether a partner still owes the onboarding: one
// who bought a licence and has sent no onboarding yet (staff-made and
// approved partners gave their details another way).
func (a *Accounts) NeedsOnboarding(ctx context.Context, id int64) (bool, error) {
	var needs bool
	err := a.db.QueryRow(ctx, `SELECT source = ? AND NOT EXISTS (SELECT 1 FROM partner_applications pa WHERE pa.email = partners.email)
		FROM partners WHERE id = ?`, SourcePurchase, id).Scan(&needs)
	if errors.Is(err, sql.ErrNoRows) {
		return false, db.ErrNotFound
	}
	return needs, err
}

// StatusByEmailTx is the status of the account an address has, or "" for
// none.
func StatusByEmailTx(ctx context.Context, tx *db.Tx, email string) (string, error) {
	var status string
	err := tx.QueryRow(ctx, "SELECT status FROM partners WHERE email = ?", NormalizeEmail(email)).Scan(&status)
	if errors.Is(err, sql.ErrNoRows) {
		return "", nil
	}
	return status, err
}

// LaunchBusinessDays is how soon after the onboarding a partner's business
// launches.
const LaunchBusinessDays = 7

// LaunchBy is the day a business onboarded at t launches: seven business
// days (Monday to Friday) later.
func LaunchBy(t time.Time) time.Time {
	d := t
	for n := 0; n < LaunchBusinessDays; {
		d = d.AddDate(0, 0, 1)
		if wd := d.Weekday(); wd != time.Saturday && wd != time.Sunday {
			n++
		}
	}
	return d
}
