package db

import (
	"encoding/binary"
	"fmt"
	"sync"
	"sync/atomic"
	"unsafe"

	"modernc.org/libc"
	sqlite3 "modernc.org/sqlite/lib"
)

// The writer's connection opens its files through walVFS: SQLite's own unix
// VFS, except that the frames a commit appends to the WAL reach the file in
// one write instead of two per page (the frame's 24-byte header, then the
// page). On a virtual machine, where every system call is dear, those calls
// cost a commit about as much as its fsync.
//
// Only when the bytes are handed to the operating system changes, never
// what they are or where they go, and never past the point where it
// matters: gathered frames are written, in order and in place, when the
// commit's last frame is (so before SQLite syncs the WAL, and before it
// tells any reader the frames exist), and before any other operation on
// the file (a read, its size, a truncation, a sync, a close). Only new
// frames at the end of the log are gathered; anything SQLite writes over
// goes straight through. A process that dies with frames still gathered
// had not committed them, and SQLite's recovery would have ignored them
// on disk all the same.
const walVFSName = "mission-walbatch"

// walBufferSize bounds what is gathered: a larger transaction (a migration,
// an import) writes a buffer's worth at a time.
const walBufferSize = 1 << 20

// maxWrite is the most one call to the unix VFS writes: it keeps only the
// low 17 bits of a length.
const maxWrite = 0x1f000

const (
	frameHeaderSize = 24 // before each page in the WAL
	walHeaderSize   = 32 // at the start of the WAL
)

// walFile is this VFS's file for a WAL, in the memory SQLite allocated for
// it: the method table first (it is an sqlite3_file), then the gathered
// frames, then the unix VFS's own file at realOffset.
type walFile struct {
	methods uintptr
	real    uintptr // the unix file, inside this allocation
	buf     uintptr // walBufferSize bytes from sqlite3_malloc, or 0
	off     int64   // the file offset of buf's first byte
	n       int64   // bytes gathered
	end     int64   // the end of the log as written so far
	// commitPage is the offset of the page whose frame header, just
	// gathered, marks a commit; -1 when none is pending.
	commitPage int64
}

const realOffset = (unsafe.Sizeof(walFile{}) + 15) &^ 15

var (
	walVFSOnce sync.Once
	walVFSErr  error
	unixVFS    uintptr
	walMethods sqlite3.Tsqlite3_io_methods

	// walWrites counts the writes that reached the unix VFS, for tests.
	walWrites atomic.Int64
)

// registerWALVFS makes walVFS known to SQLite, once per process.
func registerWALVFS() error {
	walVFSOnce.Do(func() { walVFSErr = register() })
	return walVFSErr
}

func register() error {
	tls := libc.NewTLS()
	defer tls.Close()
	unixVFS = sqlite3.Xsqlite3_vfs_find(tls, 0)
	if unixVFS == 0 {
		return fmt.Errorf("db: SQLite has no default VFS")
	}
	name, err := libc.CString(walVFSName)
	if err != nil {
		return err
	}
	p := sqlite3.Xsqlite3_malloc64(tls, uint64(unsafe.Sizeof(sqlite3.Tsqlite3_vfs{})))
	if p == 0 {
		return fmt.Errorf("db: out of memory registering %s", walVFSName)
	}
	v := (*sqlite3.Tsqlite3_vfs)(cptr(p))
	*v = *(*sqlite3.Tsqlite3_vfs)(cptr(unixVFS))
	v.FpNext, v.FzName = 0, name
	v.FszOsFile += int32(realOffset)
	setFn(&v.FxOpen, walOpen)

	m := &walMethods
	m.FiVersion = 1 // no shared memory or mapping: those go through the database file
	setFn(&m.FxClose, walClose)
	setFn(&m.FxRead, walRead)
	setFn(&m.FxWrite, walWrite)
	setFn(&m.FxTruncate, walTruncate)
	setFn(&m.FxSync, walSync)
	setFn(&m.FxFileSize, walFileSize)
	setFn(&m.FxLock, walLock)
	setFn(&m.FxUnlock, walUnlock)
	setFn(&m.FxCheckReservedLock, walCheckReservedLock)
	setFn(&m.FxFileControl, walFileControl)
	setFn(&m.FxSectorSize, walSectorSize)
	setFn(&m.FxDeviceCharacteristics, walDeviceCharacteristics)
	if rc := sqlite3.Xsqlite3_vfs_register(tls, p, 0); rc != sqlite3.SQLITE_OK {
		return fmt.Errorf("db: registering %s: SQLite code %d", walVFSName, rc)
	}
	return nil
}

// cptr turns an address of memory SQLite allocated (outside Go's heap, so
// never moved or collected) into a pointer.
func cptr(p uintptr) unsafe.Pointer { return *(*unsafe.Pointer)(unsafe.Pointer(&p)) }

// setFn stores f where SQLite keeps a C function pointer, and fn reads one
// back as a Go function: how the driver's own translated code holds them.
func setFn[F any](slot *uintptr, f F) { *(*F)(unsafe.Pointer(slot)) = f }

func fn[F any](p uintptr) F { return *(*F)(unsafe.Pointer(&p)) }

type (
	closeFn   = func(*libc.TLS, uintptr) int32
	ioFn      = func(*libc.TLS, uintptr, uintptr, int32, int64) int32
	sizeFn    = func(*libc.TLS, uintptr, int64) int32
	flagsFn   = func(*libc.TLS, uintptr, int32) int32
	outFn     = func(*libc.TLS, uintptr, uintptr) int32
	controlFn = func(*libc.TLS, uintptr, int32, uintptr) int32
	openFn    = func(*libc.TLS, uintptr, uintptr, uintptr, int32, uintptr) int32
)

func file(p uintptr) *walFile { return (*walFile)(cptr(p)) }

// unix is the unix VFS's method table for f's file.
func (f *walFile) unix() *sqlite3.Tsqlite3_io_methods {
	return (*sqlite3.Tsqlite3_io_methods)(cptr((*sqlite3.Tsqlite3_file)(cptr(f.real)).FpMethods))
}

// walOpen opens every file as the unix VFS does, into the same memory for
// all but a WAL, which it wraps.
func walOpen(tls *libc.TLS, _, zName, pFile uintptr, flags int32, pOutFlags uintptr) int32 {
	open := fn[openFn]((*sqlite3.Tsqlite3_vfs)(cptr(unixVFS)).FxOpen)
	if flags&sqlite3.SQLITE_OPEN_WAL == 0 {
		return open(tls, unixVFS, zName, pFile, flags, pOutFlags)
	}
	f := file(pFile)
	*f = walFile{real: pFile + realOffset, commitPage: -1}
	if rc := open(tls, unixVFS, zName, f.real, flags, pOutFlags); rc != sqlite3.SQLITE_OK {
		// With no methods set SQLite does not close the file; the unix
		// VFS has released what its failed open took.
		return rc
	}
	f.methods = uintptr(unsafe.Pointer(&walMethods))
	return sqlite3.SQLITE_OK
}

// write hands bytes to the unix VFS, maxWrite at a time.
func (f *walFile) write(tls *libc.TLS, p uintptr, n, off int64) int32 {
	write := fn[ioFn](f.unix().FxWrite)
	for at := int64(0); at < n; at += maxWrite {
		walWrites.Add(1)
		if rc := write(tls, f.real, p+uintptr(at), int32(min(maxWrite, n-at)), off+at); rc != sqlite3.SQLITE_OK {
			return rc
		}
	}
	return sqlite3.SQLITE_OK
}

// flush writes what is gathered.
func (f *walFile) flush(tls *libc.TLS) int32 {
	if f.n == 0 {
		return sqlite3.SQLITE_OK
	}
	n := f.n
	f.n, f.commitPage = 0, -1
	return f.write(tls, f.buf, n, f.off)
}

func walWrite(tls *libc.TLS, pFile, zBuf uintptr, iAmt int32, off int64) int32 {
	f := file(pFile)
	amt := int64(iAmt)
	if amt == walHeaderSize && off == 0 {
		// A new log starts over the old one.
		if rc := f.flush(tls); rc != sqlite3.SQLITE_OK {
			return rc
		}
		f.end = 0
	}
	inRun := f.n > 0 && off >= f.off && off <= f.off+f.n && off+amt-f.off <= walBufferSize
	startsRun := f.n == 0 && off >= f.end && amt <= walBufferSize
	if !inRun && !startsRun {
		// Not new frames at the end of the log (a page rewritten in place,
		// a checksum mended), or no room: what is gathered goes first,
		// then this write, as it came.
		if rc := f.flush(tls); rc != sqlite3.SQLITE_OK {
			return rc
		}
		if off >= f.end && amt <= walBufferSize {
			startsRun = true
		} else {
			f.end = max(f.end, off+amt)
			return f.write(tls, zBuf, amt, off)
		}
	}
	if startsRun {
		if f.buf == 0 {
			if f.buf = sqlite3.Xsqlite3_malloc64(tls, walBufferSize); f.buf == 0 {
				return sqlite3.SQLITE_NOMEM
			}
		}
		f.off = off
	}
	at := off - f.off
	copy(unsafe.Slice((*byte)(cptr(f.buf+uintptr(at))), amt), unsafe.Slice((*byte)(cptr(zBuf)), amt))
	f.n = max(f.n, at+amt)
	f.end = max(f.end, off+amt)
	switch {
	case amt == frameHeaderSize && binary.BigEndian.Uint32(unsafe.Slice((*byte)(cptr(zBuf+4)), 4)) != 0:
		// The header of a commit frame names the database's size after
		// the commit (zero in any other frame); its page comes next, and
		// with it the commit is written out, whatever follows.
		f.commitPage = off + frameHeaderSize
	case off == f.commitPage:
		return f.flush(tls)
	}
	return sqlite3.SQLITE_OK
}

func walRead(tls *libc.TLS, pFile, zBuf uintptr, iAmt int32, off int64) int32 {
	f := file(pFile)
	if f.n > 0 && off < f.off+f.n && off+int64(iAmt) > f.off {
		if rc := f.flush(tls); rc != sqlite3.SQLITE_OK {
			return rc
		}
	}
	return fn[ioFn](f.unix().FxRead)(tls, f.real, zBuf, iAmt, off)
}

func walTruncate(tls *libc.TLS, pFile uintptr, size int64) int32 {
	f := file(pFile)
	if rc := f.flush(tls); rc != sqlite3.SQLITE_OK {
		return rc
	}
	f.end = min(f.end, size)
	return fn[sizeFn](f.unix().FxTruncate)(tls, f.real, size)
}

func walSync(tls *libc.TLS, pFile uintptr, flags int32) int32 {
	f := file(pFile)
	if rc := f.flush(tls); rc != sqlite3.SQLITE_OK {
		return rc
	}
	return fn[flagsFn](f.unix().FxSync)(tls, f.real, flags)
}

func walFileSize(tls *libc.TLS, pFile, pSize uintptr) int32 {
	f := file(pFile)
	if rc := f.flush(tls); rc != sqlite3.SQLITE_OK {
		return rc
	}
	return fn[outFn](f.unix().FxFileSize)(tls, f.real, pSize)
}

func walClose(tls *libc.TLS, pFile uintptr) int32 {
	f := file(pFile)
	rc := f.flush(tls)
	if f.buf != 0 {
		sqlite3.Xsqlite3_free(tls, f.buf)
		f.buf = 0
	}
	if rc2 := fn[closeFn](f.unix().FxClose)(tls, f.real); rc == sqlite3.SQLITE_OK {
		rc = rc2
	}
	return rc
}

func walFileControl(tls *libc.TLS, pFile uintptr, op int32, pArg uintptr) int32 {
	f := file(pFile)
	if rc := f.flush(tls); rc != sqlite3.SQLITE_OK {
		return rc
	}
	return fn[controlFn](f.unix().FxFileControl)(tls, f.real, op, pArg)
}

func walLock(tls *libc.TLS, pFile uintptr, lock int32) int32 {
	f := file(pFile)
	return fn[flagsFn](f.unix().FxLock)(tls, f.real, lock)
}

func walUnlock(tls *libc.TLS, pFile uintptr, lock int32) int32 {
	f := file(pFile)
	return fn[flagsFn](f.unix().FxUnlock)(tls, f.real, lock)
}

func walCheckReservedLock(tls *libc.TLS, pFile, pResOut uintptr) int32 {
	f := file(pFile)
	return fn[outFn](f.unix().FxCheckReservedLock)(tls, f.real, pResOut)
}

func walSectorSize(tls *libc.TLS, pFile uintptr) int32 {
	f := file(pFile)
	return fn[closeFn](f.unix().FxSectorSize)(tls, f.real)
}

func walDeviceCharacteristics(tls *libc.TLS, pFile uintptr) int32 {
	f := file(pFile)
	return fn[closeFn](f.unix().FxDeviceCharacteristics)(tls, f.real)
}
