package partners

import (
	"net/http"

	"mission/internal/auth"
	"mission/internal/files"
	"mission/internal/httpx"
)

func (h *Handler) uploadDeliverableFile(w http.ResponseWriter, r *http.Request) error {
	id, err := httpx.PathID(r, "Deliverable not found.")
	if err != nil {
		return err
	}
	data, name, err := files.ReadUpload(w, r, files.MaxDocumentBytes)
	if err != nil {
		return err
	}
	f, err := files.Document(data, name)
	if err != nil {
		return files.UploadError(err)
	}
	ctx := r.Context()
	// Another partner's deliverable stores nothing.
	if err := h.Portal.ownsDeliverable(ctx, auth.PartnerID(ctx), id); err != nil {
		return httpx.StoreError(err, "Deliverable not found.")
	}
	named := f.Name // the store keeps the name of the first upload of these bytes
	if f, err = h.Files.Put(ctx, f); err != nil {
		return err
	}
	f.Name = named
	d, err := h.Portal.AttachFile(ctx, auth.PartnerID(ctx), id, f, h.now())
	if err != nil {
		return storeError(err, "Deliverable not found.")
	}
	httpx.WriteJSON(w, http.StatusOK, d)
	return nil
}

func (h *Handler) sendDeliverableFile(w http.ResponseWriter, r *http.Request, partner int64, client *Access) error {
	id, err := httpx.PathID(r, "Deliverable not found.")
	if err != nil {
		return err
	}
	key, name, err := h.Portal.deliverableFile(r.Context(), id, partner, client)
	if err != nil {
		return storeError(err, "Deliverable not found.")
	}
	f, err := h.Files.Get(r.Context(), key)
	if err != nil {
		return storeError(err, "Deliverable not found.")
	}
	if name != "" {
		f.Name = name
	}
	files.WriteFile(w, r, f, true)
	return nil
}

func (h *Handler) partnerDeliverableFile(w http.ResponseWriter, r *http.Request) error {
	return h.sendDeliverableFile(w, r, auth.PartnerID(r.Context()), nil)
}

func (h *Handler) clientDeliverableFile(w http.ResponseWriter, r *http.Request) error {
	a := access(r)
	return h.sendDeliverableFile(w, r, 0, &a)
}
