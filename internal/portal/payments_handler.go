package portal

import (
	"net/http"
	"time"

	"mission/internal/auth"
	"mission/internal/csvx"
	"mission/internal/httpx"
	"mission/internal/money"
)

// paymentsCSV is Download Report: the partner's payments, safe to open in
// a spreadsheet.
func (h *Handler) paymentsCSV(w http.ResponseWriter, r *http.Request) error {
	ctx := r.Context()
	list, err := h.Store.Payments(ctx, auth.PartnerID(ctx), 0)
	if err != nil {
		return err
	}
	cw, err := csvx.Download(w, "payments-"+h.now().Format(time.DateOnly)+".csv",
		"date", "project", "description", "gross", "yourShare", "platformShare", "status")
	if err != nil {
		return err
	}
	for _, p := range list {
		if err := cw.Row(p.ReceivedAt.Format(time.DateOnly), p.Project, p.Description, money.Decimal(p.GrossCents),
			money.Decimal(p.PartnerShareCents), money.Decimal(p.PlatformShareCents), p.Status); err != nil {
			return err
		}
	}
	return cw.Flush()
}

func (h *Handler) revenue(w http.ResponseWriter, r *http.Request) error {
	ctx := r.Context()
	_, rev, err := h.Store.Stats(ctx, auth.PartnerID(ctx), h.now())
	if err != nil {
		return err
	}
	payments, err := h.Store.Payments(ctx, auth.PartnerID(ctx), 20)
	return httpx.Reply(w, map[string]any{"summary": rev, "payments": payments}, err)
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
