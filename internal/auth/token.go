package auth

import (
	"crypto/rand"
	"crypto/sha256"
	"encoding/base64"
	"encoding/hex"
)

// NewToken returns 256 random bits, URL-safe: the secret of a session, an
// invitation, a sign-in link or a client link.
func NewToken() string {
	raw := make([]byte, 32)
	rand.Read(raw) // never fails (crypto/rand)
	return base64.RawURLEncoding.EncodeToString(raw)
}

// HashToken is what is stored of a secret token: its SHA-256, in hex, so a
// leaked database does not leak working tokens.
func HashToken(token string) string {
	sum := sha256.Sum256([]byte(token))
	return hex.EncodeToString(sum[:])
}
