package files

import (
	"archive/zip"
	"bytes"
	"errors"
	"fmt"
	"image"
	_ "image/gif" // registers GIF for DecodeConfig
	_ "image/jpeg"
	_ "image/png"
	"unicode/utf8"

	_ "golang.org/x/image/webp" // registers WebP for DecodeConfig
)

// Limits of uploads.
const (
	MaxLogoBytes     = 2 << 20
	MaxDocumentBytes = 25 << 20
	// MaxSide and MaxPixels bound an image's size, read from its header
	// before anything decodes it whole.
	MaxSide   = 8000
	MaxPixels = 40_000_000
)

// Limits are the upload sizes in bytes, published to the web app
// (web/src/lib/rules.json) so its upload widget checks the same numbers
// before sending a byte.
var Limits = map[string]int{"logoMaxBytes": MaxLogoBytes, "documentMaxBytes": MaxDocumentBytes}

// Why an upload is refused.
var (
	ErrLogoType      = errors.New("Upload a PNG, JPG, WebP or SVG image.")
	ErrDocumentType  = errors.New("Upload a document (PDF, Word, Excel, PowerPoint, text), an image (PNG, JPG, GIF, WebP), a video (MP4) or an archive (ZIP, gzip).")
	ErrTooManyPixels = fmt.Errorf("The image is too large: at most %d pixels on a side.", MaxSide)
)

// imageType sniffs a raster image and reads its size from its header.
func imageType(data []byte) (string, int, int, error) {
	var ct string
	switch {
	case bytes.HasPrefix(data, []byte("\x89PNG\r\n\x1a\n")):
		ct = "image/png"
	case bytes.HasPrefix(data, []byte("\xff\xd8\xff")):
		ct = "image/jpeg"
	case len(data) > 12 && string(data[:4]) == "RIFF" && string(data[8:12]) == "WEBP":
		ct = "image/webp"
	case bytes.HasPrefix(data, []byte("GIF87a")), bytes.HasPrefix(data, []byte("GIF89a")):
		ct = "image/gif"
	default:
		return "", 0, 0, nil
	}
	cfg, _, err := image.DecodeConfig(bytes.NewReader(data))
	if err != nil {
		return "", 0, 0, fmt.Errorf("%w (the file is damaged)", ErrLogoType)
	}
	if cfg.Width <= 0 || cfg.Height <= 0 || cfg.Width > MaxSide || cfg.Height > MaxSide || cfg.Width*cfg.Height > MaxPixels {
		return "", 0, 0, ErrTooManyPixels
	}
	return ct, cfg.Width, cfg.Height, nil
}

// Logo checks an uploaded logo and returns it ready to store: a PNG, JPEG
// or WebP of bounded size, or an SVG with its scripts, event handlers and
// external references removed.
func Logo(data []byte, name string) (File, error) {
	ct, w, h, err := imageType(data)
	if err != nil {
		return File{}, err
	}
	switch ct {
	case "image/png", "image/jpeg", "image/webp":
		return File{ContentType: ct, Width: w, Height: h, Data: data, Name: Named(name, ct), Public: true}, nil
	case "":
		if clean, ok := SanitizeSVG(data); ok {
			return File{ContentType: "image/svg+xml", Data: clean, Name: Named(name, "image/svg+xml"), Public: true}, nil
		}
	}
	return File{}, ErrLogoType
}

// Document checks a deliverable file: a common document, image, video or
// archive, recognised by its bytes. Its name takes the extension of the
// type found (see Named).
func Document(data []byte, name string) (File, error) {
	f := File{Data: data, Name: name}
	ct, w, h, err := imageType(data)
	if err != nil {
		return f, err
	}
	f.Width, f.Height = w, h
	switch {
	case ct != "":
		f.ContentType = ct
	case bytes.HasPrefix(data, []byte("%PDF-")):
		f.ContentType = "application/pdf"
	case bytes.HasPrefix(data, []byte("PK\x03\x04")):
		f.ContentType = zipType(data)
	case bytes.HasPrefix(data, []byte("\x1f\x8b")):
		f.ContentType = "application/gzip"
	case len(data) > 12 && string(data[4:8]) == "ftyp":
		f.ContentType = "video/mp4"
	case isText(data):
		f.ContentType = "text/plain; charset=utf-8"
	default:
		return f, ErrDocumentType
	}
	f.Name = Named(name, f.ContentType)
	return f, nil
}

// zipType tells Office documents (zip containers) from plain archives.
func zipType(data []byte) string {
	r, err := zip.NewReader(bytes.NewReader(data), int64(len(data)))
	if err != nil {
		return "application/zip"
	}
	for _, f := range r.File {
		switch {
		case len(f.Name) > 5 && f.Name[:5] == "word/":
			return "application/vnd.openxmlformats-officedocument.wordprocessingml.document"
		case len(f.Name) > 3 && f.Name[:3] == "xl/":
			return "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
		case len(f.Name) > 4 && f.Name[:4] == "ppt/":
			return "application/vnd.openxmlformats-officedocument.presentationml.presentation"
		}
	}
	return "application/zip"
}

// isText accepts UTF-8 text without NUL or other binary control bytes.
func isText(data []byte) bool {
	if len(data) == 0 || !utf8.Valid(data) {
		return false
	}
	for _, b := range data {
		if b < 0x20 && b != '\n' && b != '\r' && b != '\t' {
			return false
		}
	}
	return true
}
