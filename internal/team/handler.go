package team

import (
	"context"
	"errors"
	"net/http"

	"mission/internal/auth"
	"mission/internal/clock"
	"mission/internal/db"
	"mission/internal/httpx"
	"mission/internal/ratelimit"
)

// Handler serves the People section and the invitation page.
type Handler struct {
	Store      *Store
	Auth       *auth.StaffAuth
	PublicURL  string
	TokenMiss  ratelimit.Limiter // invitation links that do not work, per network
	TrustProxy httpx.TrustedProxies
	Now        clock.Func
}

// InvitationURL is the link an invited person opens. The token travels in
// the fragment, which browsers never send, so it stays out of every log
// and Referer.
func InvitationURL(publicURL, token string) string {
	return publicURL + "/admin/welcome#invite=" + token
}

// MsgTooManyTokens answers a network that kept trying links that do not work.
const MsgTooManyTokens = "Too many attempts with links that do not work. Please try again later."

// Register adds the routes: the People section in the staff group (its
// permission in auth.RoutePermissions), the invitation in the public one.
func (h *Handler) Register(public, staff *httpx.Group) {
	staff.Func("GET /api/admin/team", h.directory)
	staff.Func("GET /api/admin/staff", h.list)
	staff.Func("POST /api/admin/staff/invitations", h.invite)
	staff.Func("DELETE /api/admin/staff/invitations/{id}", h.cancel)
	staff.Func("PATCH /api/admin/staff/{id}", h.setRole)
	staff.Func("POST /api/admin/staff/{id}/deactivate", h.deactivate)
	staff.Func("POST /api/admin/staff/{id}/reactivate", h.reactivate)
	public.Func("POST /api/admin/invitation", h.opened)
	public.Func("POST /api/admin/invitation/accept", h.accept)
}

func (h *Handler) list(w http.ResponseWriter, r *http.Request) error {
	members, err := h.Store.List(r.Context())
	if err != nil {
		return err
	}
	invitations, err := h.Store.Invitations(r.Context(), h.Now.UTC())
	return httpx.Reply(w, map[string]any{"members": members, "invitations": invitations}, err)
}

// directory lists the team, names, roles and who is active, for every role
// (a lead's assignee is chosen from the active).
func (h *Handler) directory(w http.ResponseWriter, r *http.Request) error {
	members, err := h.Store.Directory(r.Context())
	if err != nil {
		return err
	}
	type person struct {
		ID     int64     `json:"id"`
		Name   string    `json:"name"`
		Email  string    `json:"email"`
		Role   auth.Role `json:"role"`
		Active bool      `json:"active"`
	}
	out := make([]person, len(members))
	for i, m := range members {
		out[i] = person{m.ID, m.Name, m.Email, m.Role, m.Status == "active"}
	}
	httpx.WriteJSON(w, http.StatusOK, map[string]any{"members": out})
	return nil
}

func (h *Handler) invite(w http.ResponseWriter, r *http.Request) error {
	in, err := httpx.Decode[inviteInput](w, r)
	if err != nil {
		return err
	}
	by, _ := auth.StaffFrom(r.Context())
	inv, err := h.Store.Invite(r.Context(), by, in.Email, in.Role, h.Now.UTC())
	if err != nil {
		return answer(err)
	}
	httpx.WriteJSON(w, http.StatusCreated, map[string]any{"invitation": inv})
	return nil
}

func (h *Handler) cancel(w http.ResponseWriter, r *http.Request) error {
	return httpx.Delete(w, r, ErrNoInvitation.Error(), func(ctx context.Context, id int64) error {
		return answer(h.Store.Cancel(ctx, id))
	})
}

func (h *Handler) setRole(w http.ResponseWriter, r *http.Request) error {
	return h.changeOne(w, r, func(ctx context.Context, id int64) (Member, error) {
		in, err := httpx.Decode[roleInput](w, r)
		if err != nil {
			return Member{}, err
		}
		return h.Store.SetRole(ctx, id, in.Role, h.Now.UTC())
	})
}

func (h *Handler) deactivate(w http.ResponseWriter, r *http.Request) error {
	return h.changeOne(w, r, func(ctx context.Context, id int64) (Member, error) {
		return h.Store.Deactivate(ctx, id, h.Now.UTC())
	})
}

func (h *Handler) reactivate(w http.ResponseWriter, r *http.Request) error {
	return h.changeOne(w, r, func(ctx context.Context, id int64) (Member, error) {
		return h.Store.Reactivate(ctx, id, h.Now.UTC())
	})
}

func (h *Handler) changeOne(w http.ResponseWriter, r *http.Request, change func(context.Context, int64) (Member, error)) error {
	id, err := httpx.PathID(r, ErrNotFound.Error())
	if err != nil {
		return err
	}
	m, err := change(r.Context(), id)
	if err != nil {
		return answer(err)
	}
	httpx.WriteJSON(w, http.StatusOK, map[string]any{"member": m})
	return nil
}

// opened tells the welcome page whose invitation it holds.
func (h *Handler) opened(w http.ResponseWriter, r *http.Request) error {
	in, err := httpx.Decode[tokenInput](w, r)
	if err != nil {
		return err
	}
	inv, err := openToken(h, r, func() (Invitation, error) { return h.Store.Opened(r.Context(), in.Token, h.Now.UTC()) })
	if err != nil {
		return err
	}
	httpx.WriteJSON(w, http.StatusOK, map[string]any{"email": inv.Email, "role": inv.Role, "expiresAt": inv.ExpiresAt})
	return nil
}

// accept makes the account and signs its person in.
func (h *Handler) accept(w http.ResponseWriter, r *http.Request) error {
	in, err := httpx.Decode[acceptInput](w, r)
	if err != nil {
		return err
	}
	m, err := openToken(h, r, func() (Member, error) {
		return h.Store.Accept(r.Context(), in.Token, in.Name, in.Password, h.Now.UTC(), func(tx *db.Tx, m Member) error {
			return h.Auth.RecordEvent(r, tx, m.ID, auth.ActionInvitationAccepted,
				map[string]any{"username": m.Email, "name": m.Name, "role": m.Role})
		})
	})
	if err != nil {
		return err
	}
	if err := h.Auth.Start(w, r, m.ID, "invitation"); err != nil {
		return err
	}
	httpx.WriteJSON(w, http.StatusOK, map[string]any{"ok": true, "member": m})
	return nil
}

// openToken uses a link with a miss counted first, so that no burst of
// guesses, however parallel, tries more links than the limit; a link that
// works gives its count back.
func openToken[T any](h *Handler, r *http.Request, open func() (T, error)) (T, error) {
	var zero T
	d, err := h.TokenMiss.Allow(r.Context(), httpx.ClientKey(r, h.TrustProxy))
	if err != nil {
		return zero, err
	}
	if !d.Allowed {
		return zero, httpx.TooMany(MsgTooManyTokens, d.RetryAfter)
	}
	v, err := open()
	if !errors.Is(err, ErrInviteInvalid) {
		h.TokenMiss.Release(context.WithoutCancel(r.Context()), d)
	}
	if err != nil {
		return zero, answer(err)
	}
	return v, nil
}

// answer turns the store's errors into answers.
func answer(err error) error {
	switch {
	case errors.Is(err, ErrNotFound), errors.Is(err, ErrInviteInvalid), errors.Is(err, ErrNoInvitation):
		return httpx.NotFound(err.Error())
	case errors.Is(err, ErrInviteExpired):
		return &httpx.Error{Status: http.StatusGone, Message: err.Error()}
	case errors.Is(err, ErrLastOwner), errors.Is(err, ErrMember):
		return httpx.Conflict(err.Error())
	}
	return err
}
