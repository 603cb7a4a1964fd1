package main

import (
	"context"
	"fmt"
	"net/http"
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
// requests, and then checks that the counts add up to the votes
// acknowledged.
func votes() Scenario {
	var before int64
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
			n, err := env.Count(ctx, "SELECT COALESCE(SUM(votes), 0) FROM public_requests")
			before = n
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
		Verify: func(ctx context.Context, env *Env, res *Result) error {
			after, err := env.Count(ctx, "SELECT COALESCE(SUM(votes), 0) FROM public_requests")
			if err != nil {
				return err
			}
			rows, err := env.Count(ctx, "SELECT COUNT(*) FROM public_request_votes")
			if err != nil {
				return err
			}
			res.VerifyOK = fmt.Sprintf("votes counted: %d of %d acknowledged, %d vote rows", after-before, res.Acked, rows)
			if after-before < int64(res.Acked) || rows != after {
				return fmt.Errorf("%s: counts do not add up", res.VerifyOK)
			}
			return nil
		},
	}
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
