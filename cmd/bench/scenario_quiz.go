package main

import (
	"context"
	"fmt"
	"net/http"
	"strings"
)

var (
	quizIndustries = []string{"ecommerce", "saas", "professional-services", "real-estate", "healthcare", "education", "marketing", "finance", "construction", "hospitality", "other"}
	quizTeams      = []string{"solo", "2-5", "6-10", "11-25", "26-50", "51-100", "100+"}
	quizGoals      = []string{"<100k", "100k-250k", "250k-500k", "500k-1m", "1m-5m", "5m+"}
	quizComfort    = []string{"beginner", "intermediate", "advanced"}
	quizChallenges = []string{"We miss calls after hours and leads go cold without follow-up",
		"Invoices and data entry eat our evenings", "Scheduling appointments takes hours every week",
		"Customers ask the same support questions all day", "We need more reviews and better reporting"}
)

// quizSubmit sends complete quiz answers, varied across the option lists;
// each makes a report, a quiz row and an inbox lead in one commit.
func quizSubmit() Scenario {
	return Scenario{
		Name:   "quiz-submit",
		About:  "POST /api/ai-finder/submit, varied answers, no language model",
		Target: &Target{MinRPS: 1000},
		Request: func(env *Env, c, i int) (*http.Request, error) {
			k := c*1000 + i
			body := fmt.Sprintf(`{"name":"Quiz Taker %d","email":"q%d-%d-%s@bench.example","industry":%q,"teamSize":%q,`+
				`"biggestChallenge":%q,"revenueGoal":%q,"techComfort":%q,"currentTools":"HubSpot, Gmail, QuickBooks"}`,
				k, c, i, env.RunID, quizIndustries[k%11], quizTeams[k%7], quizChallenges[k%5], quizGoals[k%6], quizComfort[k%3])
			req, err := http.NewRequest(http.MethodPost, env.URL("/api/ai-finder/submit"), strings.NewReader(body))
			if err != nil {
				return nil, err
			}
			req.Header.Set("Content-Type", "application/json")
			req.Header.Set("X-Forwarded-For", ForwardedFor(c))
			return req, nil
		},
		ID: jsonID("leadId"),
		Verify: func(ctx context.Context, env *Env, res *Result) error {
			return verifyIDs(ctx, env, res, "reports", "ai_finder_leads", "lead_id")
		},
	}
}
