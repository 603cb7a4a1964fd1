// Command mission is the whole site: the web app, its JSON API and the
// database tooling.
package main

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"os"
	"strings"
	"time"

	"mission/internal/app"
	"mission/internal/config"
	"mission/internal/db"
	"mission/internal/demo"
)

const usage = `mission serves the AI Mission web site and its API.

Usage:
  mission <command> [arguments]

Commands:
  serve        migrate the database and serve the site (PORT, default 8080)
  migrate      apply pending database migrations and exit
  seed-demo    add demo content to an empty database
  backup FILE  write a consistent copy of the SQLite database to FILE
  staff create EMAIL --role owner|admin|editor|viewer [--name NAME]
               create a staff account, password read from standard input
  staff set-password EMAIL
               read a new password (12+ characters) for a staff account from
               standard input; their sessions are signed out
  staff reset-two-factor EMAIL
               remove a staff account's second factor (a lost phone); their
               sessions are signed out
  partner invite EMAIL [--company NAME]
               print a one-time invitation link for a partner
  partner create EMAIL --company NAME
               create an active partner, password read from standard input

Settings come from the environment: DATABASE_URL (postgres://...; SQLite
under DATA_DIR when unset), DATA_DIR (default ./data), PORT, PUBLIC_URL,
LOG_LEVEL, and the external links described in docs/operations.md.
`

func main() {
	if err := run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr); err != nil {
		fmt.Fprintln(os.Stderr, "mission:", err)
		os.Exit(1)
	}
}

func run(args []string, stdin io.Reader, stdout, stderr io.Writer) error {
	if len(args) == 0 || args[0] == "-h" || args[0] == "--help" || args[0] == "help" {
		fmt.Fprint(stdout, usage)
		return nil
	}
	cfg, err := config.Load()
	if err != nil {
		return err
	}
	logger := newLogger(stderr, cfg.LogLevel)
	slog.SetDefault(logger)
	ctx := context.Background()
	switch args[0] {
	case "serve":
		a, err := app.Open(ctx, cfg, logger, app.Options{})
		if err != nil {
			return err
		}
		defer a.Close()
		return a.Serve(ctx)
	case "migrate":
		d, err := openMigrated(ctx, cfg)
		if err != nil {
			return err
		}
		d.Close()
		fmt.Fprintln(stdout, "database is up to date")
		return nil
	case "seed-demo":
		a, err := app.Open(ctx, cfg, logger, app.Options{})
		if err != nil {
			return err
		}
		defer a.Close()
		n, err := demo.Seed(ctx, a.DB, a.Config.Site, time.Now())
		if err != nil {
			return err
		}
		fmt.Fprintf(stdout, "demo content: %d rows added\n", n)
		return nil
	case "backup":
		if len(args) < 2 {
			return fmt.Errorf("backup needs a destination file")
		}
		d, err := app.OpenDB(ctx, cfg)
		if err != nil {
			return err
		}
		defer d.Close()
		if err := d.Backup(ctx, args[1]); err != nil {
			return err
		}
		fmt.Fprintln(stdout, "backup written to", args[1])
		return nil
	case "partner":
		return partnerCommand(ctx, cfg, args[1:], stdin, stdout)
	case "staff":
		return staffCommand(ctx, cfg, args[1:], stdin, stdout, stderr)
	default:
		fmt.Fprint(stderr, usage)
		return fmt.Errorf("unknown command %q", args[0])
	}
}

func newLogger(w io.Writer, level string) *slog.Logger {
	var l slog.Level
	if err := l.UnmarshalText([]byte(strings.ToUpper(level))); err != nil {
		l = slog.LevelInfo
	}
	return slog.New(slog.NewJSONHandler(w, &slog.HandlerOptions{Level: l}))
}

// openMigrated opens the configured database, migrated to this version.
func openMigrated(ctx context.Context, cfg config.Config) (*db.DB, error) {
	d, err := app.OpenDB(ctx, cfg)
	if err != nil {
		return nil, err
	}
	if err := d.Migrate(ctx); err != nil {
		d.Close()
		return nil, err
	}
	return d, nil
}

// readPassword reads one line from standard input: a password never
// travels in the arguments, where other users of the machine see it.
func readPassword(stdin io.Reader) (string, error) {
	line, err := bufio.NewReader(stdin).ReadString('\n')
	if err != nil && line == "" {
		return "", errors.New("no password given on standard input")
	}
	return strings.TrimRight(line, "\r\n"), nil
}
