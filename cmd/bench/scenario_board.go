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

// votes casts votes from distinct voters (no cookie: the server makes a
// new voter for each) across the 500 requests, and then checks that the
// counts add up to the votes acknowledged.
func votes() Scenario {
	var before int64
	return Scenario{
		Name:     "votes",
		About:    "POST /api/public-requests/{id}/vote, every vote from a new voter, spread over 500 requests",
		ChildEnv: []string{"VOTE_RATE_LIMIT=1000000"},
		Target:   &Target{MinRPS: 1000},
		Setup: func(ctx context.Context, env *Env) error {
			if err := seedBoard(ctx, env); err != nil {
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
