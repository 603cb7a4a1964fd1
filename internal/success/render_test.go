package success

import (
	"slices"
	"testing"
)

func TestRender(t *testing.T) {
	for _, c := range []struct {
		name, content string
		values        map[string]string
		text, html    string
		missing       []string
	}{
		{"all given", "Hi {{firstName}}, from {{ company }}.", map[string]string{"firstName": "Ann", "company": "Northstar"},
			"Hi Ann, from Northstar.", "Hi <mark>Ann</mark>, from <mark>Northstar</mark>.", []string{}},
		{"missing stays", "Hi {{firstName}}, from {{company}}.", map[string]string{"firstName": "Ann"},
			"Hi Ann, from {{company}}.", `Hi <mark>Ann</mark>, from <mark class="missing">{{company}}</mark>.`, []string{"company"}},
		{"blank is missing", "{{a}}", map[string]string{"a": "  "}, "{{a}}", `<mark class="missing">{{a}}</mark>`, []string{"a"}},
		{"extra ignored", "Hello {{name}}", map[string]string{"name": "Bo", "other": "x"}, "Hello Bo", "Hello <mark>Bo</mark>", []string{}},
		{"html escaped", "<b>{{name}}</b> & co", map[string]string{"name": `<script>alert("x")</script>`},
			`<b><script>alert("x")</script></b> & co`,
			`&lt;b&gt;<mark>&lt;script&gt;alert(&#34;x&#34;)&lt;/script&gt;</mark>&lt;/b&gt; &amp; co`, []string{}},
		{"repeated", "{{x}}-{{x}}-{{y}}-{{y}}", map[string]string{"x": "1"}, "1-1-{{y}}-{{y}}",
			`<mark>1</mark>-<mark>1</mark>-<mark class="missing">{{y}}</mark>-<mark class="missing">{{y}}</mark>`, []string{"y"}},
		{"values not re-expanded", "{{a}} {{b}}", map[string]string{"a": "{{b}}", "b": "{{a}}"}, "{{b}} {{a}}",
			"<mark>{{b}}</mark> <mark>{{a}}</mark>", []string{}},
		{"not a placeholder", "{{ not valid }} {{{x}}} {{", map[string]string{"x": "X"}, "{{ not valid }} {X} {{",
			"{{ not valid }} {<mark>X</mark>} {{", []string{}},
		{"no placeholders", "Plain\ntext", nil, "Plain\ntext", "Plain\ntext", []string{}},
	} {
		t.Run(c.name, func(t *testing.T) {
			got := Render(c.content, c.values)
			if got.Text != c.text {
				t.Errorf("text %q, want %q", got.Text, c.text)
			}
			if got.HTML != c.html {
				t.Errorf("html %q, want %q", got.HTML, c.html)
			}
			if !slices.Equal(got.Missing, c.missing) {
				t.Errorf("missing %q, want %q", got.Missing, c.missing)
			}
		})
	}
}

func TestPlaceholdersAndNames(t *testing.T) {
	if got := Placeholders("{{b}} {{a}} {{b}} {{ c_1 }} {{1x}}"); !slices.Equal(got, []string{"b", "a", "c_1"}) {
		t.Errorf("placeholders %q", got)
	}
	for name, ok := range map[string]bool{"a": true, "firstName": true, "x_1": true, "1x": false, "_x": false, "a-b": false, "": false, "é": false} {
		if validName(name) != ok {
			t.Errorf("validName(%q) = %v", name, !ok)
		}
	}
}
