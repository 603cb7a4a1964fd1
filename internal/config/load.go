package config

import (
	"errors"
	"fmt"
	"os"
	"reflect"
	"strings"

	"github.com/caarlos0/env/v11"
)

// Load reads the process environment.
func Load() (Config, error) { return LoadFrom(os.Environ()) }

// LoadFrom reads settings from environ ("KEY=value" pairs). A variable set
// to nothing but white space counts as unset, so it takes its default.
func LoadFrom(environ []string) (Config, error) {
	vars := map[string]string{}
	for _, kv := range environ {
		k, v, _ := strings.Cut(kv, "=")
		if v = strings.TrimSpace(v); v != "" {
			vars[k] = v
		}
	}
	var c Config
	if err := env.ParseWithOptions(&c, env.Options{Environment: vars}); err != nil {
		return c, explain(err, vars)
	}
	c.withDefaults()
	if err := validate(&c); err != nil {
		return c, err
	}
	return c, nil
}

// explain rewrites the library's parse errors, which name Go fields, to
// name the environment variable.
func explain(err error, vars map[string]string) error {
	var agg env.AggregateError
	if !errors.As(err, &agg) {
		return fmt.Errorf("config: %w", err)
	}
	var msgs []string
	for _, e := range agg.Errors {
		var pe env.ParseError
		if errors.As(e, &pe) {
			key := envKey(reflect.TypeFor[Config](), pe.Name)
			msgs = append(msgs, fmt.Sprintf("%s=%q is not a valid %s", key, vars[key], typeName(pe.Type)))
			continue
		}
		msgs = append(msgs, e.Error())
	}
	return fmt.Errorf("config: %s", strings.Join(msgs, "; "))
}

func typeName(t reflect.Type) string {
	switch t.String() {
	case "time.Duration":
		return "duration (such as 30s or 5m)"
	case "bool":
		return "boolean (true or false)"
	case "int":
		return "whole number"
	}
	return t.String()
}

// envKey finds the variable of the field called name (field names are
// unique across Config and its nested structs).
func envKey(t reflect.Type, name string) string {
	for i := 0; i < t.NumField(); i++ {
		f := t.Field(i)
		if f.Name == name {
			k, _, _ := strings.Cut(f.Tag.Get("env"), ",")
			return k
		}
		if f.Type.Kind() == reflect.Struct && f.Tag.Get("env") == "" {
			if k := envKey(f.Type, name); k != "" {
				return k
			}
		}
	}
	return ""
}
