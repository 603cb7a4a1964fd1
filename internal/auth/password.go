// Package auth holds password hashing, sessions and login throttling.
package auth

import (
	"crypto/rand"
	"crypto/subtle"
	"encoding/base64"
	"errors"
	"fmt"
	"runtime/debug"
	"strings"
	"sync"
	"time"

	"golang.org/x/crypto/argon2"
)

// Argon2id parameters of new hashes: the OWASP recommendation of 64 MiB,
// 3 passes. A hash keeps its own parameters, so one made with others still
// verifies.
var (
	argonTime    uint32 = 3
	argonMemory  uint32 = 64 * 1024
	argonThreads uint8  = 2
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

// HashPassword returns an argon2id hash in the PHC string format.
func HashPassword(password string) (string, error) {
	salt := make([]byte, saltLen)
	if _, err := rand.Read(salt); err != nil {
		return "", err
	}
	key := idKey([]byte(password), salt, argonTime, argonMemory, argonThreads, argonKeyLen)
	return fmt.Sprintf("$argon2id$v=%d$m=%d,t=%d,p=%d$%s$%s",
		argon2.Version, argonMemory, argonTime, argonThreads, b64.EncodeToString(salt), b64.EncodeToString(key)), nil
}

// ErrBadHash means a stored hash could not be read.
var ErrBadHash = errors.New("auth: malformed password hash")

// VerifyPassword tells whether password matches hash, comparing in
// constant time.
func VerifyPassword(password, hash string) (bool, error) {
	parts := strings.Split(hash, "$")
	if len(parts) != 6 || parts[1] != "argon2id" {
		return false, ErrBadHash
	}
	var version int
	var mem, iter uint32
	var threads uint8
	if _, err := fmt.Sscanf(parts[2], "v=%d", &version); err != nil || version != argon2.Version {
		return false, ErrBadHash
	}
	if _, err := fmt.Sscanf(parts[3], "m=%d,t=%d,p=%d", &mem, &iter, &threads); err != nil {
		return false, ErrBadHash
	}
	salt, err := b64.DecodeString(parts[4])
	if err != nil {
		return false, ErrBadHash
	}
	want, err := b64.DecodeString(parts[5])
	if err != nil || len(want) == 0 {
		return false, ErrBadHash
	}
	got := idKey([]byte(password), salt, iter, mem, threads, uint32(len(want)))
	return subtle.ConstantTimeCompare(got, want) == 1, nil
}

// hashing counts argon2id computations in flight. Each takes 64 MiB; the Go
// runtime keeps freed memory for reuse and hands it back to the system
// only slowly, so a few sign-ins would leave the server several times its
// usual size for minutes. Once hashing has stopped for releaseAfter, the
// memory goes back to the system at once.
var hashing struct {
	sync.Mutex
	inFlight int
	timer    *time.Timer
}

var (
	releaseAfter = time.Second
	freeOSMemory = debug.FreeOSMemory
)

func idKey(password, salt []byte, passes, memory uint32, threads uint8, keyLen uint32) []byte {
	hashing.Lock()
	hashing.inFlight++
	hashing.Unlock()
	defer func() {
		hashing.Lock()
		defer hashing.Unlock()
		if hashing.inFlight--; hashing.inFlight > 0 {
			return
		}
		if hashing.timer == nil {
			hashing.timer = time.AfterFunc(releaseAfter, releaseHashMemory)
		} else {
			hashing.timer.Reset(releaseAfter)
		}
	}()
	return argon2.IDKey(password, salt, passes, memory, threads, keyLen)
}

func releaseHashMemory() {
	hashing.Lock()
	idle := hashing.inFlight == 0
	hashing.Unlock()
	if idle {
		freeOSMemory()
	}
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
