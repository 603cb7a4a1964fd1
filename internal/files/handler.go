package files

import (
	"errors"
	"fmt"
	"io"
	"mime"
	"net/http"
	"strconv"
	"strings"
	"sync"

	"mission/internal/db"
	"mission/internal/httpx"
	"mission/internal/ratelimit"
)

// Handler serves logo uploads and public files.
type Handler struct {
	Store      Store
	Limit      ratelimit.Limiter // uploads per client network
	TrustProxy httpx.TrustedProxies

	// public keeps recently served public files: a file never changes
	// under its key, so nothing ever needs invalidating.
	mu     sync.Mutex
	public map[string]File
	bytes  int
}

// maxCachedBytes bounds the memory the public-file cache takes.
const maxCachedBytes = 64 << 20

func (h *Handler) cached(key string) (File, bool) {
	h.mu.Lock()
	defer h.mu.Unlock()
	f, ok := h.public[key]
	return f, ok
}

func (h *Handler) remember(f File) {
	h.mu.Lock()
	defer h.mu.Unlock()
	if h.public == nil || h.bytes+len(f.Data) > maxCachedBytes {
		h.public, h.bytes = map[string]File{}, 0
	}
	if len(f.Data) <= maxCachedBytes/8 {
		h.public[f.Key] = f
		h.bytes += len(f.Data)
	}
}

// Register adds the routes: uploading a logo (anyone, throttled), an image
// (staff, for the showcase), and reading public files.
func (h *Handler) Register(public, staff *httpx.Group) {
	public.Func("POST /api/uploads/logo", h.uploadLogo)
	staff.Func("POST /api/admin/uploads/image", h.uploadLogo)
	public.Func("GET /files/{key}", h.serve)
}

// URL is where a public file is served.
func URL(key string) string { return "/files/" + key }

// Uploaded is the answer to an upload.
type Uploaded struct {
	File
	URL string `json:"url"`
}

func (h *Handler) uploadLogo(w http.ResponseWriter, r *http.Request) error {
	data, name, err := ReadUpload(w, r, MaxLogoBytes)
	if err != nil {
		return err
	}
	if err := httpx.Throttle(h.Limit, r, h.TrustProxy, "Too many uploads from your network. Please try again later."); err != nil {
		return err
	}
	f, err := Logo(data, name)
	if err != nil {
		return UploadError(err)
	}
	if f, err = h.Store.Put(r.Context(), f); err != nil {
		return err
	}
	httpx.WriteJSON(w, http.StatusCreated, Uploaded{File: f, URL: URL(f.Key)})
	return nil
}

// UploadError answers a refused file: 415 for a type, 400 for an image's
// size in pixels.
func UploadError(err error) error {
	switch {
	case errors.Is(err, ErrTooManyPixels):
		return &httpx.Error{Status: http.StatusBadRequest, Message: err.Error(), Fields: map[string]string{"file": err.Error()}}
	case errors.Is(err, ErrLogoType), errors.Is(err, ErrDocumentType):
		return &httpx.Error{Status: http.StatusUnsupportedMediaType, Message: err.Error(), Fields: map[string]string{"file": err.Error()}}
	}
	return err
}

// ReadUpload reads the one part named "file" of a multipart/form-data
// body, refusing more than max bytes of it with 413. It returns the bytes
// and the file's name (for downloads; never trusted for the type), which
// follows the text rules of every field: one that breaks them is a 400.
func ReadUpload(w http.ResponseWriter, r *http.Request, max int64) ([]byte, string, error) {
	mt, _, err := mime.ParseMediaType(r.Header.Get("Content-Type"))
	if err != nil || mt != "multipart/form-data" {
		return nil, "", &httpx.Error{Status: http.StatusUnsupportedMediaType, Message: "Send the file as multipart/form-data in a field named file."}
	}
	r.Body = http.MaxBytesReader(w, r.Body, max+64<<10)
	mr, err := r.MultipartReader()
	if err != nil {
		return nil, "", &httpx.Error{Status: http.StatusBadRequest, Message: "The upload is not valid multipart data."}
	}
	tooBig := &httpx.Error{Status: http.StatusRequestEntityTooLarge, Message: fmt.Sprintf("The file is larger than %s.", human(max)),
		Fields: map[string]string{"file": fmt.Sprintf("Choose a file of at most %s.", human(max))}}
	for {
		part, err := mr.NextPart()
		if err == io.EOF {
			return nil, "", httpx.Invalid(map[string]string{"file": "Choose a file to upload."})
		}
		var mbe *http.MaxBytesError
		if errors.As(err, &mbe) {
			return nil, "", tooBig
		}
		if err != nil {
			return nil, "", &httpx.Error{Status: http.StatusBadRequest, Message: "The upload is not valid multipart data."}
		}
		if part.FormName() != "file" {
			part.Close()
			continue
		}
		data, err := io.ReadAll(io.LimitReader(part, max+1))
		if errors.As(err, &mbe) || int64(len(data)) > max {
			return nil, "", tooBig
		}
		if err != nil {
			return nil, "", &httpx.Error{Status: http.StatusBadRequest, Message: "The upload was cut off."}
		}
		if len(data) == 0 {
			return nil, "", httpx.Invalid(map[string]string{"file": "The file is empty."})
		}
		name, msg := uploadName(part.FileName())
		if msg != "" {
			return nil, "", httpx.Invalid(map[string]string{"file": msg})
		}
		return data, name, nil
	}
}

func human(n int64) string {
	return strconv.FormatInt(n>>20, 10) + " MB"
}

// serve answers a public file (a logo) with its type, forbidding browsers
// to guess another or to run anything in it, and caching it for good: its
// address is its content's hash.
func (h *Handler) serve(w http.ResponseWriter, r *http.Request) error {
	key := r.PathValue("key")
	if f, ok := h.cached(key); ok {
		WriteFile(w, r, f, false)
		return nil
	}
	f, err := h.Store.Get(r.Context(), key)
	if errors.Is(err, db.ErrNotFound) || (err == nil && !f.Public) {
		return httpx.NotFound("No such file.")
	}
	if err != nil {
		return err
	}
	h.remember(f)
	WriteFile(w, r, f, false)
	return nil
}

// WriteFile sends a stored file. attachment makes browsers download it
// rather than show it.
func WriteFile(w http.ResponseWriter, r *http.Request, f File, attachment bool) {
	hd := w.Header()
	hd.Set("Content-Type", f.ContentType)
	hd.Set("X-Content-Type-Options", "nosniff")
	hd.Set("Content-Security-Policy", "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox")
	hd.Set("Content-Length", strconv.FormatInt(f.Size, 10))
	etag := `"` + f.Key[:32] + `"`
	hd.Set("ETag", etag)
	if attachment {
		hd.Set("Cache-Control", "private, no-store")
		hd.Set("Content-Disposition", mime.FormatMediaType("attachment", map[string]string{"filename": Named(f.Name, f.ContentType)}))
	} else {
		hd.Set("Cache-Control", "public, max-age=31536000, immutable")
		if strings.Contains(r.Header.Get("If-None-Match"), etag) {
			w.WriteHeader(http.StatusNotModified)
			return
		}
	}
	w.WriteHeader(http.StatusOK)
	if r.Method != http.MethodHead {
		w.Write(f.Data)
	}
}
