package httpx

import (
	"context"
	"net/http"
)

// Save serves a staff form that creates an item (POST, no {id} in the
// path: 201) and replaces one (PUT .../{id}: 200) through one store call,
// given id 0 for a new item. The body is read with Decode; an unknown id
// answers 404 notFound.
func Save[T, R any](w http.ResponseWriter, r *http.Request, notFound string, save func(ctx context.Context, id int64, in T) (R, error)) error {
	var id int64
	if r.PathValue("id") != "" {
		var err error
		if id, err = PathID(r, notFound); err != nil {
			return err
		}
	}
	in, err := Decode[T](w, r)
	if err != nil {
		return err
	}
	out, err := save(r.Context(), id, in)
	if err != nil {
		return StoreError(err, notFound)
	}
	status := http.StatusOK
	if id == 0 {
		status = http.StatusCreated
	}
	WriteJSON(w, status, out)
	return nil
}

// Show serves GET .../{id}: get, answered 200; an unknown id answers 404
// notFound.
func Show[R any](w http.ResponseWriter, r *http.Request, notFound string, get func(ctx context.Context, id int64) (R, error)) error {
	id, err := PathID(r, notFound)
	if err != nil {
		return err
	}
	out, err := get(r.Context(), id)
	if err != nil {
		return StoreError(err, notFound)
	}
	WriteJSON(w, http.StatusOK, out)
	return nil
}

// Delete serves DELETE .../{id}: remove, then {"ok": true}; an unknown id
// answers 404 notFound.
func Delete(w http.ResponseWriter, r *http.Request, notFound string, remove func(ctx context.Context, id int64) error) error {
	id, err := PathID(r, notFound)
	if err != nil {
		return err
	}
	if err := remove(r.Context(), id); err != nil {
		return StoreError(err, notFound)
	}
	WriteJSON(w, http.StatusOK, map[string]bool{"ok": true})
	return nil
}
