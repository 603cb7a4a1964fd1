package portal

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
	if err := h.Store.ownsDeliverable(ctx, auth.PartnerID(ctx), id); err != nil {
		return httpx.StoreError(err, "Deliverable not found.")
	}
	named := f.Name // the store keeps the name of the first upload of these bytes
	if f, err = h.Files.Put(ctx, f); err != nil {
		return err
	}
	f.Name = named
	d, err := h.Store.AttachFile(ctx, auth.PartnerID(ctx), id, f, h.now())
	if err != nil {
		return StoreError(err, "Deliverable not found.")
	}
	httpx.WriteJSON(w, http.StatusOK, d)
	return nil
}

// SendFile answers the file of the deliverable in the path to one that
// may have it, under the deliverable's file name; 404 otherwise.
func SendFile(w http.ResponseWriter, r *http.Request, s *Store, fs files.Store, may func(DeliverableFile) bool) error {
	id, err := httpx.PathID(r, "Deliverable not found.")
	if err != nil {
		return err
	}
	d, err := s.File(r.Context(), id, may)
	if err != nil {
		return StoreError(err, "Deliverable not found.")
	}
	f, err := fs.Get(r.Context(), d.Key)
	if err != nil {
		return StoreError(err, "Deliverable not found.")
	}
	if d.Name != "" {
		f.Name = d.Name
	}
	files.WriteFile(w, r, f, true)
	return nil
}

func (h *Handler) partnerDeliverableFile(w http.ResponseWriter, r *http.Request) error {
	partner := auth.PartnerID(r.Context())
	return SendFile(w, r, h.Store, h.Files, func(f DeliverableFile) bool { return f.PartnerID == partner })
}
