// Package files keeps uploaded files (logos, deliverables) behind a small
// storage interface. The default store keeps them in the database, so one
// instance and several instances on PostgreSQL see the same files; an
// S3-compatible store could take its place. A file's type is sniffed from
// its bytes, never taken from its name.
package files

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"time"
)

// File is a stored file. Key is the SHA-256 of its bytes, so a file is
// stored once however many times it is uploaded.
type File struct {
	Key         string    `json:"id"`
	ContentType string    `json:"contentType"`
	Size        int64     `json:"size"`
	Width       int       `json:"width,omitempty"`
	Height      int       `json:"height,omitempty"`
	Name        string    `json:"name,omitempty"`
	Public      bool      `json:"-"`
	CreatedAt   time.Time `json:"-"`
	Data        []byte    `json:"-"`
}

// Store keeps files.
type Store interface {
	// Put stores f under the hash of its data, once; storing the same bytes
	// again returns the stored file. A public file stays public.
	Put(ctx context.Context, f File) (File, error)
	// Get returns the file with its data, or db.ErrNotFound.
	Get(ctx context.Context, key string) (File, error)
}

// KeyOf is the key a file's bytes are stored under.
func KeyOf(data []byte) string {
	sum := sha256.Sum256(data)
	return hex.EncodeToString(sum[:])
}

// ValidKey tells whether s has the shape of a key (64 lower-case hex
// digits), so that nothing else reaches a store.
func ValidKey(s string) bool {
	if len(s) != 64 {
		return false
	}
	for _, r := range s {
		if (r < '0' || r > '9') && (r < 'a' || r > 'f') {
			return false
		}
	}
	return true
}
