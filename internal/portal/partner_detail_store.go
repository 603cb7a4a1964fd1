package portal

import (
	"context"

	"mission/internal/partners"
)

// PartnerDetail is what staff see of one partner.
type PartnerDetail struct {
	Partner  partners.Partner `json:"partner"`
	Projects []Project        `json:"projects"`
	Clients  []Client         `json:"clients"`
	Payments []Payment        `json:"payments"`
}

// Detail gathers what staff see of partner p: the account with its
// projects, clients and payments.
func (s *Store) Detail(ctx context.Context, p partners.Partner) (PartnerDetail, error) {
	d := PartnerDetail{Partner: p}
	var err error
	if d.Projects, err = s.Projects(ctx, p.ID, ""); err != nil {
		return d, err
	}
	if d.Clients, err = s.Clients(ctx, p.ID); err != nil {
		return d, err
	}
	d.Payments, err = s.Payments(ctx, p.ID, 0)
	return d, err
}
