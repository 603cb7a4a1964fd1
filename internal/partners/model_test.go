package partners

import "testing"

func TestSplitNeverLosesACent(t *testing.T) {
	for _, c := range []struct {
		gross           int64
		share           int
		partner, upline int64
	}{
		{100000, 80, 80000, 20000},
		{5, 80, 4, 1},
		{1, 80, 1, 0},
		{1, 40, 0, 1},
		{999999, 73, 729999, 270000},
		{12345, 100, 12345, 0},
	} {
		p, u := Split(c.gross, c.share)
		if p != c.partner || u != c.upline || p+u != c.gross {
			t.Errorf("Split(%d, %d) = %d, %d; want %d, %d", c.gross, c.share, p, u, c.partner, c.upline)
		}
	}
	for gross := int64(0); gross < 2000; gross++ {
		for _, share := range []int{1, 33, 50, 80, 99} {
			if p, u := Split(gross, share); p+u != gross || p < 0 || u < 0 {
				t.Fatalf("Split(%d, %d) = %d + %d", gross, share, p, u)
			}
		}
	}
}
