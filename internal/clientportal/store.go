package clientportal

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"slices"
	"strconv"
	"time"

	"mission/internal/announce"
	"mission/internal/db"
	"mission/internal/invoices"
	"mission/internal/partners"
	"mission/internal/portal"
	"mission/internal/quotes"
	"mission/internal/sow"
)

// Errors of a client portal link.
var (
	ErrLinkUnknown  = errors.New("This portal link does not exist.")
	ErrLinkInactive = errors.New("This portal link has been turned off. Ask your project contact for a new one.")
	ErrLinkExpired  = errors.New("This portal link has expired. Ask your project contact for a new one.")
	// ErrNotClientsProject is a link naming a project that is not its
	// client's.
	ErrNotClientsProject = errors.New("choose this client's projects")
)

// Store keeps client links and what clients do through them.
type Store struct {
	db *db.DB
	// Portal is the partner's work the links show.
	Portal   *portal.Store
	touching chan struct{} // bounds the background writes of lastAccessedAt
	// Announce, when set, is told of each change worth announcing, inside
	// the change's transaction (the outbox's messages commit with it).
	Announce announce.Func
	// Quotes are the prices the partner sent, which the client accepts or
	// declines here; Invoices what the partner bills them.
	Quotes   *quotes.Store
	Invoices *invoices.Store
	// SOWs are the statements of work the partner sent, which the client
	// signs here.
	SOWs *sow.Store
}

// NewStore returns the client portal's store on d, showing the work kept in
// p.
func NewStore(d *db.DB, p *portal.Store) *Store {
	return &Store{db: d, Portal: p, touching: make(chan struct{}, 4)}
}

// OnChange calls fn after any committed change to what client portals
// show, made on this instance or another.
func (s *Store) OnChange(fn func()) { s.db.OnChange(partners.Topic, fn) }

// Access is what a working client link opens.
type Access struct {
	LinkID     int64
	PartnerID  int64
	ClientID   int64
	ClientName string
	Projects   []int64
	Branding   Branding
	ExpiresAt  *time.Time
}

// accessTouch is how stale lastAccessedAt may get: recording every page
// view would make each one a write.
const accessTouch = time.Minute

// Open checks a client token: unknown (ErrLinkUnknown), turned off or
// belonging to a partner no longer active (ErrLinkInactive), past its
// expiry (ErrLinkExpired), or the access it gives. It records when the
// link was last used.
func (s *Store) Open(ctx context.Context, token string, now time.Time) (Access, error) {
	var a Access
	if len(token) != 43 {
		return a, ErrLinkUnknown
	}
	var allowed, status string
	var active bool
	var expires, accessed sql.NullTime
	b := &a.Branding
	// The partner's branding comes along: the portal page needs it, and one
	// query costs less than two.
	err := s.db.QueryRow(ctx, `SELECT l.id, l.partner_id, l.client_id, COALESCE(c.name, ''), l.allowed_project_ids, l.active, l.expires_at,
		l.last_accessed_at, pa.status, COALESCE(NULLIF(b.company_name, ''), pa.company_name, ''), COALESCE(b.logo_url, ''),
		COALESCE(b.primary_color, '#3B82F6'), COALESCE(b.secondary_color, '#EF4444'), COALESCE(b.accent_color, '#10B981'),
		COALESCE(b.support_email, '')
		FROM client_links l JOIN clients c ON c.id = l.client_id JOIN partners pa ON pa.id = l.partner_id
		LEFT JOIN partner_branding b ON b.id = (SELECT MAX(id) FROM partner_branding WHERE partner_id = pa.id)
		WHERE l.token = ?`, token).Scan(&a.LinkID, &a.PartnerID, &a.ClientID, &a.ClientName, &allowed, &active, &expires, &accessed, &status,
		&b.Company, &b.LogoURL, &b.PrimaryColor, &b.SecondaryColor, &b.AccentColor, &b.SupportEmail)
	if errors.Is(err, sql.ErrNoRows) {
		return a, ErrLinkUnknown
	}
	if err != nil {
		return a, err
	}
	switch {
	case !active || status != partners.StatusActive:
		return a, ErrLinkInactive
	case expires.Valid && !expires.Time.After(now):
		return a, ErrLinkExpired
	}
	listed := []int64{}
	if json.Unmarshal([]byte(allowed), &listed) != nil || listed == nil {
		listed = []int64{}
	}
	// Only the link's client's projects, whatever the stored list says: a
	// link made before lists were checked against the client shows no one
	// else's work.
	if a.Projects, err = clientProjects(ctx, s.db, a.PartnerID, a.ClientID, listed); err != nil {
		return a, err
	}
	a.ExpiresAt = db.UTCPtr(expires)
	if !accessed.Valid || now.Sub(accessed.Time) > accessTouch {
		s.touch(a.LinkID, now)
	}
	return a, nil
}

// Touch records a link's last use off the request's path: the client's page
// need not wait for a durable write of a time stamp. At most a few run at
// once; one that finds no room is skipped, and the next visit records it.
func (s *Store) Touch(link int64, now time.Time) { s.touch(link, now) }

func (s *Store) touch(link int64, now time.Time) {
	select {
	case s.touching <- struct{}{}:
	default:
		return
	}
	go func() {
		defer func() { <-s.touching }()
		ctx := context.Background()
		s.db.Write(ctx, func(tx *db.Tx) error {
			_, err := tx.Exec(ctx, "UPDATE client_links SET last_accessed_at = ? WHERE id = ?", now.UTC(), link)
			return err
		})
	}()
}

// Branding is how the client portal looks: the partner's name and colours.
type Branding struct {
	Company        string `json:"company"`
	LogoURL        string `json:"logoUrl"`
	PrimaryColor   string `json:"primaryColor"`
	SecondaryColor string `json:"secondaryColor"`
	AccentColor    string `json:"accentColor"`
	SupportEmail   string `json:"supportEmail"`
}

// ClientProject is a project as its client sees it: only what is visible
// to clients.
type ClientProject struct {
	ID           int64                `json:"id"`
	Title        string               `json:"title"`
	Description  string               `json:"description"`
	Status       string               `json:"status"`
	Progress     int                  `json:"progress"`
	DueDate      *time.Time           `json:"dueDate"`
	Milestones   []portal.Milestone   `json:"milestones"`
	Deliverables []portal.Deliverable `json:"deliverables"`
	// CanRate tells whether the client may rate the project: once a
	// deliverable of it is approved or it is completed.
	CanRate  bool          `json:"canRate"`
	MyRating *ClientRating `json:"myRating"`
}

// ClientView is the client portal's page data.
type ClientView struct {
	Partner  Branding         `json:"partner"`
	Client   string           `json:"clientName"`
	Projects []ClientProject  `json:"projects"`
	Messages []portal.Message `json:"messages"`
	// Quotes of the projects shown that were sent: the first PageItems of
	// ClientQuotes' list, of QuotesTotal, QuotesWaiting of which wait for
	// the client's answer.
	Quotes        []quotes.Quote `json:"quotes"`
	QuotesTotal   int            `json:"quotesTotal"`
	QuotesWaiting int            `json:"quotesWaiting"`
	// Invoices of the projects shown: the first PageItems of
	// ClientInvoices' list, of InvoicesTotal.
	Invoices      []invoices.Invoice `json:"invoices"`
	InvoicesTotal int                `json:"invoicesTotal"`
	// SOWs of the projects shown that were sent and not withdrawn: the
	// first PageItems of ClientSOWs' list, of SOWsTotal, SOWsWaiting of
	// which wait for the client's signature.
	SOWs        []sow.Statement `json:"sows"`
	SOWsTotal   int             `json:"sowsTotal"`
	SOWsWaiting int             `json:"sowsWaiting"`
}

// PageItems is how many quotes, invoices and statements of work the page
// carries of each; the rest are asked for when the client opens them all.
const PageItems = 10

// MaxItems bounds the full lists of a link's quotes and invoices.
const MaxItems = 500

// ClientQuotes lists the quotes a link shows, waiting ones first, then
// newest first.
func (s *Store) ClientQuotes(ctx context.Context, a Access, limit int) ([]quotes.Quote, error) {
	if s.Quotes == nil {
		return []quotes.Quote{}, nil
	}
	return s.Quotes.ForClient(ctx, a.PartnerID, a.Projects, limit)
}

// ClientInvoices lists the invoices a link shows, open ones first, then
// newest first.
func (s *Store) ClientInvoices(ctx context.Context, a Access, limit int) ([]invoices.Invoice, error) {
	if s.Invoices == nil {
		return []invoices.Invoice{}, nil
	}
	return s.Invoices.ForClient(ctx, a.PartnerID, a.Projects, limit)
}

// ClientSOWs lists the statements of work a link shows, those waiting for
// a signature first, then newest first.
func (s *Store) ClientSOWs(ctx context.Context, a Access, limit int) ([]sow.Statement, error) {
	if s.SOWs == nil {
		return []sow.Statement{}, nil
	}
	return s.SOWs.ForClient(ctx, a.PartnerID, a.Projects, limit)
}

// View gathers what a link shows: the partner's branding, the projects it
// allows (still the partner's own), their visible milestones and
// deliverables, and the messages between the partner and the client.
func (s *Store) View(ctx context.Context, a Access) (ClientView, error) {
	v := ClientView{Partner: a.Branding, Client: a.ClientName, Projects: []ClientProject{}}
	var err error
	if len(a.Projects) > 0 {
		projects, err := s.Portal.ProjectsOf(ctx, a.PartnerID, a.Projects)
		if err != nil {
			return v, err
		}
		ids := make([]int64, len(projects))
		for i, pr := range projects {
			ids[i] = pr.ID
			v.Projects = append(v.Projects, ClientProject{ID: pr.ID, Title: pr.Title, Description: pr.Description, Status: pr.Status,
				Progress: pr.Progress, DueDate: pr.DueDate, Milestones: []portal.Milestone{}, Deliverables: []portal.Deliverable{}})
		}
		ms, err := s.Portal.Milestones(ctx, ids, true)
		if err != nil {
			return v, err
		}
		ds, err := s.Portal.Deliverables(ctx, ids, true)
		if err != nil {
			return v, err
		}
		ratings, err := s.clientRatings(ctx, a.ClientID, ids)
		if err != nil {
			return v, err
		}
		for i := range v.Projects {
			pr := &v.Projects[i]
			if r, ok := ratings[pr.ID]; ok {
				pr.MyRating = &r
			}
			pr.CanRate = pr.Status == "completed"
			for _, d := range ds {
				if d.ProjectID == pr.ID && d.Status == "approved" {
					pr.CanRate = true
				}
			}
			for _, m := range ms {
				if m.ProjectID == v.Projects[i].ID {
					v.Projects[i].Milestones = append(v.Projects[i].Milestones, m)
				}
			}
			for _, d := range ds {
				if d.ProjectID == v.Projects[i].ID {
					v.Projects[i].Deliverables = append(v.Projects[i].Deliverables, d)
				}
			}
		}
	}
	if v.Quotes, err = s.ClientQuotes(ctx, a, PageItems); err != nil {
		return v, err
	}
	if v.Invoices, err = s.ClientInvoices(ctx, a, PageItems); err != nil {
		return v, err
	}
	if s.Quotes != nil {
		if v.QuotesTotal, v.QuotesWaiting, err = s.Quotes.CountForClient(ctx, a.PartnerID, a.Projects); err != nil {
			return v, err
		}
	}
	if s.Invoices != nil {
		if v.InvoicesTotal, err = s.Invoices.CountForClient(ctx, a.PartnerID, a.Projects); err != nil {
			return v, err
		}
	}
	if v.SOWs, err = s.ClientSOWs(ctx, a, PageItems); err != nil {
		return v, err
	}
	if s.SOWs != nil {
		if v.SOWsTotal, v.SOWsWaiting, err = s.SOWs.CountForClient(ctx, a.PartnerID, a.Projects); err != nil {
			return v, err
		}
	}
	v.Messages, err = s.Portal.Conversation(ctx, a.PartnerID, a.ClientID)
	return v, err
}

// Reply stores a client's message to the partner, unread until they open
// it.
func (s *Store) Reply(ctx context.Context, a Access, message string, now time.Time) (portal.Message, error) {
	var id int64
	err := s.db.Write(ctx, func(tx *db.Tx) error {
		tx.Changed(partners.Topic)
		open, openArgs := linkOpen(a, now)
		err := tx.QueryRow(ctx, `INSERT INTO partner_communications (partner_id, client_id, type, subject, message, direction, status,
			sender_name, created_at) SELECT ?, ?, 'client-feedback', '', ?, 'inbound', 'sent', ?, ? WHERE `+open+` RETURNING id`,
			append([]any{a.PartnerID, a.ClientID, message, a.ClientName, now.UTC()}, openArgs...)...).Scan(&id)
		if errors.Is(err, sql.ErrNoRows) {
			if err := linkClosed(ctx, tx, a, now); err != nil {
				return err
			}
			return ErrLinkInactive
		}
		if err != nil {
			return err
		}
		if s.Announce == nil {
			return nil
		}
		var email string
		if err := tx.QueryRow(ctx, "SELECT COALESCE(email, '') FROM partners WHERE id = ?", a.PartnerID).Scan(&email); err != nil {
			return err
		}
		return s.Announce(ctx, tx, announce.ClientReplied, map[string]string{"partnerEmail": email, "clientName": a.ClientName, "message": message,
			"partnerId": strconv.FormatInt(a.PartnerID, 10), "clientId": strconv.FormatInt(a.ClientID, 10)})
	})
	if err != nil {
		return portal.Message{}, err
	}
	return s.Portal.Message(ctx, id)
}

// linkOpen is the condition, in a client's write, that the link it came
// through still works, and its arguments. The link was checked when the
// request began, maybe from a cache; a write that commits after the link
// was turned off, expired or its partner was deactivated is refused by
// the write itself. Every client write comes through a link (the demo
// data's too), so an Access without one opens nothing.
func linkOpen(a Access, now time.Time) (string, []any) {
	return `EXISTS (SELECT 1 FROM client_links l JOIN partners lp ON lp.id = l.partner_id WHERE l.id = ? AND l.active = TRUE
		AND lp.status = 'active' AND (l.expires_at IS NULL OR l.expires_at > ?))`, []any{a.LinkID, now.UTC()}
}

// linkClosed tells, after a client's write changed nothing, whether its
// link stopped working meanwhile (ErrLinkInactive or ErrLinkExpired).
func linkClosed(ctx context.Context, tx *db.Tx, a Access, now time.Time) error {
	var active bool
	var status string
	var expires sql.NullTime
	err := tx.QueryRow(ctx, "SELECT l.active, p.status, l.expires_at FROM client_links l JOIN partners p ON p.id = l.partner_id WHERE l.id = ?",
		a.LinkID).Scan(&active, &status, &expires)
	switch {
	case errors.Is(err, sql.ErrNoRows):
		return ErrLinkInactive
	case err != nil:
		return err
	case !active || status != partners.StatusActive:
		return ErrLinkInactive
	case expires.Valid && !expires.Time.After(now):
		return ErrLinkExpired
	}
	return nil
}

// ApproveDeliverable records the client's approval of a visible
// deliverable of a project the link allows, and tells the partner. The
// approval is one conditional update: of concurrent approvals (on any
// instance) exactly one changes the row, and only that one tells the
// partner; the others answer ErrApproved.
func (s *Store) ApproveDeliverable(ctx context.Context, a Access, id int64, now time.Time) (portal.Deliverable, error) {
	if len(a.Projects) == 0 {
		return portal.Deliverable{}, db.ErrNotFound
	}
	err := s.db.Write(ctx, func(tx *db.Tx) error {
		tx.Changed(partners.Topic)
		var project int64
		var title string
		open, openArgs := linkOpen(a, now)
		err := tx.QueryRow(ctx, `UPDATE deliverables SET status = 'approved', approved_at = ?, approved_by_client_id = ?, approved_by_name = ?,
			updated_at = ? WHERE id = ? AND partner_id = ? AND visible_to_client = TRUE AND status <> 'approved'
			AND project_id IN (`+db.Placeholders(len(a.Projects))+`) AND `+open+` RETURNING project_id, COALESCE(title, '')`,
			append(append([]any{now.UTC(), a.ClientID, a.ClientName, now.UTC(), id, a.PartnerID}, db.Args(a.Projects)...), openArgs...)...).
			Scan(&project, &title)
		if errors.Is(err, sql.ErrNoRows) {
			return whyNotApproved(ctx, tx, a, id, now)
		}
		if err != nil {
			return err
		}
		_, err = tx.Exec(ctx, `INSERT INTO partner_communications (partner_id, client_id, project_id, type, subject, message, direction, status,
			sender_name, created_at) VALUES (?, ?, ?, 'system-alert', 'Deliverable approved', ?, 'inbound', 'sent', ?, ?)`,
			a.PartnerID, a.ClientID, project, a.ClientName+" approved \u201c"+title+"\u201d.", a.ClientName, now.UTC())
		if err != nil || s.Announce == nil {
			return err
		}
		// Approved by the client: agents waiting for it start with its names.
		return s.Announce(ctx, tx, announce.WorkChanged, map[string]string{"partnerId": strconv.FormatInt(a.PartnerID, 10),
			"projectId": strconv.FormatInt(project, 10), "change": "approved", "clientName": a.ClientName, "deliverable": title})
	})
	if err != nil {
		return portal.Deliverable{}, err
	}
	return s.Portal.Deliverable(ctx, id)
}

// whyNotApproved tells, after an approval changed no row, whether the
// deliverable is one the link may see and already approved (ErrApproved)
// or not one it may see at all (db.ErrNotFound; also when it was hidden
// at the update and shown again since).
func whyNotApproved(ctx context.Context, tx *db.Tx, a Access, id int64, now time.Time) error {
	if err := linkClosed(ctx, tx, a, now); err != nil {
		return err
	}
	var project int64
	var status string
	var visible bool
	err := tx.QueryRow(ctx, "SELECT project_id, status, visible_to_client FROM deliverables WHERE id = ? AND partner_id = ?",
		id, a.PartnerID).Scan(&project, &status, &visible)
	switch {
	case errors.Is(err, sql.ErrNoRows):
		return db.ErrNotFound
	case err != nil:
		return err
	case visible && status == "approved" && slices.Contains(a.Projects, project):
		return portal.ErrApproved
	}
	return db.ErrNotFound
}
