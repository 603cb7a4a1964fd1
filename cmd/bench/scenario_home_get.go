package main

import "net/http"

// homeGet loads the home page HTML as a browser does, gzip accepted.
func homeGet() Scenario {
	return Scenario{
		Name:  "home-get",
		About: "GET / with Accept-Encoding: gzip",
		Request: func(env *Env, c, i int) (*http.Request, error) {
			req, err := http.NewRequest(http.MethodGet, env.URL("/"), nil)
			if err != nil {
				return nil, err
			}
			req.Header.Set("Accept", "text/html")
			req.Header.Set("Accept-Encoding", "gzip")
			return req, nil
		},
	}
}
