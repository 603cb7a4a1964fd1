package showcase_test

import (
	"context"
	"errors"
	"strings"
	"testing"
	"time"

	"mission/internal/db"
	"mission/internal/db/dbtest"
	"mission/internal/files"
	"mission/internal/httpx"
	"mission/internal/showcase"
)

var now = time.Date(2026, 11, 26, 9, 0, 0, 0, time.UTC)

func TestValidateNamesEachBadField(t *testing.T) {
	ok := showcase.Input{Title: "Barber booking", Technologies: []string{"React"}, DemoURL: "https://demo.example/b"}
	if f := ok.Validate(); f != nil {
		t.Fatalf("a valid project: %v", f)
	}
	for field, change := range map[string]func(*showcase.Input){
		"title":        func(in *showcase.Input) { in.Title = "" },
		"description":  func(in *showcase.Input) { in.Description = strings.Repeat("é", 2001) },
		"imageId":      func(in *showcase.Input) { in.ImageID = "../etc/passwd" },
		"technologies": func(in *showcase.Input) { in.Technologies = []string{""} },
		"demoUrl":      func(in *showcase.Input) { in.DemoURL = "javascript:alert(1)" },
		"codeUrl":      func(in *showcase.Input) { in.CodeURL = "ftp://code.example/x" },
	} {
		in := ok
		change(&in)
		if f := in.Validate(); len(f) != 1 || f[field] == "" {
			t.Errorf("%s: %v", field, f)
		}
	}
	in := ok
	in.Technologies = make([]string, 13)
	for i := range in.Technologies {
		in.Technologies[i] = "Go"
	}
	if f := in.Validate(); f["technologies"] == "" {
		t.Errorf("13 technologies: %v", f)
	}
}

func TestSaveListAndDelete(t *testing.T) {
	dbtest.Each(t, func(t *testing.T, d *db.DB) {
		ctx := context.Background()
		s := showcase.NewStore(d)
		plain, err := s.Save(ctx, 0, showcase.Input{Title: "Plain", Technologies: []string{"Go"}}, now)
		if err != nil || plain.ID == 0 || plain.Featured {
			t.Fatalf("create: %+v %v", plain, err)
		}
		// An image must be an uploaded public file.
		_, err = s.Save(ctx, 0, showcase.Input{Title: "X", ImageID: files.KeyOf([]byte("nothing"))}, now)
		var he *httpx.Error
		if !errors.As(err, &he) || he.Status != 400 {
			t.Fatalf("an unknown image: %v", err)
		}
		private, _ := files.NewDBStore(d).Put(ctx, files.File{ContentType: "image/png", Name: "p.png", Data: []byte("private bytes")})
		if _, err := s.Save(ctx, 0, showcase.Input{Title: "X", ImageID: private.Key}, now); !errors.As(err, &he) {
			t.Fatalf("a private file as the image: %v", err)
		}
		public, _ := files.NewDBStore(d).Put(ctx, files.File{ContentType: "image/png", Name: "s.png", Data: []byte("shot"), Public: true})
		featured, err := s.Save(ctx, 0, showcase.Input{Title: "Featured", ImageID: public.Key, Featured: true}, now.Add(-time.Hour))
		if err != nil || featured.ImageURL != files.URL(public.Key) {
			t.Fatalf("with an image: %+v %v", featured, err)
		}
		list, err := s.List(ctx)
		if err != nil || len(list) != 2 || list[0].ID != featured.ID || list[1].ID != plain.ID {
			t.Fatalf("featured first: %+v %v", list, err)
		}
		edited, err := s.Save(ctx, plain.ID, showcase.Input{Title: "Plain, edited", Technologies: []string{}}, now)
		if err != nil || edited.Title != "Plain, edited" || len(edited.Technologies) != 0 {
			t.Fatalf("edit: %+v %v", edited, err)
		}
		if _, err := s.Save(ctx, 9999, showcase.Input{Title: "Ghost"}, now); !errors.Is(err, db.ErrNotFound) {
			t.Fatalf("editing a missing project: %v", err)
		}
		if err := s.Delete(ctx, plain.ID); err != nil {
			t.Fatal(err)
		}
		if err := s.Delete(ctx, plain.ID); !errors.Is(err, db.ErrNotFound) {
			t.Fatalf("deleting twice: %v", err)
		}
		if list, _ := s.List(ctx); len(list) != 1 {
			t.Fatalf("after delete: %+v", list)
		}
	})
}
