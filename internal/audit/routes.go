package audit

// Object is what a staff write route changes: a row of Table, found by the
// route's path value Param in Column (id by default), or by a fixed Key; a
// route without either creates rows, and the entry records the rows its
// transaction added.
type Object struct {
	Type   string
	Table  string
	Param  string // "me": the signed-in person's own row
	Column string
	Key    string
	Prefix string // put before the key (the factor tables' "staff:5")
	Action string // what the entry calls the change, when the route's path does not say it
}

// StaffMember is the object type of staff accounts, and of the events of
// their own sign-in.
const StaffMember = "staff member"

func byID(typ, table string) Object    { return Object{Type: typ, Table: table, Param: "id"} }
func created(typ, table string) Object { return Object{Type: typ, Table: table} }

// SecondFactor is the object type of a person's two-factor sign-in.
const SecondFactor = "second factor"

func twoFactor(action string) Object {
	return Object{Type: SecondFactor, Table: "second_factors", Column: "account", Param: "me", Prefix: "staff:", Action: action}
}

func byParam(typ, table, p string) Object { return Object{Type: typ, Table: table, Param: p} }

// Routes is every staff route that writes, and what it changes. A staff
// write route missing here is not recorded, and a test fails until it is
// added.
var Routes = map[string]Object{
	"PATCH /api/admin/leads/{id}/status":           byID("lead", "leads"),
	"PATCH /api/admin/leads/{id}/assignee":         byID("lead", "leads"),
	"POST /api/admin/live-sessions/{id}/built":     byID("live session", "live_session_projects"),
	"PATCH /api/admin/public-requests/{id}/status": byID("public request", "public_requests"),

	"PATCH /api/admin/testimonials/{id}/status":         byID("testimonial", "personal_testimonials"),
	"PATCH /api/admin/ideas/{id}":                       byID("idea", "product_votes"),
	"POST /api/admin/success-stories/{id}/approve":      byID("success story", "success_stories"),
	"POST /api/admin/success-stories/{id}/decline":      byID("success story", "success_stories"),
	"POST /api/admin/partner-applications/{id}/approve": byID("partner application", "partner_applications"),
	"POST /api/admin/partner-applications/{id}/decline": byID("partner application", "partner_applications"),

	"POST /api/admin/partners":                           created("partner", "partners"),
	"POST /api/admin/partners/{id}/deactivate":           byID("partner", "partners"),
	"POST /api/admin/partners/{id}/reactivate":           byID("partner", "partners"),
	"POST /api/admin/partners/{id}/invitation":           byID("partner", "partners"),
	"POST /api/admin/partners/{id}/payments":             created("payment", "partner_revenue"),
	"PATCH /api/admin/partners/{id}/payments/{payment}":  byParam("payment", "partner_revenue", "payment"),
	"POST /api/admin/partners/{id}/subscriptions":        created("subscription", "client_subscriptions"),
	"PATCH /api/admin/partners/{id}/subscriptions/{sub}": byParam("subscription", "client_subscriptions", "sub"),

	"POST /api/admin/events":                       created("event", "calendar_events"),
	"PUT /api/admin/events/{id}":                   byID("event", "calendar_events"),
	"DELETE /api/admin/events/{id}":                byID("event", "calendar_events"),
	"POST /api/admin/projects":                     created("showcase project", "projects"),
	"PUT /api/admin/projects/{id}":                 byID("showcase project", "projects"),
	"DELETE /api/admin/projects/{id}":              byID("showcase project", "projects"),
	"POST /api/admin/uploads/image":                created("image", "files"),
	"POST /api/admin/automations/agent/{id}/pause": {Type: "agent", Table: "automation_agents", Param: "id", Action: "paused"},
	"POST /api/admin/automations/app/{id}/pause":   {Type: "app", Table: "automation_apps", Param: "id", Action: "paused"},
	"POST /api/admin/marketplace/packages":         created("marketplace package", "integration_packages"),
	"PUT /api/admin/marketplace/packages/{id}":     byID("marketplace package", "integration_packages"),
	"DELETE /api/admin/marketplace/packages/{id}":  byID("marketplace package", "integration_packages"),
	"POST /api/admin/marketplace/templates":        created("marketplace template", "automation_templates"),
	"PUT /api/admin/marketplace/templates/{id}":    byID("marketplace template", "automation_templates"),
	"DELETE /api/admin/marketplace/templates/{id}": byID("marketplace template", "automation_templates"),
	"POST /api/admin/success-templates":            created("success template", "success_templates"),
	"PUT /api/admin/success-templates/{id}":        byID("success template", "success_templates"),
	"DELETE /api/admin/success-templates/{id}":     byID("success template", "success_templates"),

	"PUT /api/admin/mission/progress":    {Type: "setting", Table: "site_settings", Column: "key", Key: "businesses_helped"},
	"DELETE /api/admin/mission/progress": {Type: "setting", Table: "site_settings", Column: "key", Key: "businesses_helped"},
	"POST /api/admin/outbox/{id}/retry":  byID("outbox message", "outbox"),
	"POST /api/admin/webhooks":           created("webhook", "webhook_endpoints"),
	"POST /api/admin/agreements":         created("agreement", "agreement_templates"),
	"PATCH /api/admin/webhooks/{id}":     byID("webhook", "webhook_endpoints"),
	"DELETE /api/admin/webhooks/{id}":    byID("webhook", "webhook_endpoints"),

	"POST /api/admin/staff/invitations":        created("invitation", "staff_invitations"),
	"DELETE /api/admin/staff/invitations/{id}": byID("invitation", "staff_invitations"),
	"PATCH /api/admin/staff/{id}":              byID(StaffMember, "users"),
	"POST /api/admin/staff/{id}/deactivate":    byID(StaffMember, "users"),
	"POST /api/admin/staff/{id}/reactivate":    byID(StaffMember, "users"),

	"POST /api/admin/staff/{id}/sessions/end": {Type: StaffMember, Table: "users", Param: "id", Action: "sessions ended"},

	"POST /api/admin/me/two-factor/setup":          twoFactor("two-factor setup"),
	"POST /api/admin/me/two-factor/confirm":        twoFactor("two-factor on"),
	"POST /api/admin/me/two-factor/off":            twoFactor("two-factor off"),
	"POST /api/admin/me/two-factor/recovery-codes": twoFactor("new recovery codes"),
	"POST /api/admin/me/sessions/{id}/end":         {Type: StaffMember, Table: "users", Param: "me", Action: "session ended"},
}
