package db

import (
	"reflect"
	"testing"

	sqlite3 "modernc.org/sqlite/lib"
)

// slot is one field of a structure walvfs.go reads or writes in SQLite's
// own memory.
type slot struct {
	name   string
	offset uintptr
	kind   reflect.Kind
}

// The VFS copies the unix VFS's sqlite3_vfs, fills an sqlite3_io_methods
// and reads sqlite3_file's method pointer, all through the driver's
// translated types, and calls what they point to as Go functions. A driver
// upgrade that moves, renames or retypes any of these fields fails here,
// before any store test can misbehave; then walvfs.go must be checked
// against the new driver, or turned off (SQLITE_WAL_BATCH=false).
func TestWALVFSStructuresAreTheOnesItWasWrittenFor(t *testing.T) {
	ptrs := func(offset uintptr, names ...string) []slot {
		s := make([]slot, len(names))
		for i, n := range names {
			s[i] = slot{n, offset + uintptr(i)*8, reflect.Uintptr}
		}
		return s
	}
	vfs := append([]slot{{"FiVersion", 0, reflect.Int32}, {"FszOsFile", 4, reflect.Int32}, {"FmxPathname", 8, reflect.Int32}},
		ptrs(16, "FpNext", "FzName", "FpAppData", "FxOpen", "FxDelete", "FxAccess", "FxFullPathname", "FxDlOpen",
			"FxDlError", "FxDlSym", "FxDlClose", "FxRandomness", "FxSleep", "FxCurrentTime", "FxGetLastError",
			"FxCurrentTimeInt64", "FxSetSystemCall", "FxGetSystemCall", "FxNextSystemCall")...)
	methods := append([]slot{{"FiVersion", 0, reflect.Int32}},
		ptrs(8, "FxClose", "FxRead", "FxWrite", "FxTruncate", "FxSync", "FxFileSize", "FxLock", "FxUnlock",
			"FxCheckReservedLock", "FxFileControl", "FxSectorSize", "FxDeviceCharacteristics", "FxShmMap",
			"FxShmLock", "FxShmBarrier", "FxShmUnmap", "FxFetch", "FxUnfetch")...)
	for _, c := range []struct {
		what string
		typ  reflect.Type
		size uintptr
		want []slot
	}{
		{"sqlite3_vfs", reflect.TypeFor[sqlite3.Tsqlite3_vfs](), 168, vfs},
		{"sqlite3_io_methods", reflect.TypeFor[sqlite3.Tsqlite3_io_methods](), 152, methods},
		{"sqlite3_file", reflect.TypeFor[sqlite3.Tsqlite3_file](), 8, []slot{{"FpMethods", 0, reflect.Uintptr}}},
	} {
		if c.typ.Size() != c.size || c.typ.NumField() != len(c.want) {
			t.Errorf("%s: %d bytes in %d fields, walvfs.go was written for %d in %d", c.what, c.typ.Size(), c.typ.NumField(), c.size, len(c.want))
			continue
		}
		for i, w := range c.want {
			f := c.typ.Field(i)
			if f.Name != w.name || f.Offset != w.offset || f.Type.Kind() != w.kind {
				t.Errorf("%s field %d: %s at %d (%s), walvfs.go was written for %s at %d (%s)", c.what, i, f.Name, f.Offset, f.Type.Kind(), w.name, w.offset, w.kind)
			}
		}
	}
}
