package app

import (
	"strings"
	"testing"
	"unicode/utf8"

	"mission/internal/db/dbtest"
	"mission/internal/sow"
)

// FuzzClientSignature sends arbitrary bodies to the client's signature of a
// statement of work, through the whole app on both engines, each to a
// statement waiting for one: bad input is a 4xx that signs nothing, never
// a 5xx; a signature kept has a name of 2 to 100 characters, consented.
func FuzzClientSignature(f *testing.F) {
	for _, seed := range []string{
		`{"name":"Casey Client","consent":true}`, `{"name":"Casey Client","consent":false}`, `{"name":"C","consent":true}`,
		`{"name":"\u0000Casey","consent":true}`, `{"name":"\u202eCasey","consent":true}`, `{"name":"\u200b\u200b","consent":true}`,
		`{"name":"Casey","consent":"true"}`, `{"name":1e99,"consent":1}`, `{"name":null,"consent":null}`, `{"name":["a","b"]}`,
		`{"name":"` + strings.Repeat("é", 101) + `","consent":true}`, "{\"name\":\"\xff\xfe\",\"consent\":true}",
		`{"consent":true,"consent":false,"name":"Ca"}`, `[]`, `null`, `"x"`, ``, `{`,
	} {
		f.Add([]byte(seed))
	}
	type target struct {
		site *testSite
		next func() sow.Statement
		path func(id int64) string
	}
	var targets []target
	for _, e := range dbtest.Engines(f) {
		s := newSite(f, e.Open(f))
		p := s.partner(s.staff(), "fuzz@sow.example")
		pd := s.seedPortal(s.staff(), p)
		targets = append(targets, target{site: s, next: func() sow.Statement { return s.sentSOW(p, pd, "Fuzzed") },
			path: func(id int64) string { return signPath(pd.token, id) }})
	}
	f.Fuzz(func(t *testing.T, body []byte) {
		for i, tg := range targets {
			s := tg.site
			s.t = t
			st := tg.next()
			code, resp := s.do(s.client(), "POST", tg.path(st.ID), string(body))
			status, _, _, signer := s.sowRow(st.ID)
			switch {
			case code >= 500:
				t.Fatalf("engine %d: %d %s", i, code, resp)
			case code != 200 && (status != sow.Sent || signer != ""):
				t.Fatalf("engine %d: a refused signature (%d) left %s by %q", i, code, status, signer)
			case code == 200 && (status != sow.Signed || utf8.RuneCountInString(signer) < 2 || utf8.RuneCountInString(signer) > 100 ||
				!strings.Contains(string(body), "true")):
				t.Fatalf("engine %d: kept %q from %q", i, signer, body)
			}
		}
	})
}
