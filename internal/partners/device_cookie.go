package partners

import (
	"crypto/hmac"
	"crypto/rand"
	"crypto/sha256"
	"encoding/base64"
	"net/http"
	"strconv"
	"strings"
	"time"
)

// deviceCookie marks a browser that has signed in to a partner account:
// the partner, a random id of the device, the day it was issued, and the
// server's signature of the three (HMAC-SHA256 with the "device-key"
// secret every instance shares from the database). It grants nothing; it
// only lets the login count that browser's failures apart from strangers',
// so that guessing from elsewhere never locks the owner out.
const deviceCookie = "mission_device"

const (
	deviceTTL      = 365 * 24 * time.Hour
	deviceIDBytes  = 16
	deviceSigBytes = 16
)

func (h *Handler) deviceMAC(partner, device, issued string) []byte {
	m := hmac.New(sha256.New, h.DeviceKey)
	for _, part := range []string{"partner-device", partner, device, issued} {
		m.Write([]byte(part))
		m.Write([]byte{0})
	}
	return m.Sum(nil)[:deviceSigBytes]
}

// rememberDevice sets (or renews) the device cookie for partner, keeping
// the browser's device id when it already has one for this partner.
func (h *Handler) rememberDevice(w http.ResponseWriter, r *http.Request, partner int64) {
	if len(h.DeviceKey) == 0 {
		return
	}
	device := h.knownDevice(r, partner)
	if device == "" {
		raw := make([]byte, deviceIDBytes)
		rand.Read(raw)
		device = base64.RawURLEncoding.EncodeToString(raw)
	}
	p, issued := strconv.FormatInt(partner, 10), strconv.FormatInt(h.now().Unix(), 10)
	sig := base64.RawURLEncoding.EncodeToString(h.deviceMAC(p, device, issued))
	http.SetCookie(w, &http.Cookie{Name: deviceCookie, Value: p + "." + device + "." + issued + "." + sig,
		Path: "/api/partner-auth", MaxAge: int(deviceTTL / time.Second), HttpOnly: true, Secure: h.Sessions.Secure,
		SameSite: http.SameSiteStrictMode})
}

// knownDevice returns the device id of the request's device cookie when it
// is this server's, for this partner and not older than deviceTTL; "" if
// not.
func (h *Handler) knownDevice(r *http.Request, partner int64) string {
	c, err := r.Cookie(deviceCookie)
	if err != nil || partner == 0 || len(h.DeviceKey) == 0 || len(c.Value) > 120 {
		return ""
	}
	parts := strings.Split(c.Value, ".")
	if len(parts) != 4 || parts[0] != strconv.FormatInt(partner, 10) || len(parts[1]) != base64.RawURLEncoding.EncodedLen(deviceIDBytes) {
		return ""
	}
	issued, err := strconv.ParseInt(parts[2], 10, 64)
	if err != nil || h.now().Sub(time.Unix(issued, 0)) > deviceTTL {
		return ""
	}
	sig, err := base64.RawURLEncoding.Strict().DecodeString(parts[3])
	if err != nil || !hmac.Equal(sig, h.deviceMAC(parts[0], parts[1], parts[2])) {
		return ""
	}
	return parts[1]
}
