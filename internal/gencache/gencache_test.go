package gencache

import (
	"testing"
	"time"
)

func TestAChangeBetweenReadAndPutStoresNothing(t *testing.T) {
	var c Cache[string, int]
	now := time.Date(2026, 11, 27, 9, 0, 0, 0, time.UTC)
	_, gen, ok := c.Get("a", now, nil)
	if ok {
		t.Fatal("an empty cache answered")
	}
	c.Clear() // a change while the value was being read
	c.Put("a", gen, 1, now)
	if _, _, ok := c.Get("a", now, nil); ok {
		t.Fatal("a value read before a change was kept")
	}
	_, gen, _ = c.Get("a", now, nil)
	c.Put("a", gen, 2, now)
	c.Update("a", gen, func(v *int) { *v++ })
	if v, _, ok := c.Get("a", now, nil); !ok || v != 3 {
		t.Fatalf("after put and update: %d %v", v, ok)
	}
	c.Clear()
	c.Update("a", gen, func(v *int) { *v = 99 })
	if _, _, ok := c.Get("a", now, nil); ok {
		t.Fatal("a cleared value answered")
	}
}

func TestAgeSizeAndLook(t *testing.T) {
	c := Cache[int, string]{TTL: time.Minute, Max: 2}
	now := time.Date(2026, 11, 27, 9, 0, 0, 0, time.UTC)
	_, gen, _ := c.Get(1, now, nil)
	c.Put(1, gen, "one", now)
	if _, _, ok := c.Get(1, now.Add(2*time.Minute), nil); ok {
		t.Fatal("a value older than the TTL answered")
	}
	if _, _, ok := c.Get(1, now, func(v *string) bool { return *v != "one" }); ok {
		t.Fatal("a value look refused answered")
	}
	c.Put(2, gen, "two", now)
	c.Put(3, gen, "three", now) // past Max: the cache starts over
	if _, _, ok := c.Get(1, now, nil); ok {
		t.Fatal("the cache grew past its bound")
	}
	if v, _, ok := c.Get(3, now, nil); !ok || v != "three" {
		t.Fatal("the newest value is missing")
	}
}
