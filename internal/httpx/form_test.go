package httpx

import (
	"errors"
	"net/http/httptest"
	"strings"
	"testing"
)

type formInput struct {
	Name    string `json:"name"`
	Website string `json:"website"`
}

func (in formInput) Normalize() formInput { in.Name = strings.ToUpper(in.Name); return in }
func (in formInput) Honeypot() string     { return in.Website }
func (in *formInput) Validate() map[string]string {
	if in.Name == "" {
		return map[string]string{"name": "Required"}
	}
	return nil
}

func decodeBody[T any](t *testing.T, body string, checks ...func(T) map[string]string) (T, *Error) {
	t.Helper()
	r := httptest.NewRequest("POST", "/", strings.NewReader(body))
	r.Header.Set("Content-Type", "application/json")
	in, err := Decode(httptest.NewRecorder(), r, checks...)
	var e *Error
	if err != nil && !errors.As(err, &e) {
		t.Fatalf("%s: %v", body, err)
	}
	return in, e
}

func TestDecodeNormalisesThenChecks(t *testing.T) {
	if in, e := decodeBody[formInput](t, `{"name":"ada"}`); e != nil || in.Name != "ADA" {
		t.Errorf("normalised: %+v %v", in, e)
	}
	if _, e := decodeBody[formInput](t, `{"name":""}`); e == nil || e.Status != 400 || e.Fields["name"] != "Required" {
		t.Errorf("a pointer Validate counts: %v", e)
	}
	if _, e := decodeBody[formInput](t, `{"name":"","website":"spam"}`); e != nil {
		t.Errorf("a filled honeypot comes back unchecked: %v", e)
	}
	short := func(in formInput) map[string]string {
		if len(in.Name) > 3 {
			return map[string]string{"name": "Too long"}
		}
		return nil
	}
	if _, e := decodeBody(t, `{"name":"grace"}`, short); e == nil || e.Fields["name"] != "Too long" {
		t.Errorf("extra checks run after Validate: %v", e)
	}
	if _, e := decodeBody[formInput](t, `{"name":`); e == nil || e.Message != "The request body is not valid JSON." {
		t.Errorf("a broken body: %v", e)
	}
}
