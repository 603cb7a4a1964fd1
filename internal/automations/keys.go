package automations

import (
	"crypto/aes"
	"crypto/cipher"
	"crypto/rand"
	"crypto/sha256"
	"encoding/base64"
	"errors"
)

// Sealer encrypts partners' own model keys at rest (AES-256-GCM) with a key
// derived from the server's AUTOMATION_SECRET_KEY, so that a copy of the
// database alone does not hold them. A nil Sealer seals nothing: without
// the setting, partners cannot store a key.
type Sealer struct{ aead cipher.AEAD }

// ErrNoSealer means the server has no AUTOMATION_SECRET_KEY to seal a key with.
var ErrNoSealer = errors.New("This server cannot store model keys yet: its operator has to set AUTOMATION_SECRET_KEY.")

// NewSealer derives the encryption key from secret; "" gives a nil Sealer.
func NewSealer(secret string) *Sealer {
	if secret == "" {
		return nil
	}
	key := sha256.Sum256([]byte("automation-endpoint-keys:" + secret))
	block, err := aes.NewCipher(key[:])
	if err != nil {
		panic(err) // a 32-byte key always makes a cipher
	}
	aead, err := cipher.NewGCM(block)
	if err != nil {
		panic(err)
	}
	return &Sealer{aead: aead}
}

// Seal encrypts plain, bound to the partner it belongs to, so that a sealed
// key copied onto another partner's row does not open.
func (s *Sealer) Seal(partner string, plain string) (string, error) {
	if s == nil {
		return "", ErrNoSealer
	}
	nonce := make([]byte, s.aead.NonceSize())
	if _, err := rand.Read(nonce); err != nil {
		return "", err
	}
	return base64.StdEncoding.EncodeToString(s.aead.Seal(nonce, nonce, []byte(plain), []byte(partner))), nil
}

// ErrSealed means a sealed key did not open: sealed with another secret,
// for another partner, or altered.
var ErrSealed = errors.New("the stored model key cannot be read with this server's AUTOMATION_SECRET_KEY")

// Open decrypts what Seal wrote for partner.
func (s *Sealer) Open(partner string, sealed string) (string, error) {
	if s == nil {
		return "", ErrSealed
	}
	raw, err := base64.StdEncoding.DecodeString(sealed)
	if err != nil || len(raw) < s.aead.NonceSize() {
		return "", ErrSealed
	}
	plain, err := s.aead.Open(nil, raw[:s.aead.NonceSize()], raw[s.aead.NonceSize():], []byte(partner))
	if err != nil {
		return "", ErrSealed
	}
	return string(plain), nil
}
