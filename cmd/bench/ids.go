package main

import (
	"context"
	"encoding/json"
	"fmt"
	"strconv"
	"strings"
)

// jsonID reads a positive integer id under key from an answer.
func jsonID(key string) func([]byte) (string, bool) {
	return func(body []byte) (string, bool) {
		var m map[string]json.RawMessage
		if json.Unmarshal(body, &m) != nil {
			return "", false
		}
		id, err := strconv.ParseInt(string(m[key]), 10, 64)
		return strconv.FormatInt(id, 10), err == nil && id > 0
	}
}

// missingIDs looks up every acknowledged id in column of table and
// returns how many are not stored (and a few of them), or an error.
func missingIDs(ctx context.Context, env *Env, table, column string, ids []string) (int, []string, error) {
	d, err := env.DB()
	if err != nil {
		return 0, nil, err
	}
	seen := map[string]bool{}
	var missing []string
	for start := 0; start < len(ids); start += 500 {
		chunk := ids[start:min(start+500, len(ids))]
		q := fmt.Sprintf("SELECT %s FROM %s WHERE %s IN (%s)", column, table, column, strings.Join(chunk, ","))
		rows, err := d.QueryContext(ctx, q)
		if err != nil {
			return 0, nil, err
		}
		found := map[string]bool{}
		for rows.Next() {
			var id int64
			if err := rows.Scan(&id); err != nil {
				rows.Close()
				return 0, nil, err
			}
			found[strconv.FormatInt(id, 10)] = true
		}
		rows.Close()
		if err := rows.Err(); err != nil {
			return 0, nil, err
		}
		for _, id := range chunk {
			if !found[id] {
				missing = append(missing, id)
			}
			if seen[id] {
				return 0, nil, fmt.Errorf("id %s acknowledged twice", id)
			}
			seen[id] = true
		}
	}
	return len(missing), missing[:min(len(missing), 5)], nil
}

// verifyIDs checks that every id the server acknowledged is stored.
func verifyIDs(ctx context.Context, env *Env, res *Result, what, table, column string) error {
	n, some, err := missingIDs(ctx, env, table, column, res.IDs)
	if err != nil {
		return err
	}
	res.VerifyOK = fmt.Sprintf("%s: each of the %d acknowledged ids looked up, %d missing", what, len(res.IDs), n)
	if len(res.IDs) != res.Acked {
		return fmt.Errorf("%s: %d acknowledged answers but %d ids", res.VerifyOK, res.Acked, len(res.IDs))
	}
	if n > 0 {
		return fmt.Errorf("%s (such as %s)", res.VerifyOK, strings.Join(some, ", "))
	}
	return nil
}
