package auth

// Permission is one kind of staff work a role may do.
type Permission string

// The staff permissions.
const (
	ReadAll  Permission = "read"     // every list and record of the staff area
	Manage   Permission = "manage"   // moderation, leads, partners' records, content
	Money    Permission = "money"    // payments and subscriptions
	Webhooks Permission = "webhooks" // webhook endpoints and their deliveries
	Settings Permission = "settings" // site settings, the outbox's retries
	People   Permission = "people"   // staff accounts, invitations and roles
	Self     Permission = "self"     // one's own account: the second factor
)

// Granted is what each role may do.
var Granted = map[Role][]Permission{
	Owner:  {Self, ReadAll, Manage, Money, Webhooks, Settings, People},
	Admin:  {Self, ReadAll, Manage, Money, Webhooks, Settings},
	Editor: {Self, ReadAll, Manage},
	Viewer: {Self, ReadAll},
}

// Can tells whether role r has permission p.
func (r Role) Can(p Permission) bool {
	for _, g := range Granted[r] {
		if g == p {
			return true
		}
	}
	return false
}

// RoutePermissions is the one table that decides every staff route: the
// staff group's guard looks up the pattern a request matched and refuses a
// role without its permission. A staff route missing here is refused to
// everyone (and a test fails until it is added); a route needing no more
// than a staff session (signing out, who am I) is in the public groups.
var RoutePermissions = map[string]Permission{
	// The inbox.
	"GET /api/admin/leads":                         ReadAll,
	"GET /api/admin/leads/export.csv":              ReadAll,
	"GET /api/admin/leads/{id}":                    ReadAll,
	"PATCH /api/admin/leads/{id}/status":           Manage,
	"PATCH /api/admin/leads/{id}/assignee":         Manage,
	"GET /api/admin/team":                          ReadAll,
	"GET /api/admin/sla/breaches":                  ReadAll,
	"GET /api/admin/sla/breaches.csv":              ReadAll,
	"GET /api/admin/agreements":                    ReadAll,
	"GET /api/admin/agreements/signatures":         ReadAll,
	"GET /api/admin/agreements/signatures.csv":     ReadAll,
	"POST /api/admin/agreements":                   Settings,
	"GET /api/admin/ai-finder/leads/{id}":          ReadAll,
	"GET /api/admin/live-sessions":                 ReadAll,
	"POST /api/admin/live-sessions/{id}/built":     Manage,
	"GET /api/admin/purchases":                     ReadAll,
	"GET /api/admin/notices":                       ReadAll,
	"PATCH /api/admin/public-requests/{id}/status": Manage,

	// Moderation.
	"GET /api/admin/testimonials":                       ReadAll,
	"PATCH /api/admin/testimonials/{id}/status":         Manage,
	"GET /api/admin/ideas":                              ReadAll,
	"PATCH /api/admin/ideas/{id}":                       Manage,
	"GET /api/admin/success-stories":                    ReadAll,
	"POST /api/admin/success-stories/{id}/approve":      Manage,
	"POST /api/admin/success-stories/{id}/decline":      Manage,
	"GET /api/admin/partner-applications":               ReadAll,
	"POST /api/admin/partner-applications/{id}/approve": Manage,
	"POST /api/admin/partner-applications/{id}/decline": Manage,

	// Partners' records.
	"GET /api/admin/partners":                            ReadAll,
	"POST /api/admin/partners":                           Manage,
	"GET /api/admin/partners/{id}":                       ReadAll,
	"POST /api/admin/partners/{id}/deactivate":           Manage,
	"POST /api/admin/partners/{id}/reactivate":           Manage,
	"POST /api/admin/partners/{id}/invitation":           Manage,
	"POST /api/admin/partners/{id}/payments":             Money,
	"PATCH /api/admin/partners/{id}/payments/{payment}":  Money,
	"GET /api/admin/partners/{id}/subscriptions":         ReadAll,
	"POST /api/admin/partners/{id}/subscriptions":        Money,
	"PATCH /api/admin/partners/{id}/subscriptions/{sub}": Money,

	// Content.
	"GET /api/admin/events":                        ReadAll,
	"POST /api/admin/events":                       Manage,
	"PUT /api/admin/events/{id}":                   Manage,
	"DELETE /api/admin/events/{id}":                Manage,
	"POST /api/admin/projects":                     Manage,
	"PUT /api/admin/projects/{id}":                 Manage,
	"DELETE /api/admin/projects/{id}":              Manage,
	"POST /api/admin/uploads/image":                Manage,
	"GET /api/admin/automations/usage":             ReadAll,
	"POST /api/admin/automations/agent/{id}/pause": Manage,
	"POST /api/admin/automations/app/{id}/pause":   Manage,
	"GET /api/admin/marketplace/packages":          ReadAll,
	"POST /api/admin/marketplace/packages":         Manage,
	"PUT /api/admin/marketplace/packages/{id}":     Manage,
	"DELETE /api/admin/marketplace/packages/{id}":  Manage,
	"GET /api/admin/marketplace/templates":         ReadAll,
	"POST /api/admin/marketplace/templates":        Manage,
	"PUT /api/admin/marketplace/templates/{id}":    Manage,
	"DELETE /api/admin/marketplace/templates/{id}": Manage,
	"GET /api/admin/success-templates":             ReadAll,
	"POST /api/admin/success-templates":            Manage,
	"PUT /api/admin/success-templates/{id}":        Manage,
	"DELETE /api/admin/success-templates/{id}":     Manage,

	// Settings and the system.
	"GET /api/admin/mission/progress":         ReadAll,
	"PUT /api/admin/mission/progress":         Settings,
	"DELETE /api/admin/mission/progress":      Settings,
	"GET /api/admin/outbox":                   ReadAll,
	"GET /api/admin/outbox/{id}":              ReadAll,
	"POST /api/admin/outbox/{id}/retry":       Settings,
	"GET /api/admin/audit":                    Settings,
	"GET /api/admin/audit/export.csv":         Settings,
	"GET /api/admin/webhooks":                 Webhooks,
	"POST /api/admin/webhooks":                Webhooks,
	"PATCH /api/admin/webhooks/{id}":          Webhooks,
	"DELETE /api/admin/webhooks/{id}":         Webhooks,
	"GET /api/admin/webhooks/{id}/deliveries": Webhooks,

	// One's own account.
	"GET /api/admin/me/two-factor":                 Self,
	"POST /api/admin/me/two-factor/setup":          Self,
	"POST /api/admin/me/two-factor/confirm":        Self,
	"POST /api/admin/me/two-factor/off":            Self,
	"POST /api/admin/me/two-factor/recovery-codes": Self,

	"GET /api/admin/me/sessions":           Self,
	"POST /api/admin/me/sessions/{id}/end": Self,

	// People.
	"GET /api/admin/staff":                     People,
	"POST /api/admin/staff/invitations":        People,
	"DELETE /api/admin/staff/invitations/{id}": People,
	"PATCH /api/admin/staff/{id}":              People,
	"POST /api/admin/staff/{id}/deactivate":    People,
	"POST /api/admin/staff/{id}/reactivate":    People,
	"GET /api/admin/staff/{id}/sessions":       People,
	"POST /api/admin/staff/{id}/sessions/end":  People,
}

// PermissionsOf lists what role r may do, for the admin app to show only
// what it may use.
func PermissionsOf(r Role) []Permission { return append([]Permission(nil), Granted[r]...) }
