package clientportal

import (
	"time"

	"mission/internal/gencache"
)

// links keeps, per client token, what the token opens and the encoded page
// data it shows. Client portals are read far more than partners change
// them, and every change that could alter a page (Topic) clears it on every
// instance.
type links = gencache.Cache[string, linkEntry]

// maxCachedLinks bounds the cache; past it, the cache starts over.
const maxCachedLinks = 20000

type linkEntry struct {
	access  Access
	body    []byte // the encoded ClientView, once asked for
	touched time.Time
}

// cachedLink is the entry of a token that still works at now, and the
// generation to store what a miss reads with; touch reports whether the
// link's last use should be recorded again (whoever asks first, once per
// accessTouch).
func cachedLink(c *links, token string, now time.Time) (e linkEntry, gen uint64, touch, ok bool) {
	e, gen, ok = c.Get(token, now, func(e *linkEntry) bool {
		if e.access.ExpiresAt != nil && !e.access.ExpiresAt.After(now) {
			return false
		}
		if now.Sub(e.touched) > accessTouch {
			e.touched, touch = now, true
		}
		return true
	})
	return e, gen, touch, ok
}
