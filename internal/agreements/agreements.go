// Package agreements is what partners sign: staff publish each kind of
// agreement (the partner licence, the white-label terms) as versioned
// Markdown; a partner signs the current version by typing their name and
// consenting, and the signature keeps the exact version, a SHA-256 of the
// text signed, who signed, when, from which network and browser. A new
// version asks for a new signature.
package agreements

import (
	"context"
	"crypto/sha256"
	"database/sql"
	"encoding/hex"
	"errors"
	"regexp"
	"strconv"
	"time"

	"mission/internal/db"
	"mission/internal/input"
	"mission/internal/partners"
)

// Errors the store answers with.
var (
	ErrNotFound = errors.New("No such agreement.")
	ErrOutdated = errors.New("A newer version of this agreement was published: read it and sign that one.")
	ErrSigned   = errors.New("You have already signed this version.")
)

// Limits of a template.
const (
	MaxTitle = 200
	MaxBody  = 60_000
	MaxName  = 100
)

// KindPattern is what a kind's name looks like: at most MaxKind characters.
const (
	KindPattern = `^[a-z][a-z0-9_]{1,39}$`
	MaxKind     = 40
)

var kindPattern = regexp.MustCompile(KindPattern)

// MinName is the shortest name a signer may type.
const MinName = 2

// Rules are published to the web app (rules.json, under "agreements").
var Rules = map[string]any{"kindPattern": KindPattern, "kind": MaxKind, "title": MaxTitle, "body": MaxBody, "nameMin": MinName, "name": MaxName}

// Template is one published version of a kind of agreement.
type Template struct {
	ID          int64     `json:"id"`
	Kind        string    `json:"kind"`
	Title       string    `json:"title"`
	Version     int       `json:"version"`
	Body        string    `json:"body"`
	SHA256      string    `json:"sha256"`
	Required    bool      `json:"required"`
	PublishedAt time.Time `json:"publishedAt"`
}

// TemplateInput publishes a version.
type TemplateInput struct {
	Kind     string `json:"kind"`
	Title    string `json:"title"`
	Body     string `json:"body" text:"multiline"`
	Required bool   `json:"required"`
}

// Validate implements the decoder's check.
func (in TemplateInput) Validate() map[string]string {
	f := input.Fields{}
	f.Check("kind", !kindPattern.MatchString(in.Kind), "Name the kind in lower case, such as partner_licence.")
	f.Required("title", in.Title, MaxTitle, "Give the agreement a title.")
	f.Required("body", in.Body, MaxBody, "Write the agreement's text (Markdown).")
	return f.Result()
}

// Signature is a partner's signature of one version.
type Signature struct {
	ID         int64  `json:"id"`
	PartnerID  int64  `json:"partnerId"`
	Partner    string `json:"partner"`
	TemplateID int64  `json:"templateId"`
	Kind       string `json:"kind"`
	Title      string `json:"title"`
	Version    int    `json:"version"`
	Record
}

// Record is a signature as it is kept: who signed (the name they typed
// and the address of their account), when, from which network and
// browser, and the SHA-256 of the exact text they signed. A partner's
// signature of an agreement is one; a client's of a statement of work too.
type Record struct {
	SignerName  string    `json:"signerName"`
	SignerEmail string    `json:"signerEmail"`
	SignedAt    time.Time `json:"signedAt"`
	Network     string    `json:"network"`
	UserAgent   string    `json:"userAgent"`
	SHA256      string    `json:"sha256"`
}

// MaxAgent is how much of a signer's user agent is kept.
const MaxAgent = 300

// Signed is the record of name (at email) signing text now, from network
// with the browser agent (kept to MaxAgent characters).
func Signed(name, email, network, agent, text string, now time.Time) Record {
	if r := []rune(agent); len(r) > MaxAgent {
		agent = string(r[:MaxAgent])
	}
	return Record{SignerName: name, SignerEmail: email, SignedAt: now.UTC(), Network: network, UserAgent: agent, SHA256: Hash(text)}
}

// SignInput is the signer's typed name and consent: a partner's of an
// agreement, a client's of a statement of work.
type SignInput struct {
	Name    string `json:"name"`
	Consent bool   `json:"consent"`
}

// Validate implements the decoder's check.
func (in SignInput) Validate() map[string]string {
	f := input.Fields{}
	f.Required("name", in.Name, MaxName, "Type your full name to sign.")
	f.Check("name", in.Name != "" && len([]rune(in.Name)) < MinName, "Type your full name to sign.")
	f.Check("consent", !in.Consent, "Tick the box to agree to what you sign.")
	return f.Result()
}

// Hash is the SHA-256 of a text, in hex.
func Hash(text string) string {
	sum := sha256.Sum256([]byte(text))
	return hex.EncodeToString(sum[:])
}

// Store keeps templates and signatures.
type Store struct{ db *db.DB }

// NewStore makes the store.
func NewStore(d *db.DB) *Store { return &Store{db: d} }

const templateColumns = "id, kind, title, version, body, body_sha256, required, published_at"

func scanTemplate(row db.Scanner) (Template, error) {
	var t Template
	err := row.Scan(&t.ID, &t.Kind, &t.Title, &t.Version, &t.Body, &t.SHA256, &t.Required, &t.PublishedAt)
	if errors.Is(err, sql.ErrNoRows) {
		return t, ErrNotFound
	}
	t.PublishedAt = t.PublishedAt.UTC()
	return t, err
}

// Current lists the newest version of each kind.
func (s *Store) Current(ctx context.Context) ([]Template, error) {
	return db.List(ctx, s.db, scanTemplate, "SELECT "+templateColumns+` FROM agreement_templates t
		WHERE version = (SELECT MAX(version) FROM agreement_templates n WHERE n.kind = t.kind) ORDER BY kind`)
}

// History lists every version, newest first.
func (s *Store) History(ctx context.Context) ([]Template, error) {
	return db.List(ctx, s.db, scanTemplate, "SELECT "+templateColumns+" FROM agreement_templates ORDER BY kind, version DESC")
}

// Publish adds the next version of a kind.
func (s *Store) Publish(ctx context.Context, in TemplateInput, staff int64, now time.Time) (Template, error) {
	var id int64
	err := s.db.Write(ctx, func(tx *db.Tx) error {
		var last int
		if err := tx.QueryRow(ctx, "SELECT COALESCE(MAX(version), 0) FROM agreement_templates WHERE kind = ?", in.Kind).Scan(&last); err != nil {
			return err
		}
		return tx.QueryRow(ctx, `INSERT INTO agreement_templates (kind, title, version, body, body_sha256, required, published_by, published_at)
			VALUES (?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`, in.Kind, in.Title, last+1, in.Body, Hash(in.Body), in.Required, staff, now.UTC()).Scan(&id)
	})
	if err != nil {
		return Template{}, err
	}
	return scanTemplate(s.db.QueryRow(ctx, "SELECT "+templateColumns+" FROM agreement_templates WHERE id = ?", id))
}

const signatureColumns = `a.id, a.partner_id, COALESCE(p.company_name, ''), a.template_id, t.kind, t.title, t.version, a.signer_name,
	a.signer_email, a.signed_date, COALESCE(a.ip_address, ''), COALESCE(a.user_agent, ''), a.text_sha256`

const signatureFrom = ` FROM agreements a JOIN agreement_templates t ON t.id = a.template_id JOIN partners p ON p.id = a.partner_id`

func scanSignature(row db.Scanner) (Signature, error) {
	var sg Signature
	err := row.Scan(&sg.ID, &sg.PartnerID, &sg.Partner, &sg.TemplateID, &sg.Kind, &sg.Title, &sg.Version, &sg.SignerName, &sg.SignerEmail,
		&sg.SignedAt, &sg.Network, &sg.UserAgent, &sg.SHA256)
	if errors.Is(err, sql.ErrNoRows) {
		return sg, ErrNotFound
	}
	sg.SignedAt = sg.SignedAt.UTC()
	return sg, err
}

// Signatures lists who signed what, newest first (partner 0: everyone's).
func (s *Store) Signatures(ctx context.Context, partner int64) ([]Signature, error) {
	q, args := "SELECT "+signatureColumns+signatureFrom+" WHERE a.template_id IS NOT NULL", []any{}
	if partner > 0 {
		q, args = q+" AND a.partner_id = ?", append(args, partner)
	}
	return db.List(ctx, s.db, scanSignature, q+" ORDER BY a.signed_date DESC, a.id DESC LIMIT 500", args...)
}

// Signature reads one of the partner's signatures.
func (s *Store) Signature(ctx context.Context, partner, id int64) (Signature, error) {
	return scanSignature(s.db.QueryRow(ctx, "SELECT "+signatureColumns+signatureFrom+" WHERE a.id = ? AND a.partner_id = ?", id, partner))
}

// Template reads one version.
func (s *Store) Template(ctx context.Context, id int64) (Template, error) {
	return scanTemplate(s.db.QueryRow(ctx, "SELECT "+templateColumns+" FROM agreement_templates WHERE id = ?", id))
}

// Sign records a partner's signature of a template, which must be the
// current version of its kind; the partner's agreementsSigned becomes
// whether every required current version is signed.
func (s *Store) Sign(ctx context.Context, partner, template int64, in SignInput, network, agent string, now time.Time) (Signature, error) {
	var id int64
	err := s.db.Write(ctx, func(tx *db.Tx) error {
		t, err := scanTemplate(tx.QueryRow(ctx, "SELECT "+templateColumns+" FROM agreement_templates WHERE id = ?", template))
		if err != nil {
			return err
		}
		var newest int
		if err := tx.QueryRow(ctx, "SELECT MAX(version) FROM agreement_templates WHERE kind = ?", t.Kind).Scan(&newest); err != nil {
			return err
		}
		if newest != t.Version {
			return ErrOutdated
		}
		var email string
		if err := tx.QueryRow(ctx, "SELECT email FROM partners WHERE id = ?", partner).Scan(&email); err != nil {
			return err
		}
		r := Signed(in.Name, email, network, agent, t.Body, now)
		err = tx.QueryRow(ctx, `INSERT INTO agreements (partner_id, type, title, template_version, template_id, signature_status, signed_date,
			signer_name, signer_email, ip_address, user_agent, text_sha256, created_at, updated_at)
			VALUES (?, ?, ?, ?, ?, 'signed', ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (partner_id, template_id) DO NOTHING RETURNING id`,
			partner, t.Kind, t.Title, strconv.Itoa(t.Version), t.ID, r.SignedAt, r.SignerName, r.SignerEmail, r.Network, r.UserAgent, r.SHA256,
			now.UTC(), now.UTC()).Scan(&id)
		if errors.Is(err, sql.ErrNoRows) {
			return ErrSigned
		}
		if err != nil {
			return err
		}
		tx.Changed(partners.Topic)
		_, err = tx.Exec(ctx, `UPDATE partners SET agreements_signed = NOT EXISTS (
			SELECT 1 FROM agreement_templates t WHERE t.required = TRUE
			AND t.version = (SELECT MAX(version) FROM agreement_templates n WHERE n.kind = t.kind)
			AND NOT EXISTS (SELECT 1 FROM agreements a WHERE a.partner_id = ? AND a.template_id = t.id)) WHERE id = ?`, partner, partner)
		return err
	})
	if err != nil {
		return Signature{}, err
	}
	return s.Signature(ctx, partner, id)
}

// Standing is each current version with the partner's signature of it, if
// any: what they have signed and what they still must.
type Standing struct {
	Template  Template   `json:"template"`
	Signature *Signature `json:"signature"`
	// Due is a required version the partner has not signed.
	Due bool `json:"due"`
}

// StandingOf lists the current versions for one partner.
func (s *Store) StandingOf(ctx context.Context, partner int64) ([]Standing, error) {
	current, err := s.Current(ctx)
	if err != nil {
		return nil, err
	}
	mine, err := s.Signatures(ctx, partner)
	if err != nil {
		return nil, err
	}
	out := make([]Standing, len(current))
	for i, t := range current {
		out[i] = Standing{Template: t}
		for _, sg := range mine {
			if sg.TemplateID == t.ID {
				sg := sg
				out[i].Signature = &sg
			}
		}
		out[i].Due = t.Required && out[i].Signature == nil
	}
	return out, nil
}
