package notify

import (
	"context"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/netip"
	"net/url"
	"strings"
	"syscall"
	"time"
	"unicode/utf8"

	standardwebhooks "github.com/standard-webhooks/standard-webhooks/libraries/go"

	"mission/internal/db"
)

// Sender delivers webhooks, signed as the Standard Webhooks specification
// says, with a 10-second timeout, never following a redirect and never
// connecting to a private address unless AllowPrivate.
type Sender struct {
	Client       *http.Client
	AllowPrivate bool
}

// ErrPrivateAddress refuses an endpoint on a loopback, private,
// link-local, multicast, metadata or special-purpose address, or one that
// leads to such an IPv4 address (see Public).
var ErrPrivateAddress = errors.New("the address is not on the public internet")

// publicOnly is a dialer check: it runs on the address actually dialled,
// after name resolution, so a name that resolves to 127.0.0.1 is refused
// as surely as 127.0.0.1 itself.
func publicOnly(_, address string, _ syscall.RawConn) error {
	host, _, err := net.SplitHostPort(address)
	if err != nil {
		return err
	}
	ip, err := netip.ParseAddr(host)
	if err != nil || !Public(ip) {
		return ErrPrivateAddress
	}
	return nil
}

// NewSender makes a sender with its own HTTP client.
func NewSender(allowPrivate bool) *Sender {
	return &Sender{AllowPrivate: allowPrivate, Client: PublicClient(allowPrivate, 10*time.Second)}
}

// PublicClient is an HTTP client for addresses a partner or staff member
// typed: it connects only to public addresses (unless allowPrivate, for
// tests), never follows a redirect, and gives up after timeout.
func PublicClient(allowPrivate bool, timeout time.Duration) *http.Client {
	dialer := &net.Dialer{Timeout: 5 * time.Second}
	if !allowPrivate {
		dialer.Control = publicOnly
	}
	transport := &http.Transport{DialContext: dialer.DialContext, Proxy: nil, MaxIdleConnsPerHost: 32,
		TLSHandshakeTimeout: 5 * time.Second, ResponseHeaderTimeout: timeout}
	return &http.Client{
		Transport:     transport,
		Timeout:       timeout,
		CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse },
	}
}

// CheckURL refuses endpoint addresses that are not https (or http to a
// private address in tests) or whose name resolves to a private address.
func (s *Sender) CheckURL(ctx context.Context, raw string) error {
	u, err := url.Parse(raw)
	if err != nil || u.Host == "" || (u.Scheme != "https" && u.Scheme != "http") || u.User != nil || len(raw) > 2000 {
		return errors.New("Enter a full https:// address.")
	}
	if s.AllowPrivate {
		return nil
	}
	if u.Scheme != "https" {
		return errors.New("Use an https:// address.")
	}
	addrs, err := net.DefaultResolver.LookupNetIP(ctx, "ip", u.Hostname())
	if err != nil || len(addrs) == 0 {
		return errors.New("The address's host name does not resolve.")
	}
	for _, a := range addrs {
		if !Public(a) {
			return ErrPrivateAddress
		}
	}
	return nil
}

// Attempt is one try to deliver a webhook, for the endpoint's delivery log.
type Attempt struct {
	StatusCode int
	Duration   time.Duration
	Excerpt    string
	Error      string
}

// target is what a delivery needs of its webhook endpoint: where to post
// and how to sign, or why it cannot be delivered to any more.
type target struct {
	url    string
	signer *standardwebhooks.Webhook
	gone   error // permanent: removed, turned off, or an unusable secret
}

var errEndpointGone = errors.New("the endpoint was removed or turned off")

// loadTargets reads the endpoints a round delivers to, in one query, so
// that a round of many messages to one endpoint reads and decodes its
// secret once rather than once per message.
func loadTargets(ctx context.Context, q db.Querier, msgs []Message) (map[int64]target, error) {
	var ids []any
	seen := map[int64]bool{}
	for _, m := range msgs {
		if m.Kind == KindWebhook && !seen[m.EndpointID] {
			seen[m.EndpointID] = true
			ids = append(ids, m.EndpointID)
		}
	}
	out := make(map[int64]target, len(ids))
	if len(ids) == 0 {
		return out, nil
	}
	rows, err := q.Query(ctx, "SELECT id, url, secret, active FROM webhook_endpoints WHERE id IN ("+db.Placeholders(len(ids))+")", ids...)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	for rows.Next() {
		var id int64
		var address, secret string
		var active bool
		if err := rows.Scan(&id, &address, &secret, &active); err != nil {
			return nil, err
		}
		e := target{url: address}
		switch wh, err := standardwebhooks.NewWebhook(secret); {
		case !active:
			e.gone = errEndpointGone
		case err != nil:
			e.gone = err
		default:
			e.signer = wh
		}
		out[id] = e
	}
	if err := rows.Err(); err != nil {
		return nil, err
	}
	for _, id := range ids {
		if _, ok := out[id.(int64)]; !ok {
			out[id.(int64)] = target{gone: errEndpointGone}
		}
	}
	return out, nil
}

// Deliver posts one message to its endpoint. It returns the attempt to log
// (nil when no request was made) with the delivery's outcome; the worker
// records both in one transaction.
func (s *Sender) Deliver(ctx context.Context, ep target, m Message) (*Attempt, error) {
	if ep.gone != nil {
		return nil, permanent(ep.gone)
	}
	now := time.Now()
	sig, err := ep.signer.Sign(m.MessageID, now, m.Payload)
	if err != nil {
		return nil, permanent(err)
	}
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, ep.url, strings.NewReader(string(m.Payload)))
	if err != nil {
		return nil, permanent(err)
	}
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("User-Agent", "AI-Mission-Webhooks/1")
	req.Header.Set(standardwebhooks.HeaderWebhookID, m.MessageID)
	req.Header.Set(standardwebhooks.HeaderWebhookTimestamp, fmt.Sprint(now.Unix()))
	req.Header.Set(standardwebhooks.HeaderWebhookSignature, sig)
	start := time.Now()
	res, sendErr := s.Client.Do(req)
	elapsed := time.Since(start)
	code, excerpt := 0, ""
	if sendErr == nil {
		body, _ := io.ReadAll(io.LimitReader(res.Body, 512))
		res.Body.Close()
		code, excerpt = res.StatusCode, excerptOf(body)
		if code < 200 || code > 299 {
			sendErr = fmt.Errorf("the endpoint answered %d", code)
		}
	}
	errText := ""
	if sendErr != nil {
		errText = sendErr.Error()
		if errors.Is(sendErr, ErrPrivateAddress) {
			sendErr = permanent(sendErr)
		}
	}
	return &Attempt{StatusCode: code, Duration: elapsed, Excerpt: excerpt, Error: errText}, sendErr
}

// logAttempts adds a round's attempts to their endpoints' delivery logs, in one statement.
func logAttempts(ctx context.Context, tx *db.Tx, outcomes []outcome, now time.Time) error {
	var q strings.Builder
	var args []any
	for _, o := range outcomes {
		a := o.attempt
		if a == nil {
			continue
		}
		if len(args) == 0 {
			q.WriteString(`INSERT INTO webhook_deliveries (outbox_id, endpoint_id, attempt, status_code, duration_ms, response_excerpt, error, created_at) VALUES `)
		} else {
			q.WriteString(", ")
		}
		q.WriteString("(?, ?, ?, ?, ?, ?, ?, ?)")
		args = append(args, o.m.ID, o.m.EndpointID, o.m.Attempts, a.StatusCode, a.Duration.Milliseconds(), a.Excerpt, a.Error, now)
	}
	if len(args) == 0 {
		return nil
	}
	_, err := tx.Exec(ctx, q.String(), args...)
	return err
}

// excerptOf keeps the start of a response, as valid text.
func excerptOf(b []byte) string {
	s := strings.ToValidUTF8(string(b), "")
	s = strings.Map(func(r rune) rune {
		if r < 0x20 && r != '\n' && r != '\t' {
			return -1
		}
		return r
	}, s)
	for utf8.RuneCountInString(s) > 200 {
		s = string([]rune(s)[:200])
	}
	return s
}
