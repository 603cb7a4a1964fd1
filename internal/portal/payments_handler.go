package portal

import (
	"encoding/csv"
	"net/http"
	"strconv"

	"mission/internal/auth"
	"mission/internal/csvx"
	"mission/internal/httpx"
)

func cents(c int64) string {
	sign := ""
	if c < 0 {
		sign, c = "-", -c
	}
	frac := strconv.FormatInt(c%100, 10)
	if len(frac) < 2 {
		frac = "0" + frac
	}
	return sign + strconv.FormatInt(c/100, 10) + "." + frac
}

// paymentsCSV is Download Report: the partner's payments, safe to open in
// a spreadsheet.
func (h *Handler) paymentsCSV(w http.ResponseWriter, r *http.Request) error {
	ctx := r.Context()
	list, err := h.Store.Payments(ctx, auth.PartnerID(ctx), 0)
	if err != nil {
		return err
	}
	w.Header().Set("Content-Type", "text/csv; charset=utf-8")
	w.Header().Set("Content-Disposition", `attachment; filename="payments-`+h.now().Format("2006-01-02")+`.csv"`)
	w.Header().Set("Cache-Control", "no-store")
	cw := csv.NewWriter(w)
	cw.Write([]string{"date", "project", "description", "gross", "yourShare", "platformShare", "status"})
	for _, p := range list {
		cw.Write(csvx.SafeRow(p.ReceivedAt.Format("2006-01-02"), p.Project, p.Description, cents(p.GrossCents),
			cents(p.PartnerShareCents), cents(p.PlatformShareCents), p.Status))
	}
	cw.Flush()
	return cw.Error()
}

func (h *Handler) revenue(w http.ResponseWriter, r *http.Request) error {
	ctx := r.Context()
	_, rev, err := h.Store.Stats(ctx, auth.PartnerID(ctx), h.now())
	if err != nil {
		return err
	}
	payments, err := h.Store.Payments(ctx, auth.PartnerID(ctx), 20)
	if err != nil {
		return err
	}
	httpx.WriteJSON(w, http.StatusOK, map[string]any{"summary": rev, "payments": payments})
	return nil
}

func (h *Handler) staffRecordPayment(w http.ResponseWriter, r *http.Request) error {
	id, err := httpx.PathID(r, "Partner not found.")
	if err != nil {
		return err
	}
	in, err := httpx.Decode[PaymentInput](w, r)
	if err != nil {
		return err
	}
	p, err := h.Store.RecordPayment(r.Context(), id, in, h.now())
	if err != nil {
		return StoreError(err, "Partner not found.")
	}
	httpx.WriteJSON(w, http.StatusCreated, p)
	return nil
}

func (h *Handler) staffSetPayment(w http.ResponseWriter, r *http.Request) error {
	id, err := httpx.PathID(r, "Partner not found.")
	if err != nil {
		return err
	}
	payment, err := httpx.PathIDNamed(r, "payment", "Payment not found.")
	if err != nil {
		return err
	}
	status, err := httpx.DecodeStatus(w, r, PaymentStatuses, "Choose paid or pending.")
	if err != nil {
		return err
	}
	p, err := h.Store.SetPaymentStatus(r.Context(), id, payment, status, h.now())
	if err != nil {
		return StoreError(err, "Payment not found.")
	}
	httpx.WriteJSON(w, http.StatusOK, p)
	return nil
}
