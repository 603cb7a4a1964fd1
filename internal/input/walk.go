package input

import (
	"reflect"
	"strings"
	"sync"
)

// Struct cleans every string reachable from v, a pointer to a decoded
// request body, in place: fields, map keys and values, slice elements and
// nested structs. A field's kind comes from its `text` tag ("multiline" or
// "secret"; a single line otherwise). It returns one message per refused
// field, keyed by the field's JSON name, or nil.
func Struct(v any) map[string]string {
	rv := reflect.ValueOf(v)
	if rv.Kind() != reflect.Pointer || rv.IsNil() {
		return nil
	}
	w := walker{}
	w.value(rv.Elem(), "", Line)
	return w.fields
}

type walker struct{ fields map[string]string }

func (w *walker) fail(name, msg string) {
	if name == "" {
		name = "body"
	}
	if w.fields == nil {
		w.fields = map[string]string{}
	}
	if _, ok := w.fields[name]; !ok {
		w.fields[name] = msg
	}
}

func (w *walker) value(v reflect.Value, name string, kind Kind) {
	switch v.Kind() {
	case reflect.String:
		clean, msg := Clean(v.String(), kind)
		if msg != "" {
			w.fail(name, msg)
			return
		}
		// A string held in an interface cannot be set in place; it is
		// still checked.
		if clean != v.String() && v.CanSet() {
			v.SetString(clean)
		}
	case reflect.Pointer, reflect.Interface:
		if !v.IsNil() {
			w.value(v.Elem(), name, kind)
		}
	case reflect.Struct:
		for _, f := range fieldsOf(v.Type()) {
			child := name
			if f.json != "" && !f.embedded {
				child = f.json
				if name != "" {
					child = name
				}
			}
			w.value(v.Field(f.index), child, f.kind)
		}
	case reflect.Slice, reflect.Array:
		for i := 0; i < v.Len(); i++ {
			w.value(v.Index(i), name, kind)
		}
	case reflect.Map:
		w.mapValue(v, name, kind)
	}
}

// mapValue cleans a map's string keys and values; map entries are not
// addressable, so cleaned entries are written back.
func (w *walker) mapValue(v reflect.Value, name string, kind Kind) {
	if v.IsNil() || v.Type().Key().Kind() != reflect.String {
		return
	}
	iter := v.MapRange()
	type entry struct{ oldKey, key, val reflect.Value }
	var changed []entry
	for iter.Next() {
		k, val := iter.Key(), iter.Value()
		ck, msg := Clean(k.String(), Line)
		if msg != "" {
			w.fail(name, msg)
			continue
		}
		nv := reflect.New(val.Type()).Elem()
		nv.Set(val)
		before := len(w.fields)
		w.value(nv, name, kind)
		if len(w.fields) != before {
			continue
		}
		if ck != k.String() || !reflect.DeepEqual(nv.Interface(), val.Interface()) {
			nk := reflect.New(k.Type()).Elem()
			nk.SetString(ck)
			changed = append(changed, entry{k, nk, nv})
		}
	}
	for _, e := range changed {
		v.SetMapIndex(e.oldKey, reflect.Value{})
		v.SetMapIndex(e.key, e.val)
	}
}

type fieldInfo struct {
	index    int
	json     string
	kind     Kind
	embedded bool
}

var fieldCache sync.Map // reflect.Type -> []fieldInfo

func fieldsOf(t reflect.Type) []fieldInfo {
	if fs, ok := fieldCache.Load(t); ok {
		return fs.([]fieldInfo)
	}
	var fs []fieldInfo
	for i := 0; i < t.NumField(); i++ {
		sf := t.Field(i)
		if !sf.IsExported() && !(sf.Anonymous && indirect(sf.Type).Kind() == reflect.Struct) {
			continue
		}
		name, _, _ := strings.Cut(sf.Tag.Get("json"), ",")
		if name == "-" {
			continue
		}
		if name == "" && !sf.Anonymous {
			name = sf.Name
		}
		kind := Line
		switch sf.Tag.Get("text") {
		case "multiline":
			kind = Multiline
		case "secret":
			kind = Secret
		}
		fs = append(fs, fieldInfo{index: i, json: name, kind: kind, embedded: sf.Anonymous && name == ""})
	}
	fieldCache.Store(t, fs)
	return fs
}

func indirect(t reflect.Type) reflect.Type {
	if t.Kind() == reflect.Pointer {
		return t.Elem()
	}
	return t
}
