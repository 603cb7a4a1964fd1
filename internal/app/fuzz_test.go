package app

import (
	"net/http"
	"net/url"
	"testing"

	"mission/internal/db/dbtest"
)

// FuzzPublicEndpoints sends arbitrary bodies to every public form, and
// arbitrary search text to the admin's lead list, through the whole app on
// SQLite and (with TEST_DATABASE_URL) PostgreSQL. Any 5xx fails: bad input
// is the client's mistake, answered with a 4xx, on both engines.
func FuzzPublicEndpoints(f *testing.F) {
	for i, form := range publicForms {
		f.Add(uint8(i), []byte(form.body), "Ann")
	}
	for _, seed := range []string{
		`{"name":"a\u0000b","email":"a@b.co"}`,
		`{"name":"\ud800\udc00\ud800","email":"a@b.co","customFields":{"\u0000":"x"}}`,
		`{"name":"A","email":"a@b.co","customFields":{"k":"v\u0000"},"attribution":{"utmSource":"\u202e"}}`,
		"{\"name\":\"\xff\xfe\",\"email\":\"a@b.co\"}",
		`{"type":"idea","title":"\u0000","description":"\u0000"}`,
		`{"rating":0,"name":"A","testimonial":"T","category":"results","relationship":"Client"}`,
		`{"rating":1e99}`,
		`[]`, `null`, `"x"`, ``,
	} {
		for i := range publicForms {
			f.Add(uint8(i), []byte(seed), "%00")
		}
	}
	f.Add(uint8(0), []byte(validLead), "\x00\xff\u202e")
	var sites []*testSite
	var staff []*http.Client
	for _, e := range dbtest.Engines(f) {
		s := newSite(f, e.Open(f), "LEAD_RATE_LIMIT=1000000", "SUBMIT_RATE_LIMIT=1000000")
		sites = append(sites, s)
		staff = append(staff, s.staff())
	}
	f.Fuzz(func(t *testing.T, form uint8, body []byte, search string) {
		target := publicForms[int(form)%len(publicForms)]
		for i, s := range sites {
			s.t = t
			code, resp := s.do(&http.Client{}, "POST", target.path, string(body))
			if code >= 500 {
				t.Fatalf("%s on engine %d: %d %s", target.path, i, code, resp)
			}
			code, resp = s.do(staff[i], "GET", "/api/admin/leads?q="+url.QueryEscape(search), "")
			if code >= 500 {
				t.Fatalf("search %q on engine %d: %d %s", search, i, code, resp)
			}
			if _, err := url.Parse(s.srv.URL + "/api/admin/leads?q=" + search); err != nil {
				continue // a client could not even send it
			}
			code, resp = s.do(staff[i], "GET", "/api/admin/leads?q="+search, "")
			if code >= 500 {
				t.Fatalf("raw search %q on engine %d: %d %s", search, i, code, resp)
			}
		}
	})
}
