// Package audit is the staff area's audit log: every staff request that
// writes records who changed which object, from which network, and the
// fields it changed (before and after), in the change's own transaction.
package audit

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	"mission/internal/auth"
	"mission/internal/clock"
	"mission/internal/db"
	"mission/internal/httpx"
)

// Change is one field's value before and after; a created row has no
// before, a deleted one no after.
type Change struct {
	From any `json:"from,omitempty"`
	To   any `json:"to,omitempty"`
}

// Recorder puts the audit log in the way of the staff group's writes.
type Recorder struct {
	TrustProxy httpx.TrustedProxies
	Now        clock.Func
}

// Track runs next with every database write it makes recorded, when the
// route writes (any method but GET and HEAD). It goes inside the staff
// guard, which has put the person in the context.
func (rec *Recorder) Track(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		obj, writes := Routes[r.Pattern]
		who, signedIn := auth.StaffFrom(r.Context())
		if !writes || !signedIn || r.Method == http.MethodGet || r.Method == http.MethodHead {
			next.ServeHTTP(w, r)
			return
		}
		key := obj.Key
		switch obj.Param {
		case "":
		case "me":
			key = strconv.FormatInt(who.ID, 10)
		default:
			key = r.PathValue(obj.Param)
		}
		key = obj.Prefix + key
		entry := entry{obj: obj, key: key, action: actionOf(r.Method, r.Pattern, obj), actor: who,
			network: httpx.ClientIP(r, rec.TrustProxy), now: rec.Now}
		next.ServeHTTP(w, r.WithContext(db.WithAround(r.Context(), entry.around)))
	})
}

// actionOf names what a route does: created, deleted, updated, or the
// verb its path ends with (status, approve, deactivate, retry...).
func actionOf(method, pattern string, obj Object) string {
	switch {
	case obj.Action != "":
		return obj.Action
	case obj.Param == "" && obj.Key == "":
		return "created"
	case method == http.MethodDelete:
		return "deleted"
	}
	last := pattern[strings.LastIndex(pattern, "/")+1:]
	if strings.HasPrefix(last, "{") || method == http.MethodPut {
		return "updated"
	}
	return last
}

type entry struct {
	obj     Object
	key     string
	action  string
	actor   auth.Staff
	network string
	now     clock.Func
}

// around records, in fn's transaction, what fn changed of the route's
// object; nothing when it changed nothing (a write of the same request
// that touched something else), and nothing at all when fn fails.
func (e entry) around(ctx context.Context, tx *db.Tx, fn func(*db.Tx) error) error {
	if e.obj.Param == "" && e.obj.Key == "" {
		return e.aroundCreate(ctx, tx, fn)
	}
	column := e.obj.Column
	if column == "" {
		column = "id"
	}
	before, err := rows(ctx, tx, "SELECT * FROM "+e.obj.Table+" WHERE "+column+" = ?", e.key)
	if err != nil {
		return err
	}
	if err := fn(tx); err != nil {
		return err
	}
	after, err := rows(ctx, tx, "SELECT * FROM "+e.obj.Table+" WHERE "+column+" = ?", e.key)
	if err != nil {
		return err
	}
	return e.record(ctx, tx, e.key, first(before), first(after))
}

// aroundCreate records each row fn's transaction added to the table: on
// SQLite the rows past the last rowid (one writer runs one fn at a time);
// on PostgreSQL the rows this transaction wrote.
func (e entry) aroundCreate(ctx context.Context, tx *db.Tx, fn func(*db.Tx) error) error {
	var last int64
	if tx.Dialect() == db.SQLite {
		if err := tx.QueryRow(ctx, "SELECT COALESCE(MAX(rowid), 0) FROM "+e.obj.Table).Scan(&last); err != nil {
			return err
		}
	}
	if err := fn(tx); err != nil {
		return err
	}
	q := "SELECT * FROM " + e.obj.Table + " WHERE rowid > ? ORDER BY rowid"
	args := []any{last}
	if tx.Dialect() == db.Postgres {
		q, args = "SELECT * FROM "+e.obj.Table+" WHERE xmin = pg_current_xact_id()::xid", nil
	}
	added, err := rows(ctx, tx, q, args...)
	if err != nil {
		return err
	}
	for _, row := range added {
		id := fmt.Sprint(row["id"])
		if row["id"] == nil {
			id = ""
		}
		if err := e.record(ctx, tx, id, nil, row); err != nil {
			return err
		}
	}
	return nil
}

func first(rs []map[string]any) map[string]any {
	if len(rs) == 0 {
		return nil
	}
	return rs[0]
}

// noise are columns whose change says nothing of what the person did (a
// second factor's last_step moves with every code used).
var noise = map[string]bool{"updated_at": true, "last_step": true}

// secret tells a column whose values never go into the log: only that it changed.
func secret(column string) bool {
	return column == "password" || strings.HasSuffix(column, "_hash") || strings.Contains(column, "secret") ||
		strings.Contains(column, "token")
}

// record writes the entry for one object, when anything of it changed.
func (e entry) record(ctx context.Context, tx *db.Tx, id string, before, after map[string]any) error {
	changes := map[string]Change{}
	for col := range union(before, after) {
		if noise[col] {
			continue
		}
		b, hadB := before[col]
		a, hadA := after[col]
		if hadB && hadA && fmt.Sprint(b) == fmt.Sprint(a) {
			continue
		}
		if !hadA && (b == nil) || !hadB && (a == nil) {
			continue // a created row's empty fields, a deleted row's empty fields
		}
		if secret(col) {
			changes[col] = Change{To: "(changed)"}
			continue
		}
		c := Change{}
		if hadB {
			c.From = b
		}
		if hadA {
			c.To = a
		}
		changes[col] = c
	}
	if len(changes) == 0 {
		return nil
	}
	if id == "" {
		id = e.key
	}
	body, err := json.Marshal(changes)
	if err != nil {
		return err
	}
	_, err = tx.Exec(ctx, `INSERT INTO audit_log (at, actor_id, actor, network, action, object_type, object_id, changes)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?)`, e.now.UTC(), e.actor.ID, e.actor.Email, e.network, e.action, e.obj.Type, id, string(body))
	return err
}

// Event records a staff member's own sign-in event (auth.StaffAuth.Record)
// in the transaction of the change it comes with: the person is both who
// acted and the object (their account, or their second factor).
func (rec *Recorder) Event(ctx context.Context, tx *db.Tx, ev auth.Event) error {
	var who auth.Staff
	who.ID = ev.User
	if err := tx.QueryRow(ctx, "SELECT username FROM users WHERE id = ?", ev.User).Scan(&who.Email); err != nil {
		return err
	}
	after := map[string]any{}
	for k, v := range ev.Changes {
		after[k] = fmt.Sprint(v)
	}
	// Turning the factor on at sign-in is filed with the same change made
	// from the person's account: under their second factor.
	obj, id := Object{Type: StaffMember}, strconv.FormatInt(ev.User, 10)
	if ev.Action == auth.ActionTwoFactorOn {
		obj, id = twoFactor(ev.Action), auth.StaffAccount(ev.User)
	}
	e := entry{obj: obj, action: ev.Action, actor: who, network: ev.Network, now: rec.Now}
	return e.record(ctx, tx, id, nil, after)
}

func union(a, b map[string]any) map[string]bool {
	out := map[string]bool{}
	for k := range a {
		out[k] = true
	}
	for k := range b {
		out[k] = true
	}
	return out
}

// maxValue bounds what one field puts in the log (a file's bytes are not history).
const maxValue = 500

// rows reads every column of each row, as values the log can hold.
func rows(ctx context.Context, tx *db.Tx, q string, args ...any) ([]map[string]any, error) {
	rs, err := tx.Query(ctx, q, args...)
	if err != nil {
		return nil, err
	}
	defer rs.Close()
	cols, err := rs.Columns()
	if err != nil {
		return nil, err
	}
	var out []map[string]any
	for rs.Next() {
		vals := make([]any, len(cols))
		ptrs := make([]any, len(cols))
		for i := range vals {
			ptrs[i] = &vals[i]
		}
		if err := rs.Scan(ptrs...); err != nil {
			return nil, err
		}
		row := make(map[string]any, len(cols))
		for i, c := range cols {
			row[c] = loggable(vals[i])
		}
		out = append(out, row)
	}
	return out, rs.Err()
}

func loggable(v any) any {
	switch x := v.(type) {
	case []byte:
		if !utf8.Valid(x) || len(x) > maxValue {
			return fmt.Sprintf("(%d bytes)", len(x))
		}
		return string(x)
	case string:
		if len(x) > maxValue {
			cut := maxValue
			for cut > 0 && !utf8.RuneStart(x[cut]) {
				cut--
			}
			return x[:cut] + "…"
		}
		return x
	case time.Time:
		return x.UTC().Format(time.RFC3339Nano)
	}
	return v
}
