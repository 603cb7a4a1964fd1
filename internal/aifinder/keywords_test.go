package aifinder

import (
	"slices"
	"testing"
)

func topicsOf(text string) []Topic {
	var out []Topic
	for _, m := range MatchTopics(text) {
		out = append(out, m.Topic)
	}
	return out
}

func TestMatchTopicsFindsSynonyms(t *testing.T) {
	tests := []struct {
		text string
		want []Topic
	}{
		{"We miss so many phone calls", []Topic{TopicCalls}},
		{"Customers ring and get VOICEMAIL all day", []Topic{TopicCalls}},
		{"Invoices take forever", []Topic{TopicInvoicing, TopicTime}},
		{"chasing late payments", []Topic{TopicInvoicing, TopicFollowUp}},
		{"Leads go cold, no follow-up", []Topic{TopicLeads, TopicFollowUp}},
		{"prospects never hear back from us", []Topic{TopicLeads, TopicFollowUp}},
		{"No-shows and rescheduling appointments", []Topic{TopicScheduling}},
		{"answering the same customer questions", []Topic{TopicSupport}},
		{"copy-paste between spreadsheets, so much data entry", []Topic{TopicDataEntry}},
		{"our Google reviews and reputation", []Topic{TopicReviews}},
		{"hiring and recruiting good candidates", []Topic{TopicHiring}},
		{"no time for social media content", []Topic{TopicContent, TopicTime}},
		{"monthly reporting and KPI dashboards", []Topic{TopicReporting}},
		{"inventory runs out of stock", []Topic{TopicInventory}},
		{"my inbox is out of control, hundreds of e-mails", []Topic{TopicEmail}},
		{"onboarding new clients is slow", []Topic{TopicOnboarding, TopicLeads, TopicTime}},
		{"quotes and estimates for every job", []Topic{TopicQuotes}},
		{"I feel overwhelmed", []Topic{TopicTime}},
	}
	for _, tt := range tests {
		got := topicsOf(tt.text)
		for _, w := range tt.want {
			if !slices.Contains(got, w) {
				t.Errorf("%q: topics %v lack %v", tt.text, got, w)
			}
		}
	}
}

func TestMatchTopicsIsWordBased(t *testing.T) {
	// Substrings of other words must not match: "bookkeeping" is not a
	// booking, "recall" is not a call, "in order to" is not about orders.
	tests := []struct {
		text   string
		absent Topic
	}{
		{"bookkeeping is a mess", TopicScheduling},
		{"total recall of everything", TopicCalls},
		{"in order to grow we need focus", TopicInventory},
		{"lead time", TopicEmail},
	}
	for _, tt := range tests {
		if got := topicsOf(tt.text); slices.Contains(got, tt.absent) {
			t.Errorf("%q: topics %v should not contain %v", tt.text, got, tt.absent)
		}
	}
	if got := topicsOf("bookkeeping is a mess"); !slices.Contains(got, TopicInvoicing) {
		t.Errorf("bookkeeping should be invoicing, got %v", got)
	}
}

func TestMatchTopicsOrderAndCap(t *testing.T) {
	m := MatchTopics("calls calls calls calls calls, and one invoice")
	if len(m) != 2 || m[0].Topic != TopicCalls || m[0].Hits != maxHits || m[1].Topic != TopicInvoicing || m[1].Hits != 1 {
		t.Fatalf("got %+v", m)
	}
	if m := MatchTopics(""); m != nil {
		t.Fatalf("empty text: %+v", m)
	}
	if m := MatchTopics("¯\\_(ツ)_/¯ !!!"); m != nil {
		t.Fatalf("no words: %+v", m)
	}
}

func TestTopicNames(t *testing.T) {
	seen := map[string]bool{}
	for tp := range numTopics {
		n := tp.String()
		if n == "" || n == "unknown" || seen[n] {
			t.Errorf("topic %d has a bad or repeated name %q", tp, n)
		}
		seen[n] = true
		if len(topicPatterns[tp]) == 0 {
			t.Errorf("topic %s has no patterns", n)
		}
	}
	if Topic(-1).String() != "unknown" || numTopics.String() != "unknown" {
		t.Error("out-of-range topics should be unknown")
	}
}
