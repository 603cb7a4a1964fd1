package notify

import (
	"encoding/json"
	"slices"
	"unicode/utf8"
)

// The payloads of the messages a change announces are encoded inside its
// write transaction, while the writer every visitor waits for is held. The
// common shapes (an e-mail's data, an event's flat data) are encoded here
// without reflection, byte for byte as encoding/json would (a fuzz test
// holds the two together); any other shape goes to encoding/json.

// marshalPayload is json.Marshal(v), faster for the common shapes.
func marshalPayload(v any) ([]byte, error) {
	switch p := v.(type) {
	case EmailPayload:
		b := make([]byte, 0, 256)
		b = append(b, `{"template":`...)
		b = appendString(b, p.Template)
		b = append(b, `,"data":`...)
		b = appendStringMap(b, p.Data)
		if p.ReplyTo != "" {
			b = append(b, `,"replyTo":`...)
			b = appendString(b, p.ReplyTo)
		}
		if p.ByPerson {
			b = append(b, `,"byPerson":true`...)
		}
		return append(b, '}'), nil
	case Webhook:
		data, ok := p.Data.(map[string]string)
		if !ok {
			break
		}
		ts, err := p.Timestamp.MarshalJSON()
		if err != nil {
			return nil, err
		}
		b := make([]byte, 0, 256)
		b = append(b, `{"type":`...)
		b = appendString(b, p.Type)
		b = append(b, `,"timestamp":`...)
		b = append(b, ts...)
		b = append(b, `,"data":`...)
		return append(appendStringMap(b, data), '}'), nil
	}
	return json.Marshal(v)
}

// appendStringMap appends m as a JSON object with its keys sorted, or null
// for a nil map.
func appendStringMap(b []byte, m map[string]string) []byte {
	if m == nil {
		return append(b, "null"...)
	}
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	b = append(b, '{')
	for i, k := range keys {
		if i > 0 {
			b = append(b, ',')
		}
		b = appendString(b, k)
		b = append(b, ':')
		b = appendString(b, m[k])
	}
	return append(b, '}')
}

const hexDigits = "0123456789abcdef"

// appendString appends s as a JSON string escaped as encoding/json escapes
// it: HTML's <, > and & too, invalid UTF-8 as U+FFFD, and the JavaScript
// line separators.
func appendString(b []byte, s string) []byte {
	b = append(b, '"')
	start := 0
	for i := 0; i < len(s); {
		if c := s[i]; c < utf8.RuneSelf {
			if c >= 0x20 && c != '"' && c != '\\' && c != '<' && c != '>' && c != '&' {
				i++
				continue
			}
			b = append(b, s[start:i]...)
			switch c {
			case '\\', '"':
				b = append(b, '\\', c)
			case '\b':
				b = append(b, '\\', 'b')
			case '\f':
				b = append(b, '\\', 'f')
			case '\n':
				b = append(b, '\\', 'n')
			case '\r':
				b = append(b, '\\', 'r')
			case '\t':
				b = append(b, '\\', 't')
			default:
				b = append(b, '\\', 'u', '0', '0', hexDigits[c>>4], hexDigits[c&0xF])
			}
			i++
			start = i
			continue
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		if r == utf8.RuneError && size == 1 {
			b = append(b, s[start:i]...)
			b = append(b, `\ufffd`...)
			i += size
			start = i
			continue
		}
		if r == '\u2028' || r == '\u2029' {
			b = append(b, s[start:i]...)
			b = append(b, '\\', 'u', '2', '0', '2', hexDigits[r&0xF])
			i += size
			start = i
			continue
		}
		i += size
	}
	b = append(b, s[start:]...)
	return append(b, '"')
}
