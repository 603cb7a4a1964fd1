package requests_test

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"mission/internal/db"
	"mission/internal/db/dbtest"
	"mission/internal/httpx"
	"mission/internal/httpx/httpxtest"
	"mission/internal/ratelimit"
	"mission/internal/requests"
)

func TestCanMoveAllowsOnlyTheBoardsSteps(t *testing.T) {
	allowed := map[[2]string]bool{{"submitted", "todo"}: true, {"todo", "in_progress"}: true, {"in_progress", "done"}: true}
	for _, from := range requests.Statuses {
		for _, to := range append(requests.Statuses, "archived", "") {
			want := allowed[[2]string{from, to}]
			if got := requests.CanMove(from, to, 3); got != want {
				t.Errorf("%s -> %s under the threshold: %v, want %v", from, to, got, want)
			}
		}
	}
	if requests.CanMove("submitted", "todo", 10) {
		t.Error("submitted -> todo must not be offered at 10 votes")
	}
	if requests.StatusAfterVote("submitted", 10) != "todo" || requests.StatusAfterVote("submitted", 9) != "submitted" ||
		requests.StatusAfterVote("in_progress", 12) != "in_progress" {
		t.Error("StatusAfterVote")
	}
}

func TestValidate(t *testing.T) {
	ok := requests.Input{Type: "feature", Title: "Dark mode", Description: "Please"}
	if f := ok.Normalize().Validate(); f != nil {
		t.Fatal(f)
	}
	for field, in := range map[string]requests.Input{
		"type":        {Type: "wish", Title: "T", Description: "D"},
		"title":       {Type: "bug", Title: " ", Description: "D"},
		"description": {Type: "idea", Title: "T", Description: strings.Repeat("d", 5001)},
		"submittedBy": {Type: "idea", Title: "T", Description: "D", SubmittedBy: strings.Repeat("n", 81)},
	} {
		if f := in.Normalize().Validate(); f[field] == "" || len(f) != 1 {
			t.Errorf("%s: %v", field, f)
		}
	}
}

func newServer(d *db.DB) http.Handler {
	return httpxtest.Routes((&requests.Handler{Store: requests.NewStore(d), VoterKey: []byte("k")}).Register)
}

// voterCookie opens the board as a new visitor and returns the voter id
// the server issues.
func voterCookie(t *testing.T, h http.Handler) *http.Cookie {
	rec := httpxtest.Do(h, "GET", "/api/public-requests/voted", "")
	for _, c := range rec.Result().Cookies() {
		if c.Name == "mission_voter" {
			return c
		}
	}
	t.Error("no voter cookie issued")
	return &http.Cookie{Name: "mission_voter"}
}

func TestBoardJourney(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		h := newServer(d)
		rec := httpxtest.Do(h, "POST", "/api/public-requests", `{"type":"feature","title":"Zapier","description":"An integration"}`)
		if rec.Code != 201 {
			t.Fatalf("create: %d %s", rec.Code, rec.Body)
		}
		var r requests.Request
		json.Unmarshal(rec.Body.Bytes(), &r)
		if r.Status != "submitted" || r.Votes != 0 {
			t.Fatalf("new request: %+v", r)
		}
		rec = httpxtest.Do(h, "GET", "/api/public-requests", "")
		var list []map[string]any
		json.Unmarshal(rec.Body.Bytes(), &list)
		if len(list) != 1 || list[0]["title"] != "Zapier" {
			t.Fatalf("list: %s", rec.Body)
		}
		if _, ok := list[0]["submittedBy"]; ok {
			t.Fatal("absent submittedBy should be omitted")
		}
		vote := fmt.Sprintf("/api/public-requests/%d/vote", r.ID)
		cookie := voterCookie(t, h)
		if !cookie.HttpOnly || cookie.Path != "/api/public-requests" {
			t.Fatalf("voter cookie: %+v", cookie)
		}
		rec = httpxtest.Do(h, "POST", vote, "", cookie)
		if rec.Code != 200 || !strings.Contains(rec.Body.String(), `"votes":1`) {
			t.Fatalf("first vote: %d %s", rec.Code, rec.Body)
		}
		rec = httpxtest.Do(h, "POST", vote, "", cookie)
		if rec.Code != http.StatusConflict || !strings.Contains(rec.Body.String(), "You have already voted on this request") {
			t.Fatalf("repeat vote: %d %s", rec.Code, rec.Body)
		}
		if rec := httpxtest.Do(h, "GET", "/api/public-requests/voted", "", cookie); rec.Body.String() != fmt.Sprintf("[%d]\n", r.ID) {
			t.Fatalf("voted: %s", rec.Body)
		}
		var stored string
		d.QueryRow(context.Background(), "SELECT voter_identifier FROM public_request_votes").Scan(&stored)
		if stored == cookie.Value || len(stored) != 64 {
			t.Fatal("the raw voter id must not be stored")
		}
		// The list shows the new count straight away.
		if rec := httpxtest.Do(h, "GET", "/api/public-requests", ""); !strings.Contains(rec.Body.String(), `"votes":1`) {
			t.Fatalf("list after vote: %s", rec.Body)
		}
		if rec := httpxtest.Do(h, "POST", "/api/public-requests/99999/vote", "", cookie); rec.Code != 404 {
			t.Fatalf("vote on missing request: %d", rec.Code)
		}
		move := fmt.Sprintf("/api/admin/public-requests/%d/status", r.ID)
		for _, step := range []struct {
			to   string
			code int
		}{{"done", 409}, {"todo", 200}, {"todo", 409}, {"done", 409}, {"in_progress", 200}, {"submitted", 409}, {"done", 200}, {"todo", 409}} {
			if rec := httpxtest.Do(h, "PATCH", move, `{"status":"`+step.to+`"}`); rec.Code != step.code {
				t.Fatalf("move to %s: %d, want %d (%s)", step.to, rec.Code, step.code, rec.Body)
			}
		}
	})
}

// The per-network cap is final for that request and network: it answers
// 409 with a message that says so, not a 429 that invites a retry.
func TestNetworkVoteCapIsAFinalConflict(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		h := &requests.Handler{Store: requests.NewStore(d), VoterKey: []byte("k"), VotesPerNetwork: 2,
			VoteLimit: ratelimit.New(d, "votes", 4, time.Minute)}
		mux := httpxtest.Routes(h.Register)
		rec := httpxtest.Do(mux, "POST", "/api/public-requests", `{"type":"idea","title":"Cap","description":"One network"}`)
		var created requests.Request
		json.Unmarshal(rec.Body.Bytes(), &created)
		vote := fmt.Sprintf("/api/public-requests/%d/vote", created.ID)
		for i := range 2 {
			if rec := httpxtest.Do(mux, "POST", vote, "", voterCookie(t, mux)); rec.Code != 200 {
				t.Fatalf("vote %d: %d %s", i+1, rec.Code, rec.Body)
			}
		}
		rec = httpxtest.Do(mux, "POST", vote, "", voterCookie(t, mux))
		var body struct{ Message string }
		json.Unmarshal(rec.Body.Bytes(), &body)
		if rec.Code != http.StatusConflict || body.Message != "Your network has already given this request its votes" {
			t.Fatalf("vote over the cap: %d %s", rec.Code, rec.Body)
		}
		if rec.Header().Get("Retry-After") != "" {
			t.Fatalf("a final refusal must not invite a retry: Retry-After %q", rec.Header().Get("Retry-After"))
		}
		var votes int
		d.QueryRow(context.Background(), "SELECT votes FROM public_requests WHERE id = ?", created.ID).Scan(&votes)
		if votes != 2 {
			t.Fatalf("votes after the refused vote: %d", votes)
		}
		// The rate limit over all requests is a wait, and says how long.
		rec = httpxtest.Do(mux, "POST", "/api/public-requests", `{"type":"idea","title":"Other","description":"Same network"}`)
		json.Unmarshal(rec.Body.Bytes(), &created)
		vote = fmt.Sprintf("/api/public-requests/%d/vote", created.ID)
		if rec := httpxtest.Do(mux, "POST", vote, "", voterCookie(t, mux)); rec.Code != 200 {
			t.Fatalf("fourth vote within the limit: %d %s", rec.Code, rec.Body)
		}
		rec = httpxtest.Do(mux, "POST", vote, "", voterCookie(t, mux))
		if rec.Code != http.StatusTooManyRequests || rec.Header().Get("Retry-After") == "" {
			t.Fatalf("vote over the rate limit: %d, Retry-After %q", rec.Code, rec.Header().Get("Retry-After"))
		}
	})
}

func TestTenthVoteMovesToTodo(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		store := requests.NewStore(d)
		ctx := context.Background()
		r, _ := store.Create(ctx, requests.Input{Type: "idea", Title: "T", Description: "D"}, time.Now())
		for i := 1; i <= 10; i++ {
			votes, status, err := store.Vote(ctx, r.ID, fmt.Sprint("voter", i), "", 0, time.Now())
			if err != nil {
				t.Fatal(err)
			}
			want := "submitted"
			if i == 10 {
				want = "todo"
			}
			if votes != i || status != want {
				t.Fatalf("vote %d: %d %s", i, votes, status)
			}
		}
		if _, err := store.Move(ctx, r.ID, "todo", time.Now()); err != requests.ErrTransition {
			t.Fatalf("todo again: %v", err)
		}
	})
}

func TestConcurrentVotesAreNeverLost(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		h := newServer(d)
		rec := httpxtest.Do(h, "POST", "/api/public-requests", `{"type":"feature","title":"Popular","description":"Everyone wants it"}`)
		var r requests.Request
		json.Unmarshal(rec.Body.Bytes(), &r)
		codes := dbtest.Parallel(200, func(int) int {
			return httpxtest.Do(h, "POST", fmt.Sprintf("/api/public-requests/%d/vote", r.ID), "", voterCookie(t, h)).Code
		})
		for i, c := range codes {
			if c != 200 {
				t.Fatalf("voter %d: %d", i, c)
			}
		}
		var votes, rows int
		var status string
		ctx := context.Background()
		d.QueryRow(ctx, "SELECT votes, status FROM public_requests WHERE id = ?", r.ID).Scan(&votes, &status)
		d.QueryRow(ctx, "SELECT COUNT(*) FROM public_request_votes WHERE request_id = ?", r.ID).Scan(&rows)
		if votes != 200 || rows != 200 || status != "todo" {
			t.Fatalf("after 200 votes: count %d, rows %d, status %s", votes, rows, status)
		}
	})
}

func FuzzDecode(f *testing.F) {
	f.Add([]byte(`{"type":"feature","title":"T","description":"D","submittedBy":"Ann"}`))
	f.Add([]byte(`{"type":"bug","title":"","description":null}`))
	f.Add([]byte(`{"title":1}`))
	f.Fuzz(func(t *testing.T, body []byte) {
		req := httptest.NewRequest("POST", "/api/public-requests", bytes.NewReader(body))
		req.Header.Set("Content-Type", "application/json")
		in, err := httpx.Decode[requests.Input](httptest.NewRecorder(), req)
		if err != nil {
			if e, ok := err.(*httpx.Error); !ok || e.Status >= 500 {
				t.Fatalf("not a client error: %v", err)
			}
			return
		}
		if in.Website == "" && in.Validate() != nil {
			t.Fatalf("accepted invalid input %+v", in)
		}
	})
}
