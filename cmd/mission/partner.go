package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"strings"
	"time"
	"unicode/utf8"

	"mission/internal/config"
	"mission/internal/db"
	"mission/internal/partners"
)

const partnerUsage = `usage:
  mission partner invite EMAIL [--company NAME]
      print a one-time invitation link (valid 7 days) for a pending partner,
      creating the partner when the address is new
  mission partner create EMAIL --company NAME [--contact NAME]
      create an active partner whose password is read from standard input`

// partnerCommand runs `mission partner ...` for operators and scripts.
func partnerCommand(ctx context.Context, cfg config.Config, args []string, stdin io.Reader, stdout io.Writer) error {
	if len(args) < 2 {
		return errors.New(partnerUsage)
	}
	verb, email := args[0], strings.TrimSpace(args[1])
	if verb != "invite" && verb != "create" {
		return errors.New(partnerUsage)
	}
	fs := flag.NewFlagSet("partner "+verb, flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	company := fs.String("company", "", "company name")
	contact := fs.String("contact", "", "contact name")
	if err := fs.Parse(args[2:]); err != nil {
		return fmt.Errorf("%v\n%s", err, partnerUsage)
	}
	in := partners.PartnerInput{Email: email, Company: strings.TrimSpace(*company), ContactName: strings.TrimSpace(*contact)}
	if in.Company == "" && verb == "invite" {
		if _, domain, ok := strings.Cut(email, "@"); ok {
			in.Company = domain
		}
	}
	if in.Company == "" && verb == "create" {
		return errors.New("--company is required\n" + partnerUsage)
	}
	if f := in.Validate(); f != nil {
		for _, k := range []string{"email", "company", "contactName"} {
			if f[k] != "" {
				return fmt.Errorf("%s: %s", k, f[k])
			}
		}
	}
	d, err := openMigrated(ctx, cfg)
	if err != nil {
		return err
	}
	defer d.Close()
	accounts := partners.NewAccounts(d)
	now := time.Now().UTC()
	switch verb {
	case "invite":
		p, err := accounts.ByEmail(ctx, email)
		var token string
		switch {
		case errors.Is(err, db.ErrNotFound):
			p, token, err = accounts.Create(ctx, in, now)
		case err == nil:
			token, err = accounts.Invite(ctx, p.ID, now)
		}
		if err != nil {
			return err
		}
		fmt.Fprintf(stdout, "Invitation for %s (%s), valid until %s:\n%s\n", p.Email, p.Company,
			now.Add(partners.InviteTTL).Format("2 January 2006 15:04 MST"), partners.InvitationURL(cfg.PublicURL, token))
		return nil
	case "create":
		password, err := readPassword(stdin)
		if err != nil {
			return err
		}
		if utf8.RuneCountInString(password) < partners.MinPassword {
			return fmt.Errorf("the password must be at least %d characters", partners.MinPassword)
		}
		p, err := accounts.CreateActive(ctx, in, password, now)
		if err != nil {
			return err
		}
		fmt.Fprintf(stdout, "Partner %d created: %s (%s), active; sign in at %s/partners/login\n", p.ID, p.Email, p.Company, cfg.PublicURL)
		return nil
	}
	return errors.New(partnerUsage)
}
