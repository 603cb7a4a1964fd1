package auth

import (
	"context"
	"maps"
	"net/http"

	"mission/internal/httpx"
)

// FactorRoutes adds, under base in group, the routes by which a signed-in
// person manages their own second factor: its state, a key to set up, the
// first code that turns it on, a code that turns it off, and a code for a
// new set of recovery codes. who names the
// request's account, its label in an authenticator app, and whether the
// account must keep a second factor.
func FactorRoutes(group *httpx.Group, base string, f *Factors, limits func(*http.Request, string) []Limit,
	who func(context.Context) (account, label string, required bool)) {
	group.Func("GET "+base, func(w http.ResponseWriter, r *http.Request) error {
		account, _, required := who(r.Context())
		st, err := f.State(r.Context(), account)
		if err != nil {
			return err
		}
		httpx.WriteJSON(w, http.StatusOK, map[string]any{"enabled": st.Enabled, "required": required, "recoveryCodesLeft": st.RecoveryCodesLeft})
		return nil
	})
	group.Func("POST "+base+"/setup", func(w http.ResponseWriter, r *http.Request) error {
		account, label, _ := who(r.Context())
		setup, err := f.Setup(r.Context(), account, label)
		if err != nil {
			return err
		}
		httpx.WriteJSON(w, http.StatusOK, setup)
		return nil
	})
	// A code that turns the factor on, or gets a new set of recovery codes:
	// either answers the codes, shown this once.
	withCodes := func(use func(ctx context.Context, account, code string) ([]string, bool, error), reply map[string]any) func(http.ResponseWriter, *http.Request) error {
		return func(w http.ResponseWriter, r *http.Request) error {
			in, err := httpx.Decode[codeInput](w, r)
			if err != nil {
				return err
			}
			account, _, _ := who(r.Context())
			var codes []string
			err = Limited(r.Context(), limits(r, account), func() (ok bool, err error) {
				codes, ok, err = use(r.Context(), account, in.Code)
				return ok, err
			})
			if err != nil {
				return err
			}
			out := map[string]any{"recoveryCodes": codes}
			maps.Copy(out, reply)
			httpx.WriteJSON(w, http.StatusOK, out)
			return nil
		}
	}
	group.Func("POST "+base+"/confirm", withCodes(f.Enable, map[string]any{"enabled": true}))
	group.Func("POST "+base+"/recovery-codes", withCodes(f.RenewRecoveryCodes, nil))
	group.Func("POST "+base+"/off", func(w http.ResponseWriter, r *http.Request) error {
		in, err := httpx.Decode[codeInput](w, r)
		if err != nil {
			return err
		}
		account, _, required := who(r.Context())
		if required {
			return httpx.Conflict(MsgFactorRequired)
		}
		err = Limited(r.Context(), limits(r, account), func() (bool, error) { return f.Disable(r.Context(), account, in.Code) })
		if err != nil {
			return err
		}
		httpx.WriteJSON(w, http.StatusOK, map[string]any{"enabled": false})
		return nil
	})
}

type codeInput struct {
	Code string `json:"code" text:"secret"`
}
