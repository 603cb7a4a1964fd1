package notify

import (
	"bytes"
	"embed"
	"fmt"
	htmltemplate "html/template"
	"io/fs"
	"net/url"
	"strings"
	texttemplate "text/template"
	"text/template/parse"
)

//go:embed templates/*.tmpl
var templateFiles embed.FS

// Rendered is an e-mail ready to send.
type Rendered struct {
	Subject string `json:"subject"`
	Text    string `json:"text"`
	HTML    string `json:"html"`
	// Why is the line that ends both parts: why the reader got the message.
	Why string `json:"why"`
	// ReplyTo is where answers go; empty: to the sender.
	ReplyTo string `json:"replyTo,omitempty"`
	// Automatic says no person wrote the message: it carries
	// Auto-Submitted: auto-generated (RFC 3834), so auto-responders stay
	// quiet.
	Automatic bool `json:"automatic"`
}

type template struct {
	text *texttemplate.Template
	html *htmltemplate.Template
	// fields are the data keys the template reads; nil when it may read
	// any (it hands its whole data to something other than a template).
	fields map[string]bool
}

// templates are the e-mails, one file each, each defining its subject, its
// text and html parts, and why: the reason the reader gets it, which ends
// both parts (the HTML one in the shared layout's footer). A template
// without a reason does not render; see layout.tmpl.
var templates = func() map[string]template {
	layout, err := fs.ReadFile(templateFiles, "templates/layout.tmpl")
	if err != nil {
		panic(err)
	}
	out := map[string]template{}
	entries, _ := fs.ReadDir(templateFiles, "templates")
	for _, e := range entries {
		name := strings.TrimSuffix(e.Name(), ".tmpl")
		if name == "layout" {
			continue
		}
		body, _ := fs.ReadFile(templateFiles, "templates/"+e.Name())
		out[name] = parseTemplate(name, string(layout), string(body))
	}
	return out
}()

// parseTemplate reads one e-mail's file: its text parts alone, its HTML
// part inside the layout.
func parseTemplate(name, layout, body string) template {
	t := template{
		text: texttemplate.Must(texttemplate.New(name).Option("missingkey=zero").Parse(body)),
		html: htmltemplate.Must(htmltemplate.Must(htmltemplate.New(name).Option("missingkey=zero").Parse(layout)).Parse(body)),
	}
	t.fields = fieldsOf(t.text)
	return t
}

// fieldsOf lists the data keys t's definitions read (the layout reads
// only what Render adds), or nil if one may read any.
func fieldsOf(t *texttemplate.Template) map[string]bool {
	fields := map[string]bool{}
	whole := false
	var walk func(n parse.Node)
	walk = func(n parse.Node) {
		switch n := n.(type) {
		case *parse.ListNode:
			if n != nil {
				for _, c := range n.Nodes {
					walk(c)
				}
			}
		case *parse.ActionNode:
			walk(n.Pipe)
		case *parse.IfNode:
			walk(n.Pipe)
			walk(n.List)
			walk(n.ElseList)
		case *parse.RangeNode:
			walk(n.Pipe)
			walk(n.List)
			walk(n.ElseList)
		case *parse.WithNode:
			walk(n.Pipe)
			walk(n.List)
			walk(n.ElseList)
		case *parse.TemplateNode:
			// {{template "x" .}} hands on the data whose reads x's own
			// walk finds.
			if n.Pipe != nil && !(len(n.Pipe.Cmds) == 1 && len(n.Pipe.Cmds[0].Args) == 1 && n.Pipe.Cmds[0].Args[0].Type() == parse.NodeDot) {
				walk(n.Pipe)
			}
		case *parse.PipeNode:
			if n != nil {
				for _, c := range n.Cmds {
					walk(c)
				}
			}
		case *parse.CommandNode:
			for _, a := range n.Args {
				walk(a)
			}
		case *parse.FieldNode:
			fields[n.Ident[0]] = true
		case *parse.ChainNode:
			walk(n.Node)
		case *parse.DotNode:
			whole = true
		}
	}
	for _, d := range t.Templates() {
		if d.Tree != nil {
			walk(d.Tree.Root)
		}
	}
	if whole {
		return nil
	}
	// What Render adds of the site is not the message's to keep.
	delete(fields, "SiteURL")
	delete(fields, "SupportEmail")
	delete(fields, "SiteHost")
	return fields
}

// Site is what every message may mention: the site's address and support.
type Site struct {
	URL          string
	SupportEmail string
}

// Render builds an e-mail from its template and data. Values are escaped
// in the HTML part; a value the data lacks renders empty.
func Render(p EmailPayload, site Site) (Rendered, error) {
	t, ok := templates[p.Template]
	if !ok {
		return Rendered{}, errUnknownTemplate(p.Template)
	}
	data := map[string]string{"SiteURL": site.URL, "SiteHost": hostOf(site.URL), "SupportEmail": site.SupportEmail}
	for k, v := range p.Data {
		data[k] = v
	}
	var subject, text, why, html bytes.Buffer
	if err := t.text.ExecuteTemplate(&subject, "subject", data); err != nil {
		return Rendered{}, err
	}
	if err := t.text.ExecuteTemplate(&text, "text", data); err != nil {
		return Rendered{}, err
	}
	if err := t.text.ExecuteTemplate(&why, "why", data); err != nil {
		return Rendered{}, fmt.Errorf("notify: template %s says not why it is sent: %w", p.Template, err)
	}
	reason := strings.Join(strings.Fields(why.String()), " ")
	if reason == "" {
		return Rendered{}, fmt.Errorf("notify: template %s says not why it is sent", p.Template)
	}
	if err := t.html.ExecuteTemplate(&html, "layout", data); err != nil {
		return Rendered{}, err
	}
	return Rendered{
		Subject: strings.Join(strings.Fields(subject.String()), " "),
		// "-- " opens a signature: mail apps set what follows apart.
		Text:      strings.TrimSpace(text.String()) + "\n\n-- \n" + reason + "\n",
		HTML:      html.String(),
		Why:       reason,
		ReplyTo:   p.ReplyTo,
		Automatic: !p.ByPerson,
	}, nil
}

// hostOf is the site's address as people say it: mission.example.
func hostOf(siteURL string) string {
	if u, err := url.Parse(siteURL); err == nil && u.Host != "" {
		return strings.TrimPrefix(u.Host, "www.")
	}
	return siteURL
}

type errUnknownTemplate string

func (e errUnknownTemplate) Error() string { return "notify: no template " + string(e) }
