package main

import (
	"bytes"
	"strings"
	"testing"
)

// A fresh install made from the command line: the owner's account, a
// password change, a reset second factor; the server then makes no owner of
// its own.
func TestStaffCommands(t *testing.T) {
	t.Setenv("DATA_DIR", t.TempDir())
	t.Setenv("DATABASE_URL", "")
	t.Setenv("PUBLIC_URL", "https://mission.example")
	var out, errs bytes.Buffer
	err := run([]string{"staff", "create", "Founder@Acme.example", "--role", "owner", "--name", "Fay"}, strings.NewReader("a-very-long-password\n"), &out, &errs)
	if err != nil || !strings.Contains(out.String(), "founder@acme.example can sign in at https://mission.example/admin/login as owner") {
		t.Fatalf("create: %v %s", err, out.String())
	}
	if strings.Contains(out.String()+errs.String(), "a-very-long-password") {
		t.Fatal("the password was repeated")
	}
	for _, c := range []struct {
		args  []string
		stdin string
		want  string
	}{
		{[]string{"staff", "set-password", "founder@acme.example"}, "another-long-password\n", "signed out"},
		{[]string{"staff", "reset-two-factor", "founder@acme.example"}, "", "removed"},
	} {
		out.Reset()
		if err := run(c.args, strings.NewReader(c.stdin), &out, &errs); err != nil || !strings.Contains(out.String(), c.want) {
			t.Errorf("%v: %v %s", c.args, err, out.String())
		}
	}
	for _, c := range []struct {
		args  []string
		stdin string
		want  string
	}{
		{[]string{"staff", "create", "x@acme.example", "--role", "owner"}, "short\n", "at least 12"},
		{[]string{"staff", "create", "x@acme.example", "--role", "boss"}, "a-very-long-password\n", "--role"},
		{[]string{"staff", "create", "founder@acme.example", "--role", "viewer"}, "a-very-long-password\n", "already belongs"},
		{[]string{"staff", "create", "not-an-email", "--role", "viewer"}, "a-very-long-password\n", "not an e-mail"},
		{[]string{"staff", "set-password", "nobody@acme.example"}, "a-very-long-password\n", "No such member"},
		{[]string{"staff", "frob", "x@acme.example"}, "", "usage"},
		{[]string{"staff", "create", "x@acme.example", "--role", "viewer"}, "", "no password"},
	} {
		err := run(c.args, strings.NewReader(c.stdin), &out, &errs)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%v: %v, want %q", c.args, err, c.want)
		}
	}
}
