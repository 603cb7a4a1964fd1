package leads

import (
	"strconv"
	"time"
)

var csvHeader = []string{"id", "createdAt", "name", "email", "phone", "company", "audienceType", "source", "status",
	"businessChallenge", "utmSource", "utmMedium", "utmCampaign", "utmTerm", "utmContent", "referrer", "landingPath"}

// csvRow is one lead as a row of the export.
func csvRow(l Lead) []string {
	a := l.Attribution
	return []string{strconv.FormatInt(l.ID, 10), l.CreatedAt.Format(time.RFC3339), l.Name, l.Email, l.Phone, l.Company,
		l.AudienceType, l.Source, l.Status, l.BusinessChallenge, a.UTMSource, a.UTMMedium, a.UTMCampaign, a.UTMTerm,
		a.UTMContent, a.Referrer, a.LandingPath}
}
