// Package showcase holds the projects built in live sessions that the live
// page shows, which staff manage.
package showcase

import (
	"time"
	"unicode/utf8"

	"mission/internal/files"
	"mission/internal/input"
)

// Project is a showcase project.
type Project struct {
	ID           int64     `json:"id"`
	Title        string    `json:"title"`
	Description  string    `json:"description"`
	ImageID      string    `json:"imageId,omitempty"`
	ImageURL     string    `json:"imageUrl"`
	Technologies []string  `json:"technologies"`
	DemoURL      string    `json:"demoUrl"`
	CodeURL      string    `json:"codeUrl"`
	Featured     bool      `json:"featured"`
	CreatedAt    time.Time `json:"createdAt"`
}

// Limits are the staff form's bounds, published to the web app.
var Limits = map[string]int{"title": 200, "description": 2000, "technologies": 12, "technology": 40, "url": 2000}

// Input is what staff send.
type Input struct {
	Title        string   `json:"title"`
	Description  string   `json:"description" text:"multiline"`
	ImageID      string   `json:"imageId"`
	Technologies []string `json:"technologies"`
	DemoURL      string   `json:"demoUrl"`
	CodeURL      string   `json:"codeUrl"`
	Featured     bool     `json:"featured"`
}

// Validate returns a message per invalid field, or nil.
func (in Input) Validate() map[string]string {
	f := input.Fields{}
	if in.Title == "" || utf8.RuneCountInString(in.Title) > Limits["title"] {
		f["title"] = "Give the project a title (up to 200 characters)."
	}
	if utf8.RuneCountInString(in.Description) > Limits["description"] {
		f["description"] = "Keep the description under 2000 characters."
	}
	if in.ImageID != "" && !files.ValidKey(in.ImageID) {
		f["imageId"] = "Upload the image again."
	}
	if len(in.Technologies) > Limits["technologies"] {
		f["technologies"] = "List at most 12 technologies."
	}
	for _, t := range in.Technologies {
		if t == "" || utf8.RuneCountInString(t) > Limits["technology"] {
			f["technologies"] = "Each technology is 1 to 40 characters."
		}
	}
	for name, v := range map[string]string{"demoUrl": in.DemoURL, "codeUrl": in.CodeURL} {
		if v != "" && !input.WebURL(v, Limits["url"]) {
			f[name] = "Enter a full web address starting with https://."
		}
	}
	return f.Result()
}
