package requests

import (
	"bytes"
	"compress/gzip"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"net/http"
	"strconv"
	"strings"
	"sync"
	"time"

	"mission/internal/clock"
	"mission/internal/db"
	"mission/internal/httpx"
	"mission/internal/ratelimit"
)

// MsgNoVoter answers a vote without a voter id this server issued.
const MsgNoVoter = "Your browser has no valid voter id. Please reload the board and try again."

// Handler serves the board's endpoints.
type Handler struct {
	Store       *Store
	VoterKey    []byte            // signs voter ids and keys what is stored of them
	VoteLimit   ratelimit.Limiter // votes per client network
	SubmitLimit ratelimit.Limiter // new requests per client network
	// VotesPerNetwork is how many votes from one client network count on
	// one request, whatever voter ids it presents.
	VotesPerNetwork int
	TrustProxy      httpx.TrustedProxies
	Secure          bool
	// CacheTTL bounds how long the cached board may be stale should a
	// change notification from another instance be lost; every committed
	// write, on any instance, clears the cache at once (Store.OnChange).
	CacheTTL time.Duration
	Now      clock.Func

	mu    sync.Mutex
	cache *boardCache
	gen   uint64 // counts invalidations, so a read racing a write is not cached
}

type boardCache struct {
	body, gz []byte
	etag     string
	made     time.Time
}

// Register adds the public board and the staff's moves.
func (h *Handler) Register(public, staff *httpx.Group) {
	h.Store.OnChange(h.invalidate)
	public.Handle("GET /api/public-requests", http.HandlerFunc(h.list))
	public.Func("POST /api/public-requests", h.create)
	public.Func("POST /api/public-requests/{id}/vote", h.vote)
	public.Func("GET /api/public-requests/voted", h.voted)
	staff.Func("PATCH /api/admin/public-requests/{id}/status", h.move)
}

// list answers from a cached, pre-compressed copy of the board: reads far
// outnumber writes, and every write here clears the copy.
func (h *Handler) list(w http.ResponseWriter, r *http.Request) {
	c, err := h.board(r.Context())
	if err != nil {
		httpx.WriteError(w, r, err)
		return
	}
	hd := w.Header()
	hd.Set("Content-Type", "application/json; charset=utf-8")
	hd.Set("Cache-Control", "no-cache")
	hd.Set("ETag", c.etag)
	hd.Set("Vary", "Accept-Encoding")
	if strings.Contains(r.Header.Get("If-None-Match"), c.etag) {
		w.WriteHeader(http.StatusNotModified)
		return
	}
	body := c.body
	if strings.Contains(r.Header.Get("Accept-Encoding"), "gzip") {
		hd.Set("Content-Encoding", "gzip")
		body = c.gz
	}
	hd.Set("Content-Length", strconv.Itoa(len(body)))
	w.Write(body)
}

func (h *Handler) board(ctx context.Context) (*boardCache, error) {
	h.mu.Lock()
	c, gen := h.cache, h.gen
	h.mu.Unlock()
	if c != nil && (h.CacheTTL <= 0 || time.Since(c.made) < h.CacheTTL) {
		return c, nil
	}
	list, err := h.Store.List(ctx)
	if err != nil {
		return nil, err
	}
	body, _ := json.Marshal(list)
	var gz bytes.Buffer
	zw := gzip.NewWriter(&gz)
	zw.Write(body)
	zw.Close()
	sum := sha256.Sum256(body)
	c = &boardCache{body: body, gz: gz.Bytes(), etag: `"` + hex.EncodeToString(sum[:8]) + `"`, made: time.Now()}
	h.mu.Lock()
	if h.gen == gen {
		h.cache = c
	}
	h.mu.Unlock()
	return c, nil
}

func (h *Handler) invalidate() {
	h.mu.Lock()
	h.cache = nil
	h.gen++
	h.mu.Unlock()
}

func (h *Handler) create(w http.ResponseWriter, r *http.Request) error {
	in, bot, err := httpx.DecodeForm[Input](w, r, h.SubmitLimit, h.TrustProxy, "Too many requests from your network. Please try again later.")
	if err != nil {
		return err
	}
	if bot {
		httpx.WriteJSON(w, http.StatusCreated, Request{Type: in.Type, Title: in.Title, Status: "submitted"})
		return nil
	}
	req, err := h.Store.Create(r.Context(), in, h.Now.UTC())
	if err != nil {
		return err
	}
	httpx.WriteJSON(w, http.StatusCreated, req)
	return nil
}

func (h *Handler) vote(w http.ResponseWriter, r *http.Request) error {
	id, err := httpx.PathID(r, "Request not found.")
	if err != nil {
		return err
	}
	if err := httpx.Throttle(h.VoteLimit, r, h.TrustProxy, "Too many votes from your network. Please try again later."); err != nil {
		return err
	}
	voter := h.voter(r)
	if voter == "" {
		return &httpx.Error{Status: http.StatusForbidden, Message: MsgNoVoter}
	}
	network := h.networkKey(httpx.ClientKey(r, h.TrustProxy))
	votes, status, err := h.Store.Vote(r.Context(), id, voter, network, h.VotesPerNetwork, h.Now.UTC())
	switch {
	case errors.Is(err, ErrAlreadyVoted):
		return httpx.Conflict(ErrAlreadyVoted.Error())
	case errors.Is(err, ErrNetworkVoted):
		// Final for this request and network: a 409, not a 429 whose
		// Retry-After would promise a later vote that will never count.
		return httpx.Conflict(ErrNetworkVoted.Error())
	case errors.Is(err, db.ErrNotFound):
		return httpx.NotFound("Request not found.")
	case err != nil:
		return err
	}
	httpx.WriteJSON(w, http.StatusOK, map[string]any{"id": id, "votes": votes, "status": status})
	return nil
}

// voted tells the visitor which requests they voted for, and gives a
// visitor without a valid voter id a new one: the board asks for it when it
// opens, so that the voter id is in place before the first vote.
func (h *Handler) voted(w http.ResponseWriter, r *http.Request) error {
	ids := []int64{}
	if v := h.voter(r); v == "" {
		h.newVoter(w)
	} else {
		var err error
		if ids, err = h.Store.VotedBy(r.Context(), v); err != nil {
			return err
		}
	}
	httpx.WriteJSON(w, http.StatusOK, ids)
	return nil
}

func (h *Handler) move(w http.ResponseWriter, r *http.Request) error {
	id, err := httpx.PathID(r, "Request not found.")
	if err != nil {
		return err
	}
	status, err := httpx.DecodeStatus(w, r, Statuses, "Choose submitted, todo, in_progress or done.")
	if err != nil {
		return err
	}
	req, err := h.Store.Move(r.Context(), id, status, h.Now.UTC())
	switch {
	case errors.Is(err, db.ErrNotFound):
		return httpx.NotFound("Request not found.")
	case errors.Is(err, ErrTransition):
		return httpx.Conflict("A request cannot move to " + strconv.Quote(status) + " from where it is now.")
	case err != nil:
		return err
	}
	httpx.WriteJSON(w, http.StatusOK, req)
	return nil
}
