// Package mailtest runs a real SMTP server (github.com/emersion/go-smtp)
// for tests, and reads every message it receives with the standard
// library's MIME parser (net/mail, mime/multipart), as a mail app would.
package mailtest

import (
	"fmt"
	"io"
	"mime"
	"mime/multipart"
	"net"
	"net/mail"
	"strings"
	"sync"
	"testing"

	"github.com/emersion/go-smtp"
)

// Message is one message received, read.
type Message struct {
	To      string // the envelope's recipient
	Raw     string
	Header  mail.Header
	Subject string // decoded
	// Type is the top-level media type (multipart/alternative); Text and
	// HTML are its parts, their transfer encoding undone.
	Type       string
	Text, HTML string
	// Err says what could not be read as a proper multipart message.
	Err error
}

// Box keeps what the server receives.
type Box struct {
	mu   sync.Mutex
	msgs []Message
}

// Start runs a server until the test ends and returns its box and its
// smtp:// address.
func Start(t testing.TB) (*Box, string) {
	box := &Box{}
	srv := smtp.NewServer(box)
	srv.Domain = "localhost"
	srv.AllowInsecureAuth = true
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	go srv.Serve(l)
	t.Cleanup(func() { srv.Close() })
	return box, "smtp://" + l.Addr().String()
}

// Messages returns what arrived so far, in order.
func (b *Box) Messages() []Message {
	b.mu.Lock()
	defer b.mu.Unlock()
	return append([]Message(nil), b.msgs...)
}

// NewSession implements smtp.Backend.
func (b *Box) NewSession(*smtp.Conn) (smtp.Session, error) { return &session{box: b}, nil }

type session struct {
	box *Box
	to  string
}

func (s *session) Reset()                                    {}
func (s *session) Logout() error                             { return nil }
func (s *session) Mail(string, *smtp.MailOptions) error      { return nil }
func (s *session) Rcpt(to string, _ *smtp.RcptOptions) error { s.to = to; return nil }

func (s *session) Data(r io.Reader) error {
	raw, err := io.ReadAll(r)
	if err != nil {
		return err
	}
	m := read(string(raw))
	m.To = s.to
	s.box.mu.Lock()
	s.box.msgs = append(s.box.msgs, m)
	s.box.mu.Unlock()
	return nil
}

// read parses a message and its plain-text and HTML parts.
func read(raw string) Message {
	m := Message{Raw: raw}
	msg, err := mail.ReadMessage(strings.NewReader(raw))
	if err != nil {
		m.Err = err
		return m
	}
	m.Header = msg.Header
	if m.Subject, err = new(mime.WordDecoder).DecodeHeader(msg.Header.Get("Subject")); err != nil {
		m.Err = err
		return m
	}
	mt, params, err := mime.ParseMediaType(msg.Header.Get("Content-Type"))
	if err != nil || !strings.HasPrefix(mt, "multipart/") {
		m.Err = fmt.Errorf("not multipart: %q (%v)", msg.Header.Get("Content-Type"), err)
		return m
	}
	m.Type = mt
	mr := multipart.NewReader(msg.Body, params["boundary"])
	for {
		p, err := mr.NextPart()
		if err == io.EOF {
			break
		}
		if err != nil {
			m.Err = err
			return m
		}
		body, err := io.ReadAll(p) // multipart.Reader undoes quoted-printable itself
		if err != nil {
			m.Err = err
			return m
		}
		// Lines end with CRLF on the wire; a mail app shows lines.
		text := strings.ReplaceAll(string(body), "\r\n", "\n")
		switch ct := p.Header.Get("Content-Type"); {
		case strings.HasPrefix(ct, "text/plain"):
			m.Text = text
		case strings.HasPrefix(ct, "text/html"):
			m.HTML = text
		}
	}
	return m
}
