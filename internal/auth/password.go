// Package auth holds password hashing, sessions and login throttling.
package auth

import (
	"context"
	"crypto/rand"
	"crypto/subtle"
	"encoding/base64"
	"errors"
	"fmt"
	"log/slog"
	"strings"
	"time"

	"golang.org/x/crypto/argon2"
)

// Argon2id parameters of new hashes: one of OWASP's recommended sets
// (12 MiB, 3 passes, 1 lane), the one with the most memory among those that
// keep DefaultHashConcurrency hashes at once well inside the sign-in burst's
// memory target (docs/decisions.md). A hash keeps its own parameters, so
// one made with others (64 MiB, 3 passes, 2 lanes before) still verifies.
const hashMemory = 12 * 1024 // KiB

var (
	argonTime    uint32 = 3
	argonMemory  uint32 = hashMemory
	argonThreads uint8  = 1
)

const (
	argonKeyLen = 32
	saltLen     = 16
)

// UseCheapHashesInTests makes new hashes cost 64 KiB and one pass, for the
// test binaries that sign in hundreds of times; never call it elsewhere.
func UseCheapHashesInTests() {
	argonTime, argonMemory, argonThreads = 1, 64, 1
}

var b64 = base64.RawStdEncoding

func phc(memory, passes uint32, threads uint8, salt, key []byte) string {
	return fmt.Sprintf("$argon2id$v=%d$m=%d,t=%d,p=%d$%s$%s",
		argon2.Version, memory, passes, threads, b64.EncodeToString(salt), b64.EncodeToString(key))
}

// HashPassword returns an argon2id hash in the PHC string format. It waits
// for its turn in the process's hashing pool: a 503 error (MsgBusy) when
// the turn did not come within the queue's timeout.
func HashPassword(ctx context.Context, password string) (string, error) {
	salt := make([]byte, saltLen)
	if _, err := rand.Read(salt); err != nil {
		return "", err
	}
	key, err := idKey(ctx, []byte(password), salt, argonTime, argonMemory, argonThreads, argonKeyLen)
	if err != nil {
		return "", err
	}
	return phc(argonMemory, argonTime, argonThreads, salt, key), nil
}

// ErrBadHash means a stored hash could not be read.
var ErrBadHash = errors.New("auth: malformed password hash")

type parsedHash struct {
	memory, passes uint32
	threads        uint8
	salt, key      []byte
}

func parseHash(hash string) (parsedHash, error) {
	var h parsedHash
	parts := strings.Split(hash, "$")
	if len(parts) != 6 || parts[1] != "argon2id" {
		return h, ErrBadHash
	}
	var version int
	if _, err := fmt.Sscanf(parts[2], "v=%d", &version); err != nil || version != argon2.Version {
		return h, ErrBadHash
	}
	if _, err := fmt.Sscanf(parts[3], "m=%d,t=%d,p=%d", &h.memory, &h.passes, &h.threads); err != nil {
		return h, ErrBadHash
	}
	var err error
	if h.salt, err = b64.DecodeString(parts[4]); err != nil {
		return h, ErrBadHash
	}
	if h.key, err = b64.DecodeString(parts[5]); err != nil || len(h.key) == 0 {
		return h, ErrBadHash
	}
	return h, nil
}

// VerifyPassword tells whether password matches hash, comparing in
// constant time. It waits for its turn as HashPassword does.
func VerifyPassword(ctx context.Context, password, hash string) (bool, error) {
	h, err := parseHash(hash)
	if err != nil {
		return false, err
	}
	got, err := idKey(ctx, []byte(password), h.salt, h.passes, h.memory, h.threads, uint32(len(h.key)))
	if err != nil {
		return false, err
	}
	return subtle.ConstantTimeCompare(got, h.key) == 1, nil
}

// NeedsRehash tells whether hash was made with other parameters than new
// hashes are, so that a sign-in that proved the password can store a new
// one (an old 64 MiB hash costs 64 MiB at every sign-in).
func NeedsRehash(hash string) bool {
	h, err := parseHash(hash)
	return err == nil && (h.memory != argonMemory || h.passes != argonTime || h.threads != argonThreads)
}

// rehashWait is the longest a sign-in waits to hash its password anew.
const rehashWait = time.Second

// Rehash stores a new hash of password, just proved right against old,
// when old was made with other parameters than new hashes are: an old
// 64 MiB hash takes 64 MiB at every sign-in, and the hashing pool's whole
// room while it runs. store writes the new hash only where old still is, so
// a password changed meanwhile is kept. It is best effort: the sign-in goes
// on whatever happens here, and when hashing is busy the next one tries
// again.
func Rehash(ctx context.Context, old, password string, store func(ctx context.Context, hash string) error) {
	if !NeedsRehash(old) {
		return
	}
	hctx, cancel := context.WithTimeout(ctx, rehashWait)
	h, err := HashPassword(hctx, password)
	cancel()
	if err != nil {
		return
	}
	if err := store(ctx, h); err != nil {
		slog.WarnContext(ctx, "password hash not renewed", "err", err)
	}
}

// standIn is a hash with the parameters of new ones that no password
// matches (its key is random), checked when there is no account, so that
// the answer takes as long as for a real one.
func standIn() string {
	salt, key := make([]byte, saltLen), make([]byte, argonKeyLen)
	rand.Read(salt)
	rand.Read(key)
	return phc(argonMemory, argonTime, argonThreads, salt, key)
}

func idKey(ctx context.Context, password, salt []byte, passes, memory uint32, threads uint8, keyLen uint32) ([]byte, error) {
	var key []byte
	err := hashing.do(ctx, memory, func() {
		key = argon2.IDKey(password, salt, passes, memory, threads, keyLen)
	})
	return key, err
}

// GeneratePassword returns a random password of 24 characters from an
// alphabet without look-alike characters (about 137 bits).
func GeneratePassword() string {
	const alphabet = "abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789"
	b := make([]byte, 24)
	rand.Read(b)
	for i := range b {
		b[i] = alphabet[int(b[i])%len(alphabet)]
	}
	return string(b)
}
