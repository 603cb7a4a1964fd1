// Package app wires configuration, the database, the domain services and
// the HTTP handler together. It is the one package that knows them all.
package app

import (
	"context"
	"fmt"
	"io/fs"
	"log/slog"
	"net/http"
	"os"
	"runtime/debug"
	"strconv"
	"strings"
	"time"

	"github.com/prometheus/client_golang/prometheus"
	"github.com/prometheus/client_golang/prometheus/collectors"
	"github.com/prometheus/client_golang/prometheus/promhttp"

	"mission/internal/agreements"
	"mission/internal/aifinder"
	"mission/internal/announce"
	"mission/internal/applications"
	"mission/internal/audit"
	"mission/internal/auth"
	"mission/internal/automations"
	"mission/internal/branding"
	"mission/internal/clientportal"
	"mission/internal/config"
	"mission/internal/db"
	"mission/internal/demo"
	"mission/internal/document"
	"mission/internal/events"
	"mission/internal/files"
	"mission/internal/httpx"
	"mission/internal/invoices"
	"mission/internal/leads"
	"mission/internal/live"
	"mission/internal/notify"
	"mission/internal/partners"
	"mission/internal/portal"
	"mission/internal/progress"
	"mission/internal/purchases"
	"mission/internal/quotes"
	"mission/internal/ratelimit"
	"mission/internal/requests"
	"mission/internal/revenue"
	"mission/internal/schedule"
	"mission/internal/showcase"
	"mission/internal/site"
	"mission/internal/sla"
	"mission/internal/sow"
	"mission/internal/team"
	"mission/internal/testimonials"
	"mission/web"
)

// App is a running site: its database and its HTTP handlers.
type App struct {
	Config  config.Config
	DB      *db.DB
	Handler http.Handler
	// Metrics serves the Prometheus metrics: on METRICS_ADDR when set, and
	// on the public port only behind METRICS_TOKEN.
	Metrics http.Handler
	Logger  *slog.Logger
	// Routes lists every API route and who may call it.
	Routes []httpx.Route
	// Worker delivers the outbox; Serve runs it.
	Worker *notify.Worker
	// Clockwork is what happens by the clock (a quote expiring); Serve
	// runs it.
	Clockwork *schedule.Runner
	// Runs starts partners' queued automation runs; Serve runs it.
	Runs *automations.Runner
}

// Options let tests swap what the environment would give.
type Options struct {
	Dist fs.FS // the built web app; defaults to the embedded one
	Now  func() time.Time
}

// OpenDB opens the database the settings name, as every command does.
func OpenDB(ctx context.Context, cfg config.Config) (*db.DB, error) {
	var opts []db.Option
	if !cfg.SQLiteWALBatch {
		opts = append(opts, db.PlainWAL())
	}
	return db.Open(ctx, cfg.DatabaseURL, cfg.DataDir, opts...)
}

// Open connects to the database, migrates it and builds the handler.
func Open(ctx context.Context, cfg config.Config, logger *slog.Logger, o Options) (*App, error) {
	d, err := OpenDB(ctx, cfg)
	if err != nil {
		return nil, err
	}
	if err := d.Migrate(ctx); err != nil {
		d.Close()
		return nil, err
	}
	auth.LimitHashing(cfg.PasswordHashConcurrency, cfg.PasswordHashQueueTimeout)
	if err := team.EnsureOwner(ctx, d, cfg.AdminEmail, cfg.AdminPassword, os.Stderr, time.Now()); err != nil {
		d.Close()
		return nil, err
	}
	a, err := New(cfg, d, logger, o)
	if err != nil {
		d.Close()
		return nil, err
	}
	// Preparing the pages and assets reads the whole build: garbage that
	// would otherwise stay resident until the runtime returns it, long
	// after start.
	debug.FreeOSMemory()
	return a, nil
}

// New builds the handler over an open, migrated database.
func New(cfg config.Config, d *db.DB, logger *slog.Logger, o Options) (*App, error) {
	if o.Dist == nil {
		sub, err := fs.Sub(web.Dist, "dist")
		if err != nil {
			return nil, err
		}
		o.Dist = sub
	}
	// The demo partner's sign-in is offered on the login page only while a
	// demo partner (made by `mission seed-demo`) exists.
	demoSignIn, err := demo.SignIn(context.Background(), d)
	if err != nil {
		return nil, err
	}
	pageConfig := struct {
		config.Site
		DemoPartner *demo.Credentials `json:"demoPartner,omitempty"`
	}{cfg.Site, demoSignIn}
	s, err := site.New(site.Options{Dist: o.Dist, Routes: web.RoutesJSON, PublicURL: cfg.PublicURL, SiteConfig: pageConfig,
		CSP: routePolicies(cfg)})
	if err != nil {
		return nil, err
	}
	reg := prometheus.NewRegistry()
	reg.MustRegister(collectors.NewGoCollector(), collectors.NewProcessCollector(collectors.ProcessCollectorOpts{}))
	metrics := httpx.NewMetrics(reg)
	registerWriterMetrics(reg, d)

	metricsHandler := promhttp.HandlerFor(reg, promhttp.HandlerOpts{})

	mux := http.NewServeMux()
	router := httpx.NewRouter(mux)
	mux.HandleFunc("GET /healthz", func(w http.ResponseWriter, r *http.Request) {
		httpx.WriteJSON(w, http.StatusOK, map[string]string{"status": "ok"})
	})
	mux.HandleFunc("GET /readyz", func(w http.ResponseWriter, r *http.Request) {
		ctx, cancel := context.WithTimeout(r.Context(), 2*time.Second)
		defer cancel()
		if err := d.Check(ctx); err != nil {
			logger.ErrorContext(ctx, "readiness check failed", "err", err)
			httpx.WriteJSON(w, http.StatusServiceUnavailable, map[string]string{"status": "database unavailable"})
			return
		}
		httpx.WriteJSON(w, http.StatusOK, map[string]string{"status": "ready", "database": d.Dialect().String()})
	})
	if cfg.MetricsToken != "" {
		mux.Handle("GET /metrics", httpx.BearerOnly(cfg.MetricsToken, metricsHandler))
	}

	proxies := httpx.TrustedProxies(cfg.ProxyHops())
	admin := auth.NewStaffAuth(d, cfg.SecureCookies())
	admin.TrustProxy = proxies
	admin.SecondFactorOptional = cfg.StaffTwoFactor == "optional"
	// Every API route is registered through the group of who may call it;
	// the group applies the guard (see TestEveryRouteIsGuarded).
	public := router.Group(httpx.Public, nil)
	// The staff guard lets the person's role through, then the audit log
	// records what each of their writes changes, in its transaction.
	recorder := &audit.Recorder{TrustProxy: proxies, Now: o.Now}
	admin.Record = recorder.Event
	staff := router.Group(httpx.Staff, func(next http.Handler) http.Handler { return admin.Require(recorder.Track(next)) })
	// "Who am I" answers anyone (signed out is an answer, not a 401): its
	// guard identifies the caller and refuses no one.
	admin.Register(public, router.Group(httpx.Public, admin.Identify), staff)

	// Changes announce their events in their own transactions; the outbox
	// worker composes the messages.
	// The service-level timers start and stop on the portal's own events,
	// in their transactions.
	slaStore := sla.NewStore(d, nil)
	runStore, err := automationStore(cfg, d)
	if err != nil {
		return nil, err
	}
	// A change's events start the agents waiting for them and the promise
	// timers, in the change's transaction, before they reach the outbox.
	ann := runStore.Watch(slaStore.Watch(notify.Announcer(o.Now), o.Now), o.Now)
	slaStore.Announce = ann
	composer := &notify.Composer{PublicURL: cfg.PublicURL, StaffEmail: cfg.StaffEmail, ToolkitURL: cfg.ToolkitURL,
		MeetingURL: cfg.Site.MeetingURL, Hooks: notify.NewSubscriptions(d)}

	// Limits per client network; in the database on PostgreSQL, so that
	// every instance counts against the same limit.
	const window = 10 * time.Minute
	leadLimit := ratelimit.New(d, "leads", cfg.LeadRateLimit, window) // the quiz's reports are leads too

	leadStore := leads.NewStore(d)
	leadStore.Announce = ann
	teamStore := team.NewStore(d, ann)
	(&leads.Handler{
		Store: leadStore, Now: o.Now, TrustProxy: proxies,
		Limit: leadLimit, Onboarded: onboardedWith(ann),
		Me:         func(ctx context.Context) int64 { s, _ := auth.StaffFrom(ctx); return s.ID },
		Assignable: teamStore.Active,
		History: func(ctx context.Context, id int64) (any, error) {
			return audit.List(ctx, d, audit.Filter{Type: "lead", ObjectID: strconv.FormatInt(id, 10), Limit: 200})
		},
	}).Register(public, staff)

	voterKey, err := d.Secret(context.Background(), "voter-key")
	if err != nil {
		return nil, err
	}
	reportKey, err := d.Secret(context.Background(), "report-key")
	if err != nil {
		return nil, err
	}
	boardTTL := time.Duration(0)
	if d.Dialect() == db.Postgres {
		boardTTL = 10 * time.Second // should another instance's change notification be lost
	}
	requestStore := requests.NewStore(d)
	requestStore.Announce = ann
	(&requests.Handler{
		Store: requestStore, VoterKey: voterKey,
		VoteLimit:       ratelimit.New(d, "votes", cfg.VoteRateLimit, window),
		SubmitLimit:     ratelimit.New(d, "requests", cfg.SubmitRateLimit, window),
		VotesPerNetwork: cfg.VotesPerAddress,
		TrustProxy:      proxies, Secure: cfg.SecureCookies(), CacheTTL: boardTTL, Now: o.Now,
	}).Register(public, staff)
	testimonialStore := testimonials.NewStore(d)
	testimonialStore.Announce = ann
	(&testimonials.Handler{
		Store:       testimonialStore,
		SubmitLimit: ratelimit.New(d, "testimonials", cfg.SubmitRateLimit, window), TrustProxy: proxies, Now: o.Now,
	}).Register(public, staff)

	fileStore := files.NewDBStore(d)
	(&files.Handler{Store: fileStore, Limit: ratelimit.New(d, "uploads", cfg.UploadRateLimit, window), TrustProxy: proxies}).Register(public, staff)
	liveStore := live.NewStore(d)
	liveStore.Announce = ann
	(&live.Handler{Store: liveStore, Limit: ratelimit.New(d, "live", cfg.SubmitRateLimit, window), TrustProxy: proxies,
		Now: o.Now}).Register(public, staff)
	(&showcase.Handler{Store: showcase.NewStore(d), Now: o.Now}).Register(public, staff)
	(&progress.Handler{Store: progress.NewStore(d), Now: o.Now}).Register(public, staff)
	eventStore := events.NewStore(d)
	eventStore.TTL = boardTTL
	(&events.Handler{Store: eventStore, PublicURL: cfg.PublicURL, Now: o.Now}).Register(public, staff)

	deviceKey, err := d.Secret(context.Background(), "partner-device-key")
	if err != nil {
		return nil, err
	}
	accounts, work := partners.NewAccounts(d), portal.NewStore(d)
	links := clientportal.NewStore(d, work)
	accounts.Announce, work.Announce, links.Announce = ann, ann, ann
	runStore.PostMessage = func(ctx context.Context, tx *db.Tx, partner, client int64, sender, subject, message string, now time.Time) error {
		_, err := work.SendTx(ctx, tx, partner, sender, portal.MessageInput{ClientID: client, Subject: subject, Message: message}, now)
		return err
	}
	links.Quotes = quotes.NewStore(d, ann, links.LinkFor)
	links.Invoices = invoices.NewStore(d, ann, links.LinkFor)
	links.SOWs = sow.NewStore(d, ann, links.LinkFor)
	// The dashboard's share is the Revenue Dashboard's, computed there.
	work.Earnings = revenue.NewStore(d).Earnings
	tokenMisses := ratelimit.New(d, "token-misses", 20, window) // invitations, sign-in links and client links alike
	ph := &partners.Handler{
		Accounts:          accounts,
		Sessions:          &auth.Sessions{DB: d, Cookie: "mission_partner", TTL: 12 * time.Hour, Secure: cfg.SecureCookies()},
		Verifier:          admin.Verifier,
		LoginByNetwork:    ratelimit.New(d, "partner-login-network", 10, auth.LoginWindow),
		LoginByAccount:    ratelimit.New(d, "partner-login-account", auth.MaxLoginFailures, auth.LoginWindow),
		LoginByDevice:     ratelimit.New(d, "partner-login-device", auth.MaxLoginFailures, auth.LoginWindow),
		DeviceKey:         deviceKey,
		PasswordBySession: ratelimit.New(d, "partner-password-session", auth.MaxLoginFailures, auth.LoginWindow),
		LinkByNetwork:     ratelimit.New(d, "partner-link-network", 10, auth.LoginWindow),
		LinkByEmail:       ratelimit.New(d, "partner-link-email", 3, auth.LoginWindow),
		TokenMisses:       tokenMisses,
		Unread:            work.Unread,
		Detail:            func(ctx context.Context, p partners.Partner) (any, error) { return work.Detail(ctx, p) },
		PublicURL:         cfg.PublicURL, TrustProxy: proxies, Now: o.Now,
		Factors: admin.Factors,
	}
	brandings := branding.NewStore(d)
	documentBrand := func(ctx context.Context, partner int64) (document.Brand, error) {
		return brandings.Document(ctx, fileStore, partner)
	}
	ch := &clientportal.Handler{Store: links, Files: fileStore, Brand: documentBrand, TokenMisses: tokenMisses, TrustProxy: proxies, Now: o.Now,
		CacheTTL: boardTTL, // the same bound as the board's, on PostgreSQL only
	}
	// A partner's account (password, two-factor, sessions) and agreements
	// need a session; their tools also need every required agreement signed.
	member := router.Group(httpx.Member, ph.Sessions.RequirePartner)
	signing := &agreements.Handler{Store: agreements.NewStore(d), Brand: documentBrand, TrustProxy: proxies, Now: o.Now}
	tools := router.Group(httpx.Member, func(next http.Handler) http.Handler { return ph.Sessions.RequirePartner(signing.Gate(next)) })
	// "Who am I" answers anyone (signed out is an answer, not a 401): its
	// guard identifies the caller and refuses no one.
	ph.Register(public, staff, member, router.Group(httpx.Public, ph.Sessions.IdentifyPartner))
	signing.Register(member, staff)
	(&portal.Handler{Store: work, Files: fileStore, Partner: accounts.Get, Now: o.Now}).Register(staff, tools)
	ch.Register(tools, router.Group(httpx.Client, ch.RequireToken))
	(&quotes.Handler{Store: links.Quotes, Brand: documentBrand, Now: o.Now}).Register(tools)
	(&invoices.Handler{Store: links.Invoices, Brand: documentBrand, Now: o.Now}).Register(tools)
	(&sow.Handler{Store: links.SOWs, Brand: documentBrand, Now: o.Now}).Register(tools)
	(&sla.Handler{Store: slaStore, Now: o.Now}).Register(tools, staff)
	(&branding.Handler{Store: brandings, Now: o.Now}).Register(tools)
	(&applications.Handler{Store: applications.NewStore(d, accounts), PublicURL: cfg.PublicURL, Now: o.Now}).Register(staff)
	// The client portal's page answers with its link's status, as its API does.
	if err := s.Check("/c/:token", ch.PageCheck); err != nil {
		return nil, err
	}
	registerPartnerTools(d, tools, staff, o.Now, boardTTL)
	runs := automationRuns(cfg, runStore, tools, staff, public, ann, logger, o.Now)

	(&aifinder.Handler{
		Store: quizStore(d, reportKey, ann),
		Enricher: aifinder.NewEnricher(aifinder.EnrichConfig{URL: cfg.AI.URL, APIKey: cfg.AI.APIKey, Model: cfg.AI.Model, Timeout: cfg.AI.Timeout},
			&http.Client{}, logger),
		TrustProxy: proxies, Now: o.Now,
		Limit: leadLimit,
	}).Register(public, staff)

	mailSite := notify.Site{URL: cfg.PublicURL, SupportEmail: cfg.Site.SupportEmail}
	var mailer notify.Mailer
	if cfg.SMTPURL != "" {
		m, err := notify.NewSMTP(cfg.SMTPURL, cfg.MailFrom, cfg.MailFromName)
		if err != nil {
			return nil, err
		}
		mailer = m
	}
	sender := notify.NewSender(cfg.WebhookAllowPrivate)
	outbox := notify.NewStore(d, mailSite)
	(&notify.Handler{Store: outbox, Sender: sender, MailConfigured: mailer != nil, Now: o.Now}).Register(staff)
	(&purchases.Handler{Store: purchases.NewStore(d), Secret: cfg.StripeWebhookSecret, Now: o.Now, Announce: ann, Open: partners.OpenForBuyerTx,
		Emails: purchaseEmails(outbox)}).Register(public, staff)
	worker := &notify.Worker{DB: d, Mailer: mailer, Webhooks: sender, Site: mailSite, Metrics: notify.NewMetrics(reg, d), Now: o.Now,
		Claim: cfg.OutboxClaim, Expand: composer.Compose}

	staff.Func("GET /api/admin/notices", settingNotices(cfg))
	(&audit.Handler{DB: d, Now: o.Now}).Register(staff)
	(&team.Handler{Store: teamStore, Auth: admin, PublicURL: cfg.PublicURL, TokenMiss: tokenMisses,
		TrustProxy: proxies, Now: o.Now}).Register(public, staff)

	mux.Handle("/api/", apiFallback(mux))
	s.Register(mux)

	h := httpx.Chain(mux,
		httpx.Recover,
		httpx.RequestLog(logger),
		metrics.Middleware,
		httpx.SecurityHeaders(contentSecurityPolicy(cfg), cfg.SecureCookies()),
		httpx.APIErrors,
		httpx.CSRF,
		httpx.CleanInput,
	)
	clockwork := &schedule.Runner{Now: o.Now, Logger: logger, Tasks: []schedule.Task{
		{Name: "expire quotes", Every: time.Minute, Run: links.Quotes.Expire},
		{Name: "remind overdue invoices", Every: time.Minute, Run: links.Invoices.Remind},
		{Name: "escalate missed promises", Every: time.Minute, Run: slaStore.Escalate},
		{Name: "start scheduled automations", Every: time.Minute, Run: runStore.StartScheduled},
		{Name: "index new leads for search", Every: time.Second, Run: leadStore.IndexSearch, Quiet: true},
	}}
	return &App{Config: cfg, DB: d, Handler: h, Metrics: metricsHandler, Logger: logger, Routes: router.Routes(), Worker: worker,
		Clockwork: clockwork, Runs: runs}, nil
}

// quizLead puts a quiz submission in the lead inbox, in the quiz's own
// transaction, so that a report is never stored without its lead, under the
// lead form's double-submit rule.
func quizLead(ctx context.Context, tx *db.Tx, a aifinder.Answers, dedupeKey string, now time.Time) (int64, bool, error) {
	l := leads.Input{
		Name: a.Name, Email: a.Email, AudienceType: "business-owner", BusinessChallenge: a.BiggestChallenge,
		Source: "ai_opportunity_finder",
		CustomFields: map[string]string{"industry": a.Industry, "teamSize": a.TeamSize, "revenueGoal": a.RevenueGoal,
			"techComfort": a.TechComfort, "currentTools": a.CurrentTools},
	}.Lead(now)
	created, err := leads.InsertOnceTx(ctx, tx, &l, dedupeKey)
	return l.ID, created, err
}

// onboardedWith records a completed partner onboarding as a partner
// application, in the lead's transaction, and announces it.
func onboardedWith(ann announce.Func) func(context.Context, *db.Tx, leads.Input, leads.Lead) error {
	return func(ctx context.Context, tx *db.Tx, in leads.Input, l leads.Lead) error {
		cf := in.CustomFields
		if err := applications.SaveTx(ctx, tx, applications.Input{
			Email: in.Email, FullName: in.Name, BusinessName: cf["businessName"], Niche: cf["niche"],
			Answers: cf, LogoKey: in.LogoID, LeadID: l.ID,
		}, l.CreatedAt); err != nil {
			return err
		}
		// The applicant's e-mail says whether their portal is already open
		// (a buyer who paid first) or follows the review.
		status, err := partners.StatusByEmailTx(ctx, tx, in.Email)
		if err != nil {
			return err
		}
		return ann(ctx, tx, announce.ApplicationSubmitted, map[string]string{"email": in.Email, "fullName": in.Name,
			"businessName": cf["businessName"], "niche": cf["niche"], "leadId": strconv.FormatInt(l.ID, 10),
			"hasLogo": cf["hasLogo"], "domainName": cf["domainName"], "partnerStatus": status,
			"launchBy": partners.LaunchBy(l.CreatedAt).Format("Monday 2 January 2006")})
	}
}

// purchaseEmails lists the e-mails sent about each purchase from the
// outbox.
func purchaseEmails(outbox *notify.Store) func(context.Context, []string) (map[string][]purchases.Email, error) {
	return func(ctx context.Context, refs []string) (map[string][]purchases.Email, error) {
		about, err := outbox.About(ctx, refs)
		if err != nil {
			return nil, err
		}
		out := make(map[string][]purchases.Email, len(about))
		for ref, entries := range about {
			for _, e := range entries {
				if e.Kind == notify.KindEmail {
					out[ref] = append(out[ref], purchases.Email{ID: e.ID, Subject: e.Subject, Recipient: e.Recipient, Status: e.Status,
						CreatedAt: e.CreatedAt, SentAt: e.SentAt})
				}
			}
		}
		return out, nil
	}
}

// quizStore makes the quiz's store: its inbox lead goes through the lead
// form's double-submit rule, and both the lead and the report are
// announced.
func quizStore(d *db.DB, reportKey []byte, ann announce.Func) *aifinder.Store {
	s := aifinder.NewStore(d, func(ctx context.Context, tx *db.Tx, a aifinder.Answers, dedupeKey string, now time.Time) (int64, bool, error) {
		id, created, err := quizLead(ctx, tx, a, dedupeKey, now)
		if err != nil || !created {
			return id, created, err
		}
		l := leads.Lead{ID: id, Name: a.Name, Email: a.Email, Source: "ai_opportunity_finder", CustomFields: map[string]string{}}
		return id, created, ann(ctx, tx, announce.LeadCreated, l.Announcement())
	}, reportKey)
	s.Announce = ann
	return s
}

// apiFallback answers API paths no route matched: 405 with Allow when the
// path exists under another method, 404 otherwise, both as JSON.
func apiFallback(mux *http.ServeMux) http.Handler {
	return httpx.Handler(func(w http.ResponseWriter, r *http.Request) error {
		var allowed []string
		for _, m := range []string{"GET", "POST", "PUT", "PATCH", "DELETE"} {
			probe := r.Clone(r.Context())
			probe.Method = m
			if _, pattern := mux.Handler(probe); pattern != "" && pattern != "/api/" {
				allowed = append(allowed, m)
			}
		}
		if len(allowed) > 0 {
			w.Header().Set("Allow", strings.Join(allowed, ", "))
			return &httpx.Error{Status: http.StatusMethodNotAllowed, Message: "Method not allowed"}
		}
		return httpx.NotFound("No such API endpoint.")
	})
}

// routePolicies are the pages' own policies that routes.json names: the
// stand-up page alone may run its booking provider's form-embed script.
func routePolicies(cfg config.Config) map[string]string {
	return map[string]string{"standup-booking": contentSecurityPolicy(cfg, cfg.StandupScriptOrigin())}
}

func contentSecurityPolicy(cfg config.Config, extraScripts ...string) string {
	frames := "'none'"
	if hosts := cfg.FrameHosts(); len(hosts) > 0 {
		frames = strings.Join(hosts, " ")
	}
	// style-src allows inline styles: Radix positions popovers and locks
	// scrolling with style attributes and injected <style> elements. No
	// inline script is allowed.
	scripts := "'self'"
	for _, o := range extraScripts {
		if o != "" {
			scripts += " " + o
		}
	}
	return fmt.Sprintf("default-src 'self'; script-src %s; style-src 'self' 'unsafe-inline'; img-src 'self' data:; "+
		"font-src 'self'; connect-src 'self'; frame-src %s; frame-ancestors 'none'; base-uri 'self'; "+
		"form-action 'self'; object-src 'none'", scripts, frames)
}

// Close releases the database.
func (a *App) Close() error { return a.DB.Close() }
