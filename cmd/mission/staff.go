package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"strings"
	"time"

	"mission/internal/auth"
	"mission/internal/config"
	"mission/internal/input"
	"mission/internal/team"
)

const staffUsage = `usage:
  mission staff create EMAIL --role owner|admin|editor|viewer [--name NAME]   (password on standard input)
  mission staff set-password EMAIL                                            (password on standard input)
  mission staff reset-two-factor EMAIL                                        (removes their second factor; sessions end)`

// staffCommand makes a staff account, sets one's password or removes
// one's second factor; a password is read from standard input, never from
// the arguments.
func staffCommand(ctx context.Context, cfg config.Config, args []string, stdin io.Reader, stdout, stderr io.Writer) error {
	if len(args) < 2 {
		return errors.New(staffUsage)
	}
	verb, email := args[0], strings.TrimSpace(args[1])
	fs := flag.NewFlagSet("staff "+verb, flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	role := fs.String("role", "", "owner, admin, editor or viewer")
	name := fs.String("name", "", "the person's name")
	if err := fs.Parse(args[2:]); err != nil {
		return fmt.Errorf("%v\n%s", err, staffUsage)
	}
	if !input.ValidEmail(email) {
		return fmt.Errorf("%q is not an e-mail address\n%s", email, staffUsage)
	}
	var password string
	switch verb {
	case "create", "set-password":
		if verb == "create" && !auth.Role(*role).Valid() {
			return errors.New("--role must be owner, admin, editor or viewer\n" + staffUsage)
		}
		fmt.Fprint(stderr, "Password (12+ characters): ")
		var err error
		if password, err = readPassword(stdin); err != nil {
			return err
		}
	case "reset-two-factor":
	default:
		return errors.New(staffUsage)
	}
	d, err := openMigrated(ctx, cfg)
	if err != nil {
		return err
	}
	defer d.Close()
	store, who := team.NewStore(d, nil), auth.NormalizeEmail(email)
	switch verb {
	case "set-password":
		err = store.SetPassword(ctx, email, password, time.Now())
		fmt.Fprintf(stdout, "\npassword of %s changed; their sessions were signed out\n", who)
	case "reset-two-factor":
		err = store.ResetSecondFactor(ctx, email)
		fmt.Fprintf(stdout, "two-factor sign-in of %s removed; their sessions were signed out\n", who)
	default:
		var m team.Member
		if m, err = store.Create(ctx, email, strings.TrimSpace(*name), password, auth.Role(*role), time.Now()); err == nil {
			fmt.Fprintf(stdout, "\n%s can sign in at %s/admin/login as %s\n", m.Email, cfg.PublicURL, m.Role)
		}
	}
	return err
}
