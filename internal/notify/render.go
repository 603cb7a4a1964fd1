package notify

import (
	"bytes"
	"embed"
	htmltemplate "html/template"
	"io/fs"
	"strings"
	texttemplate "text/template"
)

//go:embed templates/*.tmpl
var templateFiles embed.FS

// Rendered is an e-mail ready to send.
type Rendered struct {
	Subject string `json:"subject"`
	Text    string `json:"text"`
	HTML    string `json:"html"`
}

type template struct {
	text *texttemplate.Template
	html *htmltemplate.Template
}

// templates are the e-mails, one file each (subject, text and html parts),
// HTML ones wrapped in the shared layout.
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
		t := template{
			text: texttemplate.Must(texttemplate.New(name).Option("missingkey=zero").Parse(string(body))),
			html: htmltemplate.Must(htmltemplate.Must(htmltemplate.New(name).Option("missingkey=zero").Parse(string(layout))).Parse(string(body))),
		}
		out[name] = t
	}
	return out
}()

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
	data := map[string]string{"SiteURL": site.URL, "SupportEmail": site.SupportEmail}
	for k, v := range p.Data {
		data[k] = v
	}
	var subject, text, html bytes.Buffer
	if err := t.text.ExecuteTemplate(&subject, "subject", data); err != nil {
		return Rendered{}, err
	}
	if err := t.text.ExecuteTemplate(&text, "text", data); err != nil {
		return Rendered{}, err
	}
	if err := t.html.ExecuteTemplate(&html, "layout", data); err != nil {
		return Rendered{}, err
	}
	return Rendered{Subject: strings.Join(strings.Fields(subject.String()), " "), Text: strings.TrimSpace(text.String()) + "\n", HTML: html.String()}, nil
}

type errUnknownTemplate string

func (e errUnknownTemplate) Error() string { return "notify: no template " + string(e) }
