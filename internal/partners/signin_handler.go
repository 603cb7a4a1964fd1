package partners

import (
	"context"
	"errors"
	"net/http"
	"strconv"
	"strings"
	"unicode/utf8"

	"mission/internal/auth"
	"mission/internal/httpx"
	"mission/internal/input"
)

// Sign-in messages (the spec's login alert shows the server's message).
const (
	MsgInvalidLogin = "Invalid email or password"
	MsgDeactivated  = auth.MsgPartnerInactive
	// MsgLocked answers a throttled sign-in; the page offers the e-mailed
	// link beside it.
	MsgLocked = "Too many failed attempts. Please wait before trying again, or ask for a sign-in link by e-mail."
	// MsgSignInLinkSent answers every request for a sign-in link, whether
	// or not the address has an account.
	MsgSignInLinkSent = "If a partner account uses this address, a sign-in link is on its way. It works once, for 20 minutes."
	// msgTooManyLinks: whoever used up an address's count made links that
	// went to that address, so its owner has one in their inbox.
	msgTooManyLinks = "If a partner account uses this address, sign-in links were sent to it in the last few minutes: use the newest one, or ask again later."
)

type credentials struct {
	Email    string `json:"email"`
	Password string `json:"password" text:"secret"`
}

// loginInput reads the e-mail and password from the JSON body, or from a
// Basic authorization header, which the portal sends too.
func loginInput(w http.ResponseWriter, r *http.Request) (credentials, error) {
	var in credentials
	if u, p, ok := r.BasicAuth(); ok {
		in.Email, in.Password = u, p
	}
	if r.ContentLength != 0 || r.Header.Get("Content-Type") != "" {
		var body credentials
		if err := httpx.DecodeJSON(w, r, &body); err != nil {
			return in, err
		}
		if body.Email != "" || body.Password != "" {
			in = body
		}
	}
	in.Email = strings.TrimSpace(in.Email)
	if in.Email == "" || in.Password == "" {
		return in, &httpx.Error{Status: http.StatusBadRequest, Message: "Please enter your email and password.",
			Fields: map[string]string{"email": "Required", "password": "Required"}}
	}
	if len(in.Email) > 254 || len(in.Password) > auth.MaxPassword {
		return in, &httpx.Error{Status: http.StatusUnauthorized, Message: MsgInvalidLogin}
	}
	return in, nil
}

func (h *Handler) login(w http.ResponseWriter, r *http.Request) error {
	in, err := loginInput(w, r)
	if err != nil {
		return err
	}
	ctx := r.Context()
	id, status, hash, err := h.Accounts.credentials(ctx, in.Email)
	if err != nil {
		return err
	}
	network := httpx.ClientKey(r, h.TrustProxy)
	limits := []auth.Limit{{Limiter: h.LoginByNetwork, Key: network}, {Limiter: h.LoginByAccount, Key: NormalizeEmail(in.Email)}}
	if device := h.knownDevice(r, id); device != "" {
		// The owner's browser counts on its own: a stranger's failures
		// never lock it out, and its own failures still stop guessing.
		limits = []auth.Limit{{Limiter: h.LoginByDevice, Key: strconv.FormatInt(id, 10) + "|" + device}}
	}
	ok, err := h.Verifier.Verify(ctx, network, in.Password, hash, limits...)
	var tooMany *httpx.Error
	if errors.As(err, &tooMany) && tooMany.Status == http.StatusTooManyRequests {
		tooMany.Message = MsgLocked
		return tooMany
	}
	if err != nil {
		return err
	}
	if !ok {
		return &httpx.Error{Status: http.StatusUnauthorized, Message: MsgInvalidLogin}
	}
	if status != StatusActive {
		return &httpx.Error{Status: http.StatusForbidden, Message: MsgDeactivated}
	}
	auth.Rehash(ctx, hash, in.Password, func(ctx context.Context, fresh string) error {
		return h.Accounts.renewHash(ctx, id, hash, fresh)
	})
	return h.signIn(w, r, id)
}

// signIn answers a right password or sign-in link: a session, or, when the
// partner turned two-factor sign-in on, a challenge for the code
// (POST /api/partner-auth/code), so that neither a password nor a link
// alone opens the account.
func (h *Handler) signIn(w http.ResponseWriter, r *http.Request, id int64) error {
	if h.Factors != nil {
		st, err := h.Factors.State(r.Context(), auth.PartnerAccount(id))
		if err != nil {
			return err
		}
		if st.Enabled {
			token, err := h.Factors.Challenge(r.Context(), auth.PartnerAccount(id))
			if err != nil {
				return err
			}
			httpx.WriteJSON(w, http.StatusOK, map[string]any{"secondFactor": "totp", "challenge": token})
			return nil
		}
	}
	return h.startSession(w, r, id)
}

// codeLimits are what a code attempt counts against: the sign-in's own.
func (h *Handler) codeLimits(r *http.Request, account string) []auth.Limit {
	return []auth.Limit{{Limiter: h.LoginByNetwork, Key: httpx.ClientKey(r, h.TrustProxy)}, {Limiter: h.LoginByAccount, Key: account}}
}

type codeInput struct {
	Challenge string `json:"challenge" text:"secret"`
	Code      string `json:"code" text:"secret"`
}

// code answers a sign-in's challenge with the authenticator's code or a
// recovery code.
func (h *Handler) code(w http.ResponseWriter, r *http.Request) error {
	in, err := httpx.Decode[codeInput](w, r)
	if err != nil {
		return err
	}
	account, err := h.Factors.Challenged(r.Context(), in.Challenge, "partner")
	if err != nil {
		return err
	}
	id, err := strconv.ParseInt(strings.TrimPrefix(account, "partner:"), 10, 64)
	if err != nil {
		return err
	}
	err = auth.Limited(r.Context(), h.codeLimits(r, account), func() (bool, error) {
		kind, err := h.Factors.Accept(r.Context(), account, in.Code)
		return kind != "", err
	})
	if err != nil {
		return err
	}
	if err := h.Factors.EndChallenge(r.Context(), in.Challenge); err != nil {
		return err
	}
	return h.startSession(w, r, id)
}

// startSession starts a partner session, remembers the browser as the
// partner's device, and answers the partner and a marker of the session
// that is not its secret.
func (h *Handler) startSession(w http.ResponseWriter, r *http.Request, id int64) error {
	marker, err := h.Sessions.CreateFor(r.Context(), w, auth.Session{Subject: "partner", PartnerID: id})
	if err != nil {
		return err
	}
	h.rememberDevice(w, r, id)
	if err := h.Accounts.SignedIn(r.Context(), id, h.now()); err != nil {
		return err
	}
	p, err := h.Accounts.Get(r.Context(), id)
	return httpx.Reply(w, map[string]any{"sessionId": marker, "partner": p}, err)
}

func (h *Handler) logout(w http.ResponseWriter, r *http.Request) error {
	if err := h.Sessions.Destroy(r.Context(), w, r); err != nil {
		return err
	}
	httpx.WriteJSON(w, http.StatusOK, map[string]bool{"ok": true})
	return nil
}

func (h *Handler) me(w http.ResponseWriter, r *http.Request) error {
	id := auth.PartnerID(r.Context())
	if id == 0 {
		// Signed out is an answer: the portal's guard asks on every visit.
		httpx.WriteJSON(w, http.StatusOK, map[string]any{"signedIn": false})
		return nil
	}
	p, err := h.Accounts.Get(r.Context(), id)
	if err != nil {
		return storeError(err, "Partner not found.")
	}
	unread, err := h.Unread(r.Context(), p.ID)
	if err != nil {
		return err
	}
	onboarding, err := h.Accounts.NeedsOnboarding(r.Context(), p.ID)
	return httpx.Reply(w, map[string]any{"signedIn": true, "partner": p, "unread": unread, "needsOnboarding": onboarding}, err)
}

type tokenInput struct {
	Token    string `json:"token"`
	Password string `json:"password" text:"secret"`
}

// invitation tells the welcome page whose invitation it holds.
func (h *Handler) invitation(w http.ResponseWriter, r *http.Request) error {
	in, err := httpx.Decode[tokenInput](w, r)
	if err != nil {
		return err
	}
	p, err := h.openToken(r, func() (Partner, error) { return h.Accounts.Invitation(r.Context(), in.Token, h.now()) })
	if err != nil {
		return err
	}
	onboarding, err := h.Accounts.NeedsOnboarding(r.Context(), p.ID)
	if err != nil {
		return err
	}
	httpx.WriteJSON(w, http.StatusOK, map[string]any{"email": p.Email, "company": p.Company, "contactName": p.ContactName,
		"needsOnboarding": onboarding})
	return nil
}

// accept sets the invited partner's password and signs them in.
func (h *Handler) accept(w http.ResponseWriter, r *http.Request) error {
	in, err := httpx.Decode(w, r, func(in tokenInput) map[string]string {
		if n := utf8.RuneCountInString(in.Password); n < MinPassword || len(in.Password) > auth.MaxPassword {
			return map[string]string{"password": "Choose a password of at least 12 characters."}
		}
		return nil
	})
	if err != nil {
		return err
	}
	p, err := h.openToken(r, func() (Partner, error) { return h.Accounts.Accept(r.Context(), in.Token, in.Password, h.now()) })
	if err != nil {
		return err
	}
	return h.startSession(w, r, p.ID)
}

type passwordChange struct {
	CurrentPassword string `json:"currentPassword" text:"secret"`
	NewPassword     string `json:"newPassword" text:"secret"`
}

// changePassword needs the current password; it ends every session of the
// partner and starts a new one here.
func (h *Handler) changePassword(w http.ResponseWriter, r *http.Request) error {
	in, err := httpx.Decode(w, r, func(in passwordChange) map[string]string {
		if n := utf8.RuneCountInString(in.NewPassword); n < MinPassword || len(in.NewPassword) > auth.MaxPassword {
			return map[string]string{"newPassword": "Choose a password of at least 12 characters."}
		}
		return nil
	})
	if err != nil {
		return err
	}
	ctx := r.Context()
	id := auth.PartnerID(ctx)
	p, err := h.Accounts.Get(ctx, id)
	if err != nil {
		return err
	}
	_, _, hash, err := h.Accounts.credentials(ctx, p.Email)
	if err != nil {
		return err
	}
	// Wrong guesses count against this session, not the account's sign-in
	// (which the partner would otherwise lock from their own settings).
	network := httpx.ClientKey(r, h.TrustProxy)
	ok, err := h.Verifier.Verify(ctx, network, in.CurrentPassword, hash,
		auth.Limit{Limiter: h.PasswordBySession, Key: h.Sessions.Marker(r)})
	if err != nil {
		return err
	}
	if !ok {
		return httpx.Invalid(map[string]string{"currentPassword": ErrWrongPassword.Error()})
	}
	err = h.Accounts.ChangePassword(ctx, id, hash, in.NewPassword, h.now())
	if errors.Is(err, ErrWrongPassword) {
		return httpx.Invalid(map[string]string{"currentPassword": ErrWrongPassword.Error()})
	}
	if err != nil {
		return err
	}
	return h.startSession(w, r, id)
}

// endSessions signs the partner out everywhere, this browser included.
func (h *Handler) endSessions(w http.ResponseWriter, r *http.Request) error {
	if err := h.Accounts.EndSessions(r.Context(), auth.PartnerID(r.Context())); err != nil {
		return err
	}
	return h.logout(w, r)
}

type signInLinkRequest struct {
	Email string `json:"email"`
}

// requestSignInLink e-mails a one-time sign-in link to the partner with
// this address, if there is one: the answer is the same either way, and the
// count per address and per network is the same too, so it tells nobody
// which addresses have accounts.
func (h *Handler) requestSignInLink(w http.ResponseWriter, r *http.Request) error {
	in, err := httpx.Decode(w, r, func(in signInLinkRequest) map[string]string {
		f := input.Fields{}
		f.Email("email", in.Email, true)
		return f.Result()
	})
	if err != nil {
		return err
	}
	ctx := r.Context()
	for _, l := range []auth.Limit{{Limiter: h.LinkByNetwork, Key: httpx.ClientKey(r, h.TrustProxy)}, {Limiter: h.LinkByEmail, Key: NormalizeEmail(in.Email)}} {
		d, err := l.Limiter.Allow(ctx, l.Key)
		if err != nil {
			return err
		}
		if !d.Allowed {
			return httpx.TooMany(msgTooManyLinks, d.RetryAfter)
		}
	}
	if err := h.Accounts.SendSignInLink(ctx, in.Email, h.now()); err != nil {
		return err
	}
	httpx.WriteJSON(w, http.StatusAccepted, map[string]string{"message": MsgSignInLinkSent})
	return nil
}

// useSignInLink spends an e-mailed sign-in link and signs its partner in.
func (h *Handler) useSignInLink(w http.ResponseWriter, r *http.Request) error {
	in, err := httpx.Decode[tokenInput](w, r)
	if err != nil {
		return err
	}
	p, err := h.openToken(r, func() (Partner, error) { return h.Accounts.UseSignInLink(r.Context(), in.Token, h.now()) })
	if err != nil {
		return err
	}
	return h.signIn(w, r, p.ID)
}
