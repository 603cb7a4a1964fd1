package csvx

import "testing"

func TestSafeCell(t *testing.T) {
	for in, want := range map[string]string{"=1": "'=1", "+1": "'+1", "-1": "'-1", "@a": "'@a", "\tx": "'\tx", "\rx": "'\rx", "ok": "ok", "": ""} {
		if got := SafeCell(in); got != want {
			t.Errorf("SafeCell(%q) = %q", in, got)
		}
	}
}
