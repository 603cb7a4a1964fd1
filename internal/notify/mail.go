package notify

import (
	"context"
	"fmt"
	"net/url"
	"strconv"
	"strings"

	"github.com/wneessen/go-mail"
)

// SMTP sends e-mail through a mail server given as smtp://user:pass@host:587
// (STARTTLS when the server offers it) or smtps://user:pass@host:465
// (TLS from the start).
type SMTP struct {
	From     string // the sender's address
	FromName string // and the name mail apps show for it
	client   *mail.Client
}

// NewSMTP reads the server's address; every message goes out from
// "fromName <from>".
func NewSMTP(rawURL, from, fromName string) (*SMTP, error) {
	u, err := url.Parse(rawURL)
	if err != nil || (u.Scheme != "smtp" && u.Scheme != "smtps") || u.Hostname() == "" {
		return nil, fmt.Errorf("SMTP_URL must be smtp://user:pass@host:port or smtps://...")
	}
	opts := []mail.Option{mail.WithTimeout(15e9)}
	port := 587
	if u.Scheme == "smtps" {
		port = 465
		opts = append(opts, mail.WithSSL())
	} else {
		opts = append(opts, mail.WithTLSPolicy(mail.TLSOpportunistic))
	}
	if p := u.Port(); p != "" {
		if port, err = strconv.Atoi(p); err != nil {
			return nil, fmt.Errorf("SMTP_URL has a bad port")
		}
	}
	opts = append(opts, mail.WithPort(port))
	if u.User != nil {
		pass, _ := u.User.Password()
		opts = append(opts, mail.WithSMTPAuth(mail.SMTPAuthAutoDiscover), mail.WithUsername(u.User.Username()), mail.WithPassword(pass))
	}
	c, err := mail.NewClient(u.Hostname(), opts...)
	if err != nil {
		return nil, err
	}
	return &SMTP{From: from, FromName: fromName, client: c}, nil
}

// Send implements Mailer: a message with a plain-text and an HTML part, and
// the outbox's stable id as its Message-ID, on the sending domain. An
// automatic message says so (Auto-Submitted, RFC 3834), so that
// auto-responders stay quiet; answers go to its Reply-To when it has one.
func (s *SMTP) Send(ctx context.Context, messageID, to string, r Rendered) error {
	m := mail.NewMsg()
	if err := m.FromFormat(s.FromName, s.From); err != nil {
		return permanent(err)
	}
	if err := m.To(to); err != nil {
		return permanent(err)
	}
	if r.ReplyTo != "" {
		// An address that cannot be an answer's (the forms check them, so
		// only one stored before a rule) loses the Reply-To, not the
		// message.
		_ = m.ReplyTo(r.ReplyTo)
	}
	if r.Automatic {
		m.SetGenHeader(HeaderAutoSubmitted, "auto-generated")
	}
	m.Subject(r.Subject)
	m.SetMessageIDWithValue(messageID + "@" + domainOf(s.From))
	m.SetBodyString(mail.TypeTextPlain, r.Text)
	m.AddAlternativeString(mail.TypeTextHTML, r.HTML)
	return s.client.DialAndSendWithContext(ctx, m)
}

// HeaderAutoSubmitted marks a message no person sent (RFC 3834).
const HeaderAutoSubmitted mail.Header = "Auto-Submitted"

// domainOf is the domain of an address: the part after its last @.
func domainOf(addr string) string {
	return addr[strings.LastIndex(addr, "@")+1:]
}
