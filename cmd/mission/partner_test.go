package main

import (
	"bytes"
	"strings"
	"testing"
)

func TestPartnerCommands(t *testing.T) {
	t.Setenv("DATA_DIR", t.TempDir())
	t.Setenv("DATABASE_URL", "")
	t.Setenv("PUBLIC_URL", "https://mission.example")
	var out, errs bytes.Buffer
	if err := run([]string{"partner", "invite", "pat@acme.example"}, strings.NewReader(""), &out, &errs); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(out.String(), "https://mission.example/partners/welcome#invite=") {
		t.Fatalf("invite printed: %s", out.String())
	}
	out.Reset()
	err := run([]string{"partner", "create", "ops@acme.example", "--company", "Acme Ops"}, strings.NewReader("a-very-long-password\n"), &out, &errs)
	if err != nil || !strings.Contains(out.String(), "active") {
		t.Fatalf("create: %v %s", err, out.String())
	}
	for _, c := range []struct {
		args  []string
		stdin string
		want  string
	}{
		{[]string{"partner", "create", "x@acme.example", "--company", "X"}, "short\n", "at least 12"},
		{[]string{"partner", "create", "x@acme.example"}, "a-very-long-password\n", "--company"},
		{[]string{"partner", "create", "ops@acme.example", "--company", "Acme"}, "a-very-long-password\n", "already exists"},
		{[]string{"partner", "invite", "ops@acme.example"}, "", "already chosen a password"},
		{[]string{"partner", "invite", "not-an-email"}, "", "email"},
		{[]string{"partner", "frob", "x"}, "", "usage"},
	} {
		err := run(c.args, strings.NewReader(c.stdin), &out, &errs)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%v: %v, want %q", c.args, err, c.want)
		}
	}
}
