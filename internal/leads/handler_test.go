package leads_test

import (
	"bytes"
	"context"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"mission/internal/db"
	"mission/internal/db/dbtest"
	"mission/internal/httpx"
	"mission/internal/httpx/httpxtest"
	"mission/internal/leads"
)

func newServer(t *testing.T, d *db.DB) (http.Handler, *leads.Store) {
	store := leads.NewStore(d)
	return httpx.Chain(httpxtest.Routes((&leads.Handler{Store: store}).Register), httpx.CSRF), store
}

func post(h http.Handler, body string, hdr ...string) *httptest.ResponseRecorder {
	req := httpxtest.Request("POST", "/api/leads", body)
	for i := 0; i+1 < len(hdr); i += 2 {
		req.Header.Set(hdr[i], hdr[i+1])
	}
	return httpxtest.Serve(h, req)
}

func TestCreateLeadStoresEveryField(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		h, store := newServer(t, d)
		rec := post(h, `{"name":" Ada ","email":"ada@example.com","phone":"+1 555 123 4567","company":"Analytical",
			"audienceType":"business-owner","businessChallenge":"Missed calls","source":"ai_agency_partnership_claim",
			"customFields":{"niche":"Dental"},
			"attribution":{"utmSource":"google","utmCampaign":"spring","referrer":"https://news.example/","landingPath":"/"}}`)
		if rec.Code != http.StatusCreated {
			t.Fatalf("status %d: %s", rec.Code, rec.Body)
		}
		var out struct{ ID int64 }
		json.Unmarshal(rec.Body.Bytes(), &out)
		l, err := store.Get(context.Background(), out.ID)
		if err != nil {
			t.Fatal(err)
		}
		if l.Name != "Ada" || l.Email != "ada@example.com" || l.Company != "Analytical" || l.Status != "new" ||
			l.AudienceType != "business-owner" || l.Source != "ai_agency_partnership_claim" ||
			l.CustomFields["niche"] != "Dental" || l.Attribution.UTMSource != "google" ||
			l.Attribution.UTMCampaign != "spring" || l.Attribution.Referrer != "https://news.example/" || l.CreatedAt.IsZero() {
			t.Fatalf("stored lead differs: %+v", l)
		}
	})
}

func TestInvalidLeadsGetAMessagePerFieldAndStoreNothing(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		h, _ := newServer(t, d)
		cases := map[string]string{
			"name":         `{"name":"","email":"a@b.co"}`,
			"email":        `{"name":"A","email":"a@"}`,
			"phone":        `{"name":"A","email":"a@b.co","phone":"12"}`,
			"audienceType": `{"name":"A","email":"a@b.co","audienceType":"robot"}`,
			"source":       `{"name":"A","email":"a@b.co","source":"nowhere"}`,
			"company":      `{"name":"A","email":"a@b.co","company":"` + strings.Repeat("x", 300) + `"}`,
		}
		for field, body := range cases {
			rec := post(h, body)
			if rec.Code != http.StatusBadRequest {
				t.Fatalf("%s: status %d", field, rec.Code)
			}
			var e struct {
				Message string
				Fields  map[string]string
			}
			json.Unmarshal(rec.Body.Bytes(), &e)
			if e.Message == "" || e.Fields[field] == "" {
				t.Fatalf("%s: want a message for the field, got %s", field, rec.Body)
			}
		}
		if n := dbtest.Rows(t, d, "leads"); n != 0 {
			t.Fatalf("invalid leads stored %d rows", n)
		}
	})
}

func TestLeadBodyErrors(t *testing.T) {
	d := dbtest.SQLite(t)
	h, _ := newServer(t, d)

	big := `{"name":"A","email":"a@b.co","businessChallenge":"` + strings.Repeat("x", 70<<10) + `"}`
	if rec := post(h, big); rec.Code != http.StatusRequestEntityTooLarge {
		t.Fatalf("oversized body: status %d", rec.Code)
	}

	req := httptest.NewRequest("POST", "/api/leads", strings.NewReader("name=A"))
	req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, req)
	if rec.Code != http.StatusUnsupportedMediaType {
		t.Fatalf("form body: status %d", rec.Code)
	}

	for _, body := range []string{`{"name":`, `[1,2]`, `{"name":"A","email":"a@b.co"} {"x":1}`, ``, `{"name":5}`} {
		if rec := post(h, body); rec.Code != http.StatusBadRequest {
			t.Fatalf("body %q: status %d", body, rec.Code)
		}
	}

	if rec := post(h, `{"name":"A","email":"a@b.co"}`, "Sec-Fetch-Site", "cross-site"); rec.Code != http.StatusForbidden {
		t.Fatalf("cross-site POST: status %d", rec.Code)
	}
	if rec := post(h, `{"name":"A","email":"a@b.co"}`, "Origin", "https://evil.example", "Host", "example.com"); rec.Code != http.StatusForbidden {
		t.Fatalf("foreign Origin POST: status %d", rec.Code)
	}
	if n := dbtest.Rows(t, d, "leads"); n != 0 {
		t.Fatalf("refused requests stored %d rows", n)
	}
	if rec := post(h, `{"name":"A","email":"a@b.co"}`, "Sec-Fetch-Site", "same-origin"); rec.Code != http.StatusCreated {
		t.Fatalf("same-origin POST: status %d %s", rec.Code, rec.Body)
	}
}

// FuzzDecode feeds arbitrary bodies to the lead decoder: it must answer a
// client error or a valid input, never panic, and never accept an invalid one.
func FuzzDecode(f *testing.F) {
	f.Add([]byte(`{"name":"A","email":"a@b.co","phone":"+1 555 123 4567"}`))
	f.Add([]byte(`{"name":"","email":"x","customFields":{"a":"b"},"attribution":{"utmSource":"s"}}`))
	f.Add([]byte(`{"name":"\u0000","email":"a@b.co","source":"toolkit_download"}`))
	f.Add([]byte(`[]`))
	f.Fuzz(func(t *testing.T, body []byte) {
		req := httptest.NewRequest("POST", "/api/leads", bytes.NewReader(body))
		req.Header.Set("Content-Type", "application/json")
		rec := httptest.NewRecorder()
		in, err := httpx.Decode[leads.Input](rec, req)
		if err != nil {
			e, ok := err.(*httpx.Error)
			if !ok || e.Status < 400 || e.Status >= 500 {
				t.Fatalf("decoder error is not a client error: %v", err)
			}
			return
		}
		if in.Validate() != nil || in.Name == "" || in.Email == "" {
			t.Fatalf("decoder accepted an invalid lead: %+v", in)
		}
	})
}
