package leads

import (
	"encoding/csv"
	"io"
	"strconv"
	"time"

	"mission/internal/csvx"
)

var csvHeader = []string{"id", "createdAt", "name", "email", "phone", "company", "audienceType", "source", "status",
	"businessChallenge", "utmSource", "utmMedium", "utmCampaign", "utmTerm", "utmContent", "referrer", "landingPath"}

// CSVWriter writes leads as CSV that is safe to open in a spreadsheet.
type CSVWriter struct{ w *csv.Writer }

// NewCSVWriter writes the header row and returns the writer.
func NewCSVWriter(out io.Writer) (*CSVWriter, error) {
	w := csv.NewWriter(out)
	return &CSVWriter{w: w}, w.Write(csvHeader)
}

// Write adds one lead.
func (c *CSVWriter) Write(l Lead) error {
	a := l.Attribution
	row := []string{strconv.FormatInt(l.ID, 10), l.CreatedAt.Format(time.RFC3339), l.Name, l.Email, l.Phone, l.Company,
		l.AudienceType, l.Source, l.Status, l.BusinessChallenge, a.UTMSource, a.UTMMedium, a.UTMCampaign, a.UTMTerm,
		a.UTMContent, a.Referrer, a.LandingPath}
	for i := range row {
		row[i] = csvx.SafeCell(row[i])
	}
	return c.w.Write(row)
}

// Flush writes out buffered rows.
func (c *CSVWriter) Flush() error {
	c.w.Flush()
	return c.w.Error()
}
