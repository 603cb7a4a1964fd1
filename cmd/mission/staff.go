package main

import (
	"bufio"
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"strings"
	"time"

	"mission/internal/app"
	"mission/internal/auth"
	"mission/internal/config"
	"mission/internal/input"
	"mission/internal/team"
)

const staffUsage = `usage:
  mission staff create EMAIL --role owner|admin|editor|viewer [--name NAME]   (password on standard input)
  mission staff set-password EMAIL                                            (password on standard input)
  mission staff reset-two-factor EMAIL                                        (removes their second factor; sessions end)`

// staffCommand makes a staff account or sets one's password; either way
// the password is read from standard input, never from the arguments.
func staffCommand(ctx context.Context, cfg config.Config, args []string, stdin io.Reader, stdout, stderr io.Writer) error {
	if len(args) < 2 || (args[0] != "create" && args[0] != "set-password" && args[0] != "reset-two-factor") {
		return errors.New(staffUsage)
	}
	verb, email := args[0], strings.TrimSpace(args[1])
	if verb == "reset-two-factor" {
		d, err := app.OpenDB(ctx, cfg)
		if err != nil {
			return err
		}
		defer d.Close()
		if err := d.Migrate(ctx); err != nil {
			return err
		}
		if err := team.NewStore(d, nil).ResetSecondFactor(ctx, email); err != nil {
			return err
		}
		fmt.Fprintf(stdout, "two-factor sign-in of %s removed; their sessions were signed out\n", auth.NormalizeEmail(email))
		return nil
	}
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
	if verb == "create" && !auth.Role(*role).Valid() {
		return errors.New("--role must be owner, admin, editor or viewer\n" + staffUsage)
	}
	fmt.Fprint(stderr, "Password (12+ characters): ")
	line, err := bufio.NewReader(stdin).ReadString('\n')
	if err != nil && line == "" {
		return errors.New("no password given on standard input")
	}
	password := strings.TrimRight(line, "\r\n")
	d, err := app.OpenDB(ctx, cfg)
	if err != nil {
		return err
	}
	defer d.Close()
	if err := d.Migrate(ctx); err != nil {
		return err
	}
	store := team.NewStore(d, nil)
	if verb == "set-password" {
		if err := store.SetPassword(ctx, email, password, time.Now()); err != nil {
			return err
		}
		fmt.Fprintf(stdout, "\npassword of %s changed; their sessions were signed out\n", auth.NormalizeEmail(email))
		return nil
	}
	m, err := store.Create(ctx, email, strings.TrimSpace(*name), password, auth.Role(*role), time.Now())
	if err != nil {
		return err
	}
	fmt.Fprintf(stdout, "\n%s can sign in at %s/admin/login as %s\n", m.Email, cfg.PublicURL, m.Role)
	return nil
}
