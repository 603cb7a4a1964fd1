package notify

import (
	"bytes"
	"encoding/json"
	"testing"
	"time"
)

// The payload encoder writes what encoding/json writes, byte for byte.
func FuzzPayloadMatchesEncodingJSON(f *testing.F) {
	f.Add("visitor_application", "name", "Ada <b>&</b> \"Byron\"\n\t\\", "email", "a\x00b\x1f\u2028\u2029\xff\xfe é 😀")
	f.Add("", "", "", "k", "\b\f\r")
	f.Fuzz(func(t *testing.T, template, k1, v1, k2, v2 string) {
		data := map[string]string{k1: v1, k2: v2, "id": "42"}
		at := time.Date(2026, 11, 23, 18, 30, 1, 123456789, time.UTC)
		for _, v := range []any{
			EmailPayload{Template: template, Data: data},
			EmailPayload{Template: template},
			EmailPayload{Template: template, Data: data, ReplyTo: v1},
			EmailPayload{Template: template, ReplyTo: v2, ByPerson: true},
			Webhook{Type: template, Timestamp: at, Data: data},
			Webhook{Type: template, Timestamp: at, Data: map[string]int{k1: 1}},
		} {
			got, err := marshalPayload(v)
			if err != nil {
				t.Fatal(err)
			}
			want, _ := json.Marshal(v)
			if !bytes.Equal(got, want) {
				t.Fatalf("%#v:\n got %s\nwant %s", v, got, want)
			}
		}
	})
}

func BenchmarkPayload(b *testing.B) {
	data := map[string]string{"id": "123", "name": "Ada Byron", "email": "ada@example.com", "phone": "+1 555 0100", "company": "Analytical",
		"source": "ai_agency_partnership_claim", "audienceType": "business_owner", "firstName": "Ada", "toolkitName": "",
		"sourceLabel": "the application form", "link": "https://example.com/admin?tab=leads&lead=123"}
	p := EmailPayload{Template: "staff_lead", Data: data}
	b.Run("encoding/json", func(b *testing.B) {
		for b.Loop() {
			json.Marshal(p)
		}
	})
	b.Run("marshalPayload", func(b *testing.B) {
		for b.Loop() {
			marshalPayload(p)
		}
	})
}
