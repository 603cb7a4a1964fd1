package aifinder

import (
	"strings"
	"unicode"
)

// Topic is a business pain the biggest-challenge text can mention. Catalogue
// entries are tagged with topics; a matched topic scores its entries up.
type Topic int

// Topics, in a fixed order that is also the tie-break order.
const (
	TopicCalls Topic = iota
	TopicLeads
	TopicScheduling
	TopicSupport
	TopicInvoicing
	TopicQuotes
	TopicDataEntry
	TopicFollowUp
	TopicReviews
	TopicHiring
	TopicContent
	TopicReporting
	TopicInventory
	TopicEmail
	TopicOnboarding
	TopicKnowledge
	TopicCompliance
	TopicTime
	numTopics
)

var topicNames = [numTopics]string{
	"calls", "leads", "scheduling", "support", "invoicing", "quotes", "data-entry",
	"follow-up", "reviews", "hiring", "content", "reporting", "inventory", "email",
	"onboarding", "knowledge", "compliance", "time",
}

func (t Topic) String() string {
	if t < 0 || t >= numTopics {
		return "unknown"
	}
	return topicNames[t]
}

// topicPatterns lists, per topic, the words and phrases that signal it. A
// pattern is one or more words matched against consecutive words of the
// text (lower-cased, split on anything that is not a letter or digit, so
// "follow-up" is "follow up" and "e-mail" is "e mail"). A word ending in '*'
// matches any word starting with it ("invoic*" matches invoice, invoices,
// invoicing). Prefixes are chosen so they do not catch unrelated words:
// "book" is listed as exact forms, never "book*", which would catch
// bookkeeping.
var topicPatterns = must(loadKeywords()) // data/keywords.json

// patternRef is one compiled pattern of a topic.
type patternRef struct {
	topic Topic
	words []string
}

// Patterns are indexed by their first word so matching a long text costs a
// map lookup and a handful of prefix checks per word: exact first words by
// the word, prefix first words ("invoic*") by their first byte.
var exactFirst, prefixFirst = func() (map[string][]patternRef, [256][]patternRef) {
	exact := map[string][]patternRef{}
	var prefix [256][]patternRef
	for t, ps := range topicPatterns {
		for _, p := range ps {
			ref := patternRef{Topic(t), strings.Fields(p)}
			if first := ref.words[0]; strings.HasSuffix(first, "*") {
				prefix[first[0]] = append(prefix[first[0]], ref)
			} else {
				exact[first] = append(exact[first], ref)
			}
		}
	}
	return exact, prefix
}()

// maxHits caps how much one topic can count, so a text repeating a word
// twenty times does not drown every other signal.
const maxHits = 3

// TopicMatch is one topic found in a text and how many times it was hit
// (capped at 3).
type TopicMatch struct {
	Topic Topic
	Hits  int
}

// topicHits is the per-topic hit count of a text, indexed by Topic.
type topicHits [numTopics]int

// any reports whether at least one topic matched.
func (h *topicHits) any() bool {
	for _, n := range h {
		if n > 0 {
			return true
		}
	}
	return false
}

// words lower-cases s and splits it into words of letters and digits.
// Apostrophes are dropped inside words ("don't" is "dont") so contractions
// stay one word.
func words(s string) []string {
	var out []string
	var b strings.Builder
	flush := func() {
		if b.Len() > 0 {
			out = append(out, b.String())
			b.Reset()
		}
	}
	for _, r := range s {
		switch {
		case unicode.IsLetter(r) || unicode.IsDigit(r):
			b.WriteRune(unicode.ToLower(r))
		case r == '\'' || r == '\u2019':
			// keep the word going
		default:
			flush()
		}
	}
	flush()
	return out
}

// matchAt reports whether pattern matches the words starting at i.
func matchAt(pattern, ws []string, i int) bool {
	if i+len(pattern) > len(ws) {
		return false
	}
	for j, p := range pattern {
		w := ws[i+j]
		if prefix, ok := strings.CutSuffix(p, "*"); ok {
			if !strings.HasPrefix(w, prefix) {
				return false
			}
		} else if w != p {
			return false
		}
	}
	return true
}

// stopPhrases are idioms whose words must not count as topic words: "in
// order to grow" is not about orders.
var stopPhrases = [][]string{{"in", "order", "to"}, {"in", "order", "for"}}

// countTopics counts pattern hits per topic in the text.
func countTopics(text string) topicHits {
	var hits topicHits
	ws := words(text)
	if len(ws) == 0 {
		return hits
	}
	for _, sp := range stopPhrases {
		for i := range ws {
			if matchAt(sp, ws, i) {
				for j := range sp {
					ws[i+j] = ""
				}
			}
		}
	}
	var n topicHits
	for i, w := range ws {
		if w == "" {
			continue
		}
		for _, p := range exactFirst[w] {
			if matchAt(p.words, ws, i) {
				n[p.topic]++
			}
		}
		for _, p := range prefixFirst[w[0]] {
			if matchAt(p.words, ws, i) {
				n[p.topic]++
			}
		}
	}
	for t := range numTopics {
		hits[t] = min(n[t], maxHits)
	}
	return hits
}

// MatchTopics returns the topics a challenge text mentions, strongest first
// (ties in topic order). Matching is case-insensitive and word-based.
func MatchTopics(text string) []TopicMatch {
	hits := countTopics(text)
	var out []TopicMatch
	for h := maxHits; h >= 1; h-- {
		for t := range numTopics {
			if hits[t] == h {
				out = append(out, TopicMatch{Topic: t, Hits: h})
			}
		}
	}
	return out
}
