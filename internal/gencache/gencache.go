// Package gencache keeps what reads computed until a change clears it: a
// map with an optional age bound and a size bound, and a generation
// counter, so that a read that raced a change never stores what it read
// before the change.
package gencache

import (
	"sync"
	"time"
)

// Cache maps keys to values. Its zero value is an empty cache that keeps
// values until the next Clear, with no size bound.
type Cache[K comparable, V any] struct {
	TTL time.Duration // 0: until the next change
	Max int           // entries; past it, the cache starts over (0: no bound)

	mu  sync.Mutex
	gen uint64
	m   map[K]*entry[V]
}

type entry[V any] struct {
	v    V
	made time.Time
}

// Get returns k's value when it is there and younger than TTL at now,
// with the generation a later Put or Update must give. look, when not nil,
// runs on the stored value under the cache's lock: it may change it, and
// refuse it (false) as if it were not there.
func (c *Cache[K, V]) Get(k K, now time.Time, look func(*V) bool) (V, uint64, bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	var zero V
	e, ok := c.m[k]
	if !ok || (c.TTL > 0 && now.Sub(e.made) > c.TTL) || (look != nil && !look(&e.v)) {
		return zero, c.gen, false
	}
	return e.v, c.gen, true
}

// Put stores v for k, unless a change came since gen was read.
func (c *Cache[K, V]) Put(k K, gen uint64, v V, now time.Time) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.gen != gen {
		return
	}
	if c.m == nil || (c.Max > 0 && len(c.m) >= c.Max) {
		c.m = map[K]*entry[V]{}
	}
	c.m[k] = &entry[V]{v: v, made: now}
}

// Update changes k's stored value, unless a change came since gen.
func (c *Cache[K, V]) Update(k K, gen uint64, change func(*V)) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if e, ok := c.m[k]; ok && c.gen == gen {
		change(&e.v)
	}
}

// Clear forgets every value, and makes every generation read before it
// stale.
func (c *Cache[K, V]) Clear() {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.gen++
	clear(c.m)
}
