package live_test

import (
	"context"
	"encoding/json"
	"errors"
	"strconv"
	"strings"
	"testing"
	"time"

	"mission/internal/db"
	"mission/internal/db/dbtest"
	"mission/internal/httpx"
	"mission/internal/httpx/httpxtest"
	"mission/internal/live"
)

var now = time.Date(2026, 11, 26, 9, 0, 0, 0, time.UTC)

func valid() live.Input {
	return live.Input{Name: "Sam", Email: "sam@shop.example", ProjectDescription: "A booking site"}.Normalize()
}

func TestValidateNamesEachBadField(t *testing.T) {
	if f := valid().Validate(); f != nil {
		t.Fatalf("a valid submission: %v", f)
	}
	for field, change := range map[string]func(*live.Input){
		"name":               func(in *live.Input) { in.Name = "" },
		"email":              func(in *live.Input) { in.Email = "sam@" },
		"projectDescription": func(in *live.Input) { in.ProjectDescription = "" },
		"projectType":        func(in *live.Input) { in.ProjectType = "game" },
		"timeline":           func(in *live.Input) { in.Timeline = "someday" },
		"sessionPreference":  func(in *live.Input) { in.SessionPreference = "noon" },
		"keyFeatures":        func(in *live.Input) { in.KeyFeatures = []string{"Contact Form", "Contact Form"} },
		"budget":             func(in *live.Input) { in.Budget = strings.Repeat("9", live.Limits["budget"]+1) },
		"additionalNotes":    func(in *live.Input) { in.AdditionalNotes = strings.Repeat("é", live.Limits["additionalNotes"]+1) },
	} {
		in := valid()
		change(&in)
		if f := in.Validate(); len(f) != 1 || f[field] == "" {
			t.Errorf("%s: %v", field, f)
		}
	}
	if in := (live.Input{}).Normalize(); in.ProjectType != "website" || in.KeyFeatures == nil {
		t.Errorf("defaults: %+v", in)
	}
	// A limit counts characters, not bytes.
	in := valid()
	in.AdditionalNotes = strings.Repeat("é", live.Limits["additionalNotes"])
	if f := in.Validate(); f != nil {
		t.Errorf("notes at the limit in two-byte letters: %v", f)
	}
}

func TestBookingNeedsTheSubmissionsOwnToken(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		s := live.NewStore(d)
		id, token, err := s.Create(ctx, valid(), now)
		if err != nil || id == 0 || len(token) < 20 {
			t.Fatalf("create: %d %q %v", id, token, err)
		}
		other, otherToken, _ := s.Create(ctx, valid(), now)
		for _, c := range []struct {
			id    int64
			token string
		}{{id, ""}, {id, "short"}, {id, otherToken}, {other, token}, {id, strings.Repeat("x", 200)}} {
			if err := s.MarkBooked(ctx, c.id, c.token, "", now); !errors.Is(err, db.ErrNotFound) {
				t.Errorf("submission %d with token %q: %v", c.id, c.token, err)
			}
		}
		if err := s.MarkBooked(ctx, id, token, "123 456", now.Add(time.Minute)); err != nil {
			t.Fatal(err)
		}
		// Booking again keeps the meeting id when none is given.
		if err := s.MarkBooked(ctx, id, token, "", now.Add(2*time.Minute)); err != nil {
			t.Fatal(err)
		}
		list, err := s.List(ctx, 10)
		if err != nil || len(list) != 2 {
			t.Fatalf("list: %v %v", list, err)
		}
		byID := map[int64]live.Submission{list[0].ID: list[0], list[1].ID: list[1]}
		if got := byID[id]; !got.CalendarBooked || got.ZoomMeetingID != "123 456" || got.Status != "submitted" {
			t.Errorf("booked: %+v", got)
		}
		if got := byID[other]; got.CalendarBooked {
			t.Errorf("the other submission was booked: %+v", got)
		}
	})
}

func TestMarkBuiltLinksAShowcaseProject(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		s := live.NewStore(d)
		id, _, _ := s.Create(ctx, valid(), now)
		if _, err := s.MarkBuilt(ctx, id, 999, now); !errors.Is(err, live.ErrUnknownProject) {
			t.Fatalf("an unknown project: %v", err)
		}
		var project int64
		if err := d.Write(ctx, func(tx *db.Tx) error {
			return tx.QueryRow(ctx, `INSERT INTO projects (title, technologies, featured, created_at, updated_at) VALUES ('Barber', '[]', FALSE, ?, ?) RETURNING id`,
				now, now).Scan(&project)
		}); err != nil {
			t.Fatal(err)
		}
		if _, err := s.MarkBuilt(ctx, id+100, project, now); !errors.Is(err, db.ErrNotFound) {
			t.Fatalf("an unknown submission: %v", err)
		}
		got, err := s.MarkBuilt(ctx, id, project, now)
		if err != nil || got.Status != "built" || got.BuiltProjectID == nil || *got.BuiltProjectID != project {
			t.Fatalf("built: %+v %v", got, err)
		}
	})
}

func TestHandlerAnswersTheFormAndTheBooking(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		mux := httpxtest.Routes((&live.Handler{Store: live.NewStore(d), Now: func() time.Time { return now }}).Register)
		h := httpx.Chain(mux, httpx.CSRF)
		if rec := httpxtest.Do(h, "POST", "/api/live-session-projects", `{"name":"Sam","email":"nope","projectDescription":"x"}`); rec.Code != 400 ||
			!strings.Contains(rec.Body.String(), `"email"`) {
			t.Fatalf("a bad e-mail: %d %s", rec.Code, rec.Body)
		}
		// The honeypot answers as if it worked and keeps nothing.
		if rec := httpxtest.Do(h, "POST", "/api/live-session-projects", `{"name":"Bot","email":"b@b.co","projectDescription":"x","website":"spam.example"}`); rec.Code != 201 {
			t.Fatalf("honeypot: %d %s", rec.Code, rec.Body)
		}
		rec := httpxtest.Do(h, "POST", "/api/live-session-projects", `{"name":"Sam","email":"sam@shop.example","projectDescription":"A site","sessionPreference":"6am"}`)
		var out struct {
			ID           int64
			BookingToken string
		}
		if rec.Code != 201 || json.Unmarshal(rec.Body.Bytes(), &out) != nil || out.ID == 0 {
			t.Fatalf("submit: %d %s", rec.Code, rec.Body)
		}
		booked := "/api/live-session-projects/" + strconv.FormatInt(out.ID, 10) + "/calendar-booked"
		if rec := httpxtest.Do(h, "PUT", booked, `{"token":"`+strings.Repeat("A", 32)+`"}`); rec.Code != 404 {
			t.Fatalf("a guessed token: %d", rec.Code)
		}
		if rec := httpxtest.Do(h, "PUT", booked, `{"token":"`+out.BookingToken+`"}`); rec.Code != 200 {
			t.Fatalf("booked: %d %s", rec.Code, rec.Body)
		}
		rec = httpxtest.Do(h, "GET", "/api/admin/live-sessions", "")
		if rec.Code != 200 || strings.Count(rec.Body.String(), `"id":`) != 1 || !strings.Contains(rec.Body.String(), `"calendarBooked":true`) {
			t.Fatalf("staff list: %d %s", rec.Code, rec.Body)
		}
	})
}
