package marketplace

import (
	"encoding/json"
	"strings"
	"testing"
)

func TestTemplateBodies(t *testing.T) {
	for _, c := range []struct {
		kind, body, want string // want: part of the message, "" for valid
	}{
		{TypeAgent, `{"prompt":"Hi"}`, ""},
		{TypeAgent, `{"prompt":"Hi","model":"gpt-5","temperature":2,"maxTokens":32000}`, ""},
		{TypeAgent, `{"prompt":""}`, "prompt"},
		{TypeAgent, `{"prompt":"Hi","temperature":2.01}`, "temperature"},
		{TypeAgent, `{"prompt":"Hi","maxTokens":0}`, "Max tokens"},
		{TypeAgent, `{"prompt":"Hi","model":"gpt 5"}`, "model name"},
		{TypeAgent, `{"prompt":"Hi","workflow":{}}`, "no workflow"},
		{TypeAgent, `{"prompt":"Hi","workflow":null}`, ""},
		{TypeApp, `{"workflow":{"a":[1,{"b":" x "}]},"triggers":[],"conditions":[{"x":true}]}`, ""},
		{TypeApp, `{"workflow":[]}`, "JSON object"},
		{TypeApp, `{"actions":{}}`, "JSON object"},
		{TypeApp, `{"triggers":["\u202e"]}`, "valid text"},
		{TypeApp, `{"prompt":"x"}`, "no prompt"},
		{TypeApp, `{"integrations":["A","a"]}`, "different integrations"},
	} {
		var b TemplateBody
		if err := json.Unmarshal([]byte(c.body), &b); err != nil {
			t.Fatal(err)
		}
		got := b.check(c.kind)
		if (c.want == "") != (got == "") || !strings.Contains(got, c.want) {
			t.Errorf("%s %s: %q, want %q", c.kind, c.body, got, c.want)
		}
	}
	// The app parts come back compact with their strings cleaned.
	var b TemplateBody
	json.Unmarshal([]byte(`{"workflow":{ "name" : " Intake " }}`), &b)
	if b.check(TypeApp) != "" || string(b.Workflow) != `{"name":"Intake"}` {
		t.Errorf("workflow %s", b.Workflow)
	}
}

func TestDifficultyOfComplexity(t *testing.T) {
	for in, want := range map[string]string{"easy": "beginner", "medium": "intermediate", "advanced": "advanced", "other": ""} {
		if got := difficultyOf(in); got != want {
			t.Errorf("%s: %s", in, got)
		}
	}
}
