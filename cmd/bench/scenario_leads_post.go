package main

import (
	"bytes"
	"context"
	"net/http"
	"strconv"
	"time"
)

// leadsPost submits the partnership claim form: one distinct, valid lead
// per request, each simulated client from its own address. Afterwards it
// looks up every lead id the server acknowledged.
func leadsPost() Scenario {
	return Scenario{
		Name:  "leads-post",
		About: "POST /api/leads, a distinct valid lead per request, one X-Forwarded-For address per client",
		// Every lead is committed durably (synchronous=FULL on SQLite)
		// before the answer; group commit is what makes this rate possible.
		Target:  &Target{MinRPS: 2000, MaxP99: 50 * time.Millisecond},
		Request: func(env *Env, c, i int) (*http.Request, error) { return leadRequest(env, env.RunID, c, i) },
		ID:      jsonID("id"),
		Verify: func(ctx context.Context, env *Env, res *Result) error {
			return verifyIDs(ctx, env, res, "leads", "leads", "id")
		},
	}
}

// leadRequest posts lead i of client c of a run.
func leadRequest(env *Env, run string, c, i int) (*http.Request, error) {
	req, err := http.NewRequest(http.MethodPost, env.URL("/api/leads"), bytes.NewReader(leadBody(run, c, i)))
	if err != nil {
		return nil, err
	}
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Accept", "application/json")
	req.Header.Set("X-Forwarded-For", ForwardedFor(c))
	return req, nil
}

// leadBody is the JSON of lead i of client c, built without reflection so
// the load generator spends little of the CPU it shares with the server.
func leadBody(run string, c, i int) []byte {
	b := make([]byte, 0, 320)
	b = append(b, `{"name":"Bench Client `...)
	b = strconv.AppendInt(b, int64(c), 10)
	b = append(b, `","email":"c`...)
	b = strconv.AppendInt(b, int64(c), 10)
	b = append(b, "-i"...)
	b = strconv.AppendInt(b, int64(i), 10)
	b = append(b, '-')
	b = append(b, run...)
	b = append(b, `@bench.example","phone":"+1 555 010 1234","audienceType":"business-owner",`+
		`"businessChallenge":"We answer the same customer questions by hand every day and want an assistant to take the first pass.",`+
		`"source":"ai_agency_partnership_claim"}`...)
	return b
}
