package revenue

import (
	"sync"
	"time"
)

// maxCached bounds the cache; past it, the cache starts over.
const maxCached = 10000

// cache keeps each partner's encoded dashboard per range. Partners read the
// dashboard far more often than staff record money, and every change that
// could alter one (payments, subscriptions, clients) clears the cache on
// every instance. A generation counter keeps a read that raced a change
// from storing what it read before the change.
type cache struct {
	ttl time.Duration // 0: until the next change

	mu  sync.Mutex
	gen uint64
	m   map[cacheKey]cached
}

type cacheKey struct {
	partner  int64
	from, to string
}

type cached struct {
	body []byte
	made time.Time
}

func (c *cache) get(k cacheKey, now time.Time) ([]byte, uint64, bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	e, ok := c.m[k]
	if !ok || (c.ttl > 0 && now.Sub(e.made) > c.ttl) {
		return nil, c.gen, false
	}
	return e.body, c.gen, true
}

func (c *cache) put(k cacheKey, gen uint64, body []byte, now time.Time) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.gen != gen {
		return
	}
	if c.m == nil || len(c.m) >= maxCached {
		c.m = map[cacheKey]cached{}
	}
	c.m[k] = cached{body: body, made: now}
}

func (c *cache) clear() {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.gen++
	clear(c.m)
}
