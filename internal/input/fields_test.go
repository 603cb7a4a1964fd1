package input

import "testing"

func TestFieldsAndTheirChecks(t *testing.T) {
	f := Fields{}
	if f.Result() != nil {
		t.Fatal("no failed check is no fields")
	}
	f.Check("a", false, "never")
	f.Check("b", true, "first")
	f.Check("b", true, "second")
	if got := f.Result(); len(got) != 1 || got["b"] != "second" {
		t.Fatalf("%v", got)
	}
	if !TooLong("ééé", 2) || TooLong("ééé", 3) {
		t.Error("TooLong counts characters")
	}
	for s, want := range map[string]bool{"https://a.b/c": true, "http://a.b": true, "ftp://a.b": false, "https://": false, "a.b": false} {
		if WebURL(s, 100) != want {
			t.Errorf("WebURL(%q) != %v", s, want)
		}
	}
	if !HTTPSURL("https://a.b", 100) || HTTPSURL("http://a.b", 100) || HTTPSURL("https://a.b", 5) {
		t.Error("HTTPSURL")
	}
	if !List([]string{"a", "b"}, 2, 1) || List([]string{"a", "A"}, 2, 1) || List([]string{""}, 2, 1) || List([]string{"a", "b", "c"}, 2, 1) {
		t.Error("List")
	}
}
