package main

import (
	"bytes"
	"context"
	"encoding/binary"
	"encoding/json"
	"fmt"
	"hash/crc32"
	"image"
	"image/color"
	"image/png"
	"io"
	"math"
	"mime/multipart"
	"net/http"
)

// benchPNG is a real PNG of about size bytes whose pixels differ by seed,
// so that each upload is a new file (stored once by its hash).
func benchPNG(seed int, size int) []byte {
	// Random pixels do not compress: about 4 bytes a pixel.
	side := int(math.Sqrt(float64(size) / 4.3))
	img := image.NewNRGBA(image.Rect(0, 0, side, side))
	x := uint32(seed*2654435761 + 1)
	for i := range img.Pix {
		x ^= x << 13
		x ^= x >> 17
		x ^= x << 5
		img.Pix[i] = byte(x)
	}
	img.Set(0, 0, color.NRGBA{byte(seed), byte(seed >> 8), byte(seed >> 16), 255})
	var b bytes.Buffer
	png.Encode(&b, img)
	data := b.Bytes()
	// Pad with a private ancillary chunk up to the size asked for.
	if pad := size - len(data) - 12; pad > 0 {
		end := len(data) - 12 // before IEND
		chunk := make([]byte, 8+pad)
		binary.BigEndian.PutUint32(chunk, uint32(pad))
		copy(chunk[4:], "prVt")
		crc := crc32.ChecksumIEEE(chunk[4:])
		chunk = binary.BigEndian.AppendUint32(chunk, crc)
		data = append(append(append([]byte{}, data[:end]...), chunk...), data[end:]...)
	}
	return data
}

func multipartBody(name string, data []byte) ([]byte, string) {
	var b bytes.Buffer
	mw := multipart.NewWriter(&b)
	w, _ := mw.CreateFormFile("file", name)
	w.Write(data)
	mw.Close()
	return b.Bytes(), mw.FormDataContentType()
}

// logoUpload uploads a new 500 KB PNG logo per request, at 8 clients.
func logoUpload() Scenario {
	return Scenario{
		Name:     "logo-upload",
		About:    "POST /api/uploads/logo, a new 500 KB PNG each time (sniffed, size read, stored by hash)",
		ChildEnv: []string{"UPLOAD_RATE_LIMIT=1000000"},
		Clients:  8,
		Request: func(env *Env, c, i int) (*http.Request, error) {
			body, ct := multipartBody("logo.png", benchPNG(c*1_000_000+i, 500<<10))
			req, err := http.NewRequest(http.MethodPost, env.URL("/api/uploads/logo"), bytes.NewReader(body))
			if err != nil {
				return nil, err
			}
			req.Header.Set("Content-Type", ct)
			req.Header.Set("X-Forwarded-For", ForwardedFor(c))
			return req, nil
		},
	}
}

// logoGet serves one stored logo of a typical size.
func logoGet() Scenario {
	var url string
	return Scenario{
		Name:     "logo-get",
		About:    "GET /files/{key}, a stored 40 KB PNG logo",
		ChildEnv: []string{"UPLOAD_RATE_LIMIT=1000000"},
		Target:   &Target{MinRPS: 5000},
		Setup: func(ctx context.Context, env *Env) error {
			body, ct := multipartBody("logo.png", benchPNG(7, 40<<10))
			req, err := http.NewRequestWithContext(ctx, http.MethodPost, env.URL("/api/uploads/logo"), bytes.NewReader(body))
			if err != nil {
				return err
			}
			req.Header.Set("Content-Type", ct)
			res, err := env.HTTP.Do(req)
			if err != nil {
				return err
			}
			defer res.Body.Close()
			var up struct{ URL string }
			raw, _ := io.ReadAll(res.Body)
			if res.StatusCode != http.StatusCreated || json.Unmarshal(raw, &up) != nil {
				return fmt.Errorf("upload: %d %s", res.StatusCode, raw)
			}
			url = up.URL
			return nil
		},
		Request: func(env *Env, c, i int) (*http.Request, error) {
			return http.NewRequest(http.MethodGet, env.URL(url), nil)
		},
	}
}
