package main

import (
	"context"
	"fmt"
	"net/http"
	"strconv"
	"time"
)

const boardSize = 500

func seedBoard(ctx context.Context, env *Env) error {
	have, err := env.Count(ctx, "SELECT COUNT(*) FROM public_requests")
	if err != nil || have >= boardSize {
		return err
	}
	types := []string{"feature", "bug", "idea"}
	now := time.Now().UTC()
	return env.Seed(ctx, func(exec func(string, ...any) error) error {
		for i := int(have); i < boardSize; i++ {
			if err := exec(`INSERT INTO public_requests (title, description, type, status, votes, submitted_by, created_at, updated_at)
				VALUES (?, ?, ?, 'submitted', 0, ?, ?, ?)`,
				fmt.Sprintf("Request %d: connect the booking calendar to the CRM", i),
				"When a client books a call, create the contact and the deal automatically, with the answers from the booking form.",
				types[i%3], fmt.Sprintf("Member %d", i), now, now); err != nil {
				return err
			}
		}
		return nil
	})
}

// boardGet reads the public board with 500 stored requests.
func boardGet() Scenario {
	return Scenario{
		Name:   "board-get",
		About:  fmt.Sprintf("GET /api/public-requests with %d stored requests, gzip accepted", boardSize),
		Target: &Target{MinRPS: 5000},
		Setup:  seedBoard,
		Request: func(env *Env, c, i int) (*http.Request, error) {
			req, err := http.NewRequest(http.MethodGet, env.URL("/api/public-requests"), nil)
			if err != nil {
				return nil, err
			}
			req.Header.Set("Accept-Encoding", "gzip")
			return req, nil
		},
	}
}

// votersPerClient is how many voter ids each client takes turns with: a
// voter votes once per request, so each id serves boardSize votes.
const votersPerClient = 16

// votes casts votes from server-issued voter ids (fetched before the run,
// a new one for every boardSize votes of a client) across the 500
// requests, and then checks, request by request, that each has a stored
// vote row for every vote acknowledged for it, and a count that matches.
func votes() Scenario {
	var before map[int64]int64
	var voters []*http.Cookie
	return Scenario{
		Name:     "votes",
		About:    "POST /api/public-requests/{id}/vote, each voter voting once per request, spread over 500 requests",
		ChildEnv: []string{"VOTE_RATE_LIMIT=1000000", "VOTES_PER_ADDRESS=1000000"},
		Target:   &Target{MinRPS: 1000},
		Setup: func(ctx context.Context, env *Env) error {
			if err := seedBoard(ctx, env); err != nil {
				return err
			}
			var err error
			if voters, err = fetchVoters(ctx, env, env.Clients*votersPerClient); err != nil {
				return err
			}
			before, err = voteRows(ctx, env)
			return err
		},
		Request: func(env *Env, c, i int) (*http.Request, error) {
			id := (c*7919+i)%boardSize + 1
			req, err := http.NewRequest(http.MethodPost, env.URL(fmt.Sprintf("/api/public-requests/%d/vote", id)), nil)
			if err != nil {
				return nil, err
			}
			req.Header.Set("X-Forwarded-For", ForwardedFor(c))
			req.AddCookie(voters[(c*votersPerClient+i/boardSize)%len(voters)])
			return req, nil
		},
		// A vote's answer names the request voted for.
		ID: jsonID("id"),
		Verify: func(ctx context.Context, env *Env, res *Result) error {
			acked := map[int64]int64{}
			for _, id := range res.IDs {
				n, _ := strconv.ParseInt(id, 10, 64)
				acked[n]++
			}
			after, err := voteRows(ctx, env)
			if err != nil {
				return err
			}
			d, err := env.DB()
			if err != nil {
				return err
			}
			short, counts := 0, 0
			for id, n := range acked {
				if after[id]-before[id] < n {
					short++
				}
				var votes int64
				if err := d.QueryRowContext(ctx, rebindIf(env, "SELECT votes FROM public_requests WHERE id = ?"), id).Scan(&votes); err != nil {
					return err
				}
				if votes != after[id] {
					counts++
				}
			}
			res.VerifyOK = fmt.Sprintf("votes: %d acknowledged on %d requests; requests missing a vote row: %d; requests whose count differs from their rows: %d",
				len(res.IDs), len(acked), short, counts)
			if short > 0 || counts > 0 || len(res.IDs) != res.Acked {
				return fmt.Errorf("%s", res.VerifyOK)
			}
			return nil
		},
	}
}

// voteRows counts the stored vote rows of each request.
func voteRows(ctx context.Context, env *Env) (map[int64]int64, error) {
	d, err := env.DB()
	if err != nil {
		return nil, err
	}
	rows, err := d.QueryContext(ctx, "SELECT request_id, COUNT(*) FROM public_request_votes GROUP BY request_id")
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := map[int64]int64{}
	for rows.Next() {
		var id, n int64
		if err := rows.Scan(&id, &n); err != nil {
			return nil, err
		}
		out[id] = n
	}
	return out, rows.Err()
}

// fetchVoters asks the board for n new voter ids, as n first visits would.
func fetchVoters(ctx context.Context, env *Env, n int) ([]*http.Cookie, error) {
	out := make([]*http.Cookie, 0, n)
	for range n {
		req, err := http.NewRequestWithContext(ctx, http.MethodGet, env.URL("/api/public-requests/voted"), nil)
		if err != nil {
			return nil, err
		}
		res, err := env.HTTP.Do(req)
		if err != nil {
			return nil, err
		}
		res.Body.Close()
		for _, c := range res.Cookies() {
			if c.Name == "mission_voter" {
				out = append(out, &http.Cookie{Name: c.Name, Value: c.Value})
			}
		}
	}
	if len(out) != n {
		return nil, fmt.Errorf("the board issued %d voter ids for %d visits", len(out), n)
	}
	return out, nil
}
