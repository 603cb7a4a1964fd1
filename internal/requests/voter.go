package requests

import (
	"crypto/hmac"
	"crypto/rand"
	"crypto/sha256"
	"encoding/base64"
	"encoding/hex"
	"net/http"
	"strings"
)

// voterCookie holds a visitor's voter id: a random id and the server's
// signature of it, so that only ids this site issued can vote.
const voterCookie = "mission_voter"

const (
	voterIDBytes  = 16
	voterSigBytes = 16
)

var b64 = base64.RawURLEncoding

func (h *Handler) mac(purpose, value string) []byte {
	m := hmac.New(sha256.New, h.VoterKey)
	m.Write([]byte(purpose))
	m.Write([]byte{0})
	m.Write([]byte(value))
	return m.Sum(nil)
}

// newVoter issues a signed voter id in its cookie and returns the id's
// stored form.
func (h *Handler) newVoter(w http.ResponseWriter) string {
	raw := make([]byte, voterIDBytes)
	rand.Read(raw)
	id := b64.EncodeToString(raw)
	sig := b64.EncodeToString(h.mac("voter-signature", id)[:voterSigBytes])
	http.SetCookie(w, &http.Cookie{Name: voterCookie, Value: id + "." + sig, Path: "/api/public-requests",
		MaxAge: 2 * 365 * 24 * 3600, HttpOnly: true, Secure: h.Secure, SameSite: http.SameSiteLaxMode})
	return h.voterHash(id)
}

// voter returns the stored form of the request's voter id, or "" when the
// request carries none or one this server did not sign.
func (h *Handler) voter(r *http.Request) string {
	c, err := r.Cookie(voterCookie)
	if err != nil || len(c.Value) > 64 {
		return ""
	}
	id, sig, ok := strings.Cut(c.Value, ".")
	if !ok || len(id) != b64.EncodedLen(voterIDBytes) {
		return ""
	}
	got, err := b64.DecodeString(sig)
	if err != nil || !hmac.Equal(got, h.mac("voter-signature", id)[:voterSigBytes]) {
		return ""
	}
	return h.voterHash(id)
}

// voterHash is what the database keeps of a voter id: a keyed hash, so a
// copy of the database cannot be turned back into working cookies.
func (h *Handler) voterHash(id string) string {
	return hex.EncodeToString(h.mac("voter", id))
}

// networkKey is what the database keeps of the network a vote came from.
func (h *Handler) networkKey(network string) string {
	return hex.EncodeToString(h.mac("network", network)[:16])
}
