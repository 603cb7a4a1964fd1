package clientportal

import (
	"sync"
	"time"
)

// maxCachedLinks bounds the cache; past it, the cache starts over.
const maxCachedLinks = 20000

// linkCache keeps, per client token, what the token opens and the encoded
// page data it shows. Client portals are read far more than partners
// change them, and every change that could alter a page (Topic) clears the
// cache on every instance. A generation counter keeps a lookup that raced
// a change from storing what it read before the change.
type linkCache struct {
	ttl time.Duration // 0: until the next change

	mu  sync.Mutex
	gen uint64
	m   map[string]*linkEntry
}

type linkEntry struct {
	access  Access
	body    []byte // the encoded ClientView, once asked for
	made    time.Time
	touched time.Time
}

func newLinkCache(ttl time.Duration) *linkCache {
	return &linkCache{ttl: ttl, m: map[string]*linkEntry{}}
}

// get returns the entry of a token that still works at now; touch reports
// whether its last use should be recorded again.
func (c *linkCache) get(token string, now time.Time) (e linkEntry, touch, ok bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	p, ok := c.m[token]
	if !ok || (c.ttl > 0 && now.Sub(p.made) > c.ttl) || (p.access.ExpiresAt != nil && !p.access.ExpiresAt.After(now)) {
		return linkEntry{}, false, false
	}
	if now.Sub(p.touched) > accessTouch {
		p.touched, touch = now, true
	}
	return *p, touch, true
}

func (c *linkCache) generation() uint64 {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.gen
}

// put stores what a token opens, unless a change came since gen was read.
func (c *linkCache) put(token string, gen uint64, a Access, now time.Time) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.gen != gen {
		return
	}
	if len(c.m) >= maxCachedLinks {
		clear(c.m)
	}
	c.m[token] = &linkEntry{access: a, made: now, touched: now}
}

// setBody stores a token's encoded page, unless a change came since gen.
func (c *linkCache) setBody(token string, gen uint64, body []byte) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if p, ok := c.m[token]; ok && c.gen == gen {
		p.body = body
	}
}

func (c *linkCache) clear() {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.gen++
	clear(c.m)
}

// inflight bounds concurrent lookups per client network.
type inflight struct {
	mu sync.Mutex
	n  map[string]int
}

func (f *inflight) enter(key string, limit int) bool {
	f.mu.Lock()
	defer f.mu.Unlock()
	if f.n == nil {
		f.n = map[string]int{}
	}
	if f.n[key] >= limit {
		return false
	}
	f.n[key]++
	return true
}

func (f *inflight) leave(key string) {
	f.mu.Lock()
	defer f.mu.Unlock()
	if f.n[key]--; f.n[key] <= 0 {
		delete(f.n, key)
	}
}
