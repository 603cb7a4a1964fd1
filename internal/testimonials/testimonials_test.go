package testimonials_test

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"mission/internal/db"
	"mission/internal/db/dbtest"
	"mission/internal/httpx"
	"mission/internal/httpx/httpxtest"
	"mission/internal/testimonials"
)

func TestCanMove(t *testing.T) {
	allowed := map[[2]string]bool{{"pending", "approved"}: true, {"pending", "declined"}: true, {"approved", "featured"}: true}
	for _, from := range testimonials.Statuses {
		for _, to := range append(testimonials.Statuses, "") {
			if got := testimonials.CanMove(from, to); got != allowed[[2]string{from, to}] {
				t.Errorf("%s -> %s: %v", from, to, got)
			}
		}
	}
}

func TestValidate(t *testing.T) {
	ok := testimonials.Input{Name: "Ann", Testimonial: "Great", Category: "results", Relationship: "Client"}.Normalize()
	if ok.Validate() != nil || ok.Stars() != 5 {
		t.Fatalf("valid testimonial: %v rating %d", ok.Validate(), ok.Stars())
	}
	zero, six := 0, 6
	for field, in := range map[string]testimonials.Input{
		"name":         {Testimonial: "T", Category: "results", Relationship: "Client"},
		"testimonial":  {Name: "A", Category: "results", Relationship: "Client"},
		"category":     {Name: "A", Testimonial: "T", Category: "vibes", Relationship: "Client"},
		"relationship": {Name: "A", Testimonial: "T", Category: "results", Relationship: "Cousin"},
		"email":        {Name: "A", Testimonial: "T", Category: "results", Relationship: "Client", Email: "nope"},
		"rating":       {Name: "A", Testimonial: "T", Category: "results", Relationship: "Client", Rating: &six},
		"rating ":      {Name: "A", Testimonial: "T", Category: "results", Relationship: "Client", Rating: &zero},
		"email ":       {Name: "A", Testimonial: "T", Category: "results", Relationship: "Client", Email: "nodot@localhost"},
	} {
		if f := in.Normalize().Validate(); f[strings.TrimSpace(field)] == "" || len(f) != 1 {
			t.Errorf("%s: %v", field, f)
		}
	}
}

func TestPublicNeverSeesPendingOrEmail(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		store := testimonials.NewStore(d)
		ctx := context.Background()
		mux := httpxtest.Routes((&testimonials.Handler{Store: store}).Register)
		ids := map[string]int64{}
		four := 4
		for i, name := range []string{"pending", "approved", "featured", "declined"} {
			tm, err := store.Create(ctx, testimonials.Input{Name: name, Email: name + "@secret.example", Testimonial: "Text",
				Category: "results", Relationship: "Client", Rating: &four}, time.Now().Add(time.Duration(i)*time.Minute))
			if err != nil {
				t.Fatal(err)
			}
			ids[name] = tm.ID
		}
		store.Move(ctx, ids["approved"], "approved", time.Now())
		store.Move(ctx, ids["featured"], "approved", time.Now())
		store.Move(ctx, ids["featured"], "featured", time.Now())
		store.Move(ctx, ids["declined"], "declined", time.Now())
		get := func(path string) []testimonials.Testimonial {
			rec := httpxtest.Do(mux, "GET", path, "")
			if strings.Contains(rec.Body.String(), "@secret.example") && !strings.HasPrefix(path, "/api/admin/") {
				t.Fatalf("%s leaks an e-mail: %s", path, rec.Body)
			}
			var out []testimonials.Testimonial
			json.Unmarshal(rec.Body.Bytes(), &out)
			return out
		}
		for _, path := range []string{"/api/testimonials", "/api/testimonials/all"} {
			got := get(path)
			if len(got) != 2 || got[0].Name != "featured" || got[1].Name != "approved" {
				t.Fatalf("%s: %+v", path, got)
			}
		}
		all := get("/api/admin/testimonials")
		if len(all) != 4 || all[0].Email == "" {
			t.Fatalf("admin list: %+v", all)
		}
		for _, step := range []struct {
			name, to string
			code     int
		}{{"declined", "approved", 409}, {"featured", "approved", 409}, {"pending", "featured", 409}, {"pending", "approved", 200}} {
			rec := httpxtest.Do(mux, "PATCH", fmt.Sprintf("/api/admin/testimonials/%d/status", ids[step.name]), `{"status":"`+step.to+`"}`)
			if rec.Code != step.code {
				t.Fatalf("%s -> %s: %d", step.name, step.to, rec.Code)
			}
		}
	})
}

func FuzzDecode(f *testing.F) {
	f.Add([]byte(`{"name":"A","testimonial":"T","category":"results","relationship":"Client","rating":5}`))
	f.Add([]byte(`{"rating":"five"}`))
	f.Add([]byte(`{"name":"A","rating":-1,"email":"x@"}`))
	f.Fuzz(func(t *testing.T, body []byte) {
		req := httptest.NewRequest("POST", "/api/testimonials", bytes.NewReader(body))
		req.Header.Set("Content-Type", "application/json")
		in, err := httpx.Decode[testimonials.Input](httptest.NewRecorder(), req)
		if err != nil {
			if e, ok := err.(*httpx.Error); !ok || e.Status >= 500 {
				t.Fatalf("not a client error: %v", err)
			}
			return
		}
		if in.Website == "" && (in.Validate() != nil || in.Stars() < 1 || in.Stars() > 5) {
			t.Fatalf("accepted invalid input %+v", in)
		}
	})
}
