// Package document makes the PDFs partners and their clients download, in
// the partner's branding: their logo, colour, company name and support
// address on every page. Text is real text (DejaVu Sans, embedded, so any
// script a name is written in prints), amounts align right, and a table
// that runs past a page goes on with its header repeated.
package document

import (
	"bytes"
	_ "embed"
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/go-pdf/fpdf"
)

//go:embed fonts/DejaVuSans.ttf
var regular []byte

//go:embed fonts/DejaVuSans-Bold.ttf
var bold []byte

// Brand is whose document it is.
type Brand struct {
	Company      string
	SupportEmail string
	Phone        string
	// Color is the partner's primary colour, "#3B82F6"; a malformed one is
	// the default blue.
	Color string
	// Logo is the logo's bytes when it is a PNG, JPEG or GIF (others are
	// left out: the company's name is always written); LogoType "PNG",
	// "JPG" or "GIF".
	Logo     []byte
	LogoType string
}

// Column is one column of a table: its heading, its share of the width,
// and whether its cells align right (amounts).
type Column struct {
	Heading string
	Width   float64 // a share: the widths of a table's columns are scaled to the page
	Right   bool
}

// Doc is a document being written.
type Doc struct {
	pdf     *fpdf.Fpdf
	brand   Brand
	r, g, b int
}

// Page geometry, in millimetres (A4).
const (
	margin   = 18.0
	lineH    = 5.2
	pageW    = 210.0
	contentW = pageW - 2*margin
)

// New starts a document of kind ("Quote") numbered number, for brand.
func New(brand Brand, kind, number string, made time.Time) *Doc {
	pdf := fpdf.New("P", "mm", "A4", "")
	pdf.AddUTF8FontFromBytes("sans", "", regular)
	pdf.AddUTF8FontFromBytes("sans", "B", bold)
	pdf.SetMargins(margin, margin, margin)
	pdf.SetAutoPageBreak(true, margin+8)
	pdf.SetTitle(kind+" "+number, true)
	pdf.SetAuthor(brand.Company, true)
	pdf.SetCreator("AI Mission", true)
	pdf.SetCreationDate(made)
	pdf.AliasNbPages("{nb}")
	d := &Doc{pdf: pdf, brand: brand}
	d.r, d.g, d.b = rgb(brand.Color)
	pdf.SetFooterFunc(func() {
		pdf.SetY(-margin)
		d.font("", 8)
		pdf.SetTextColor(100, 116, 139)
		contact := JoinNonBlank("  ·  ", brand.Company, brand.SupportEmail, brand.Phone)
		pdf.CellFormat(contentW*0.75, 4, contact, "", 0, "L", false, 0, "")
		pdf.CellFormat(contentW*0.25, 4, fmt.Sprintf("%s %s · page %d of {nb}", kind, number, pdf.PageNo()), "", 0, "R", false, 0, "")
	})
	pdf.AddPage()
	d.header(kind, number)
	return d
}

func (d *Doc) font(style string, size float64) { d.pdf.SetFont("sans", style, size) }

// header writes the brand's band: the logo or the company's name, and the
// document's kind and number.
func (d *Doc) header(kind, number string) {
	pdf := d.pdf
	pdf.SetFillColor(d.r, d.g, d.b)
	pdf.Rect(0, 0, pageW, 4, "F")
	top := margin
	logoShown := false
	if len(d.brand.Logo) > 0 {
		opts := fpdf.ImageOptions{ImageType: d.brand.LogoType, ReadDpi: false}
		pdf.RegisterImageOptionsReader("logo", opts, bytes.NewReader(d.brand.Logo))
		if pdf.Err() {
			pdf.ClearError() // an image fpdf cannot read: the name alone
		} else {
			pdf.ImageOptions("logo", margin, top, 0, 14, false, opts, 0, "")
			logoShown = !pdf.Err()
			pdf.ClearError()
		}
	}
	d.font("B", 16)
	pdf.SetTextColor(15, 23, 42)
	pdf.SetXY(margin, top)
	if logoShown {
		pdf.SetXY(margin, top+16)
		d.font("B", 11)
	}
	pdf.CellFormat(contentW*0.6, 8, d.brand.Company, "", 0, "L", false, 0, "")
	pdf.SetXY(margin+contentW*0.6, top)
	d.font("B", 20)
	pdf.SetTextColor(d.r, d.g, d.b)
	pdf.CellFormat(contentW*0.4, 9, strings.ToUpper(kind), "", 2, "R", false, 0, "")
	d.font("", 10)
	pdf.SetTextColor(71, 85, 105)
	pdf.CellFormat(contentW*0.4, 6, number, "", 0, "R", false, 0, "")
	pdf.SetY(top + 26)
	pdf.SetTextColor(15, 23, 42)
}

// Facts writes label and value pairs in two columns (who it is for on the
// left, dates and references on the right).
func (d *Doc) Facts(left, right [][2]string) {
	pdf := d.pdf
	y := pdf.GetY()
	write := func(x float64, facts [][2]string) float64 {
		pdf.SetXY(x, y)
		for _, f := range facts {
			d.font("", 8)
			pdf.SetTextColor(100, 116, 139)
			pdf.SetX(x)
			pdf.CellFormat(contentW/2, 4.5, strings.ToUpper(f[0]), "", 2, "L", false, 0, "")
			d.font("", 10)
			pdf.SetTextColor(15, 23, 42)
			pdf.SetX(x)
			pdf.MultiCell(contentW/2-4, lineH, f[1], "", "L", false)
			pdf.SetY(pdf.GetY() + 1.5)
		}
		return pdf.GetY()
	}
	end := max(write(margin, left), write(margin+contentW/2, right))
	pdf.SetY(end + 4)
}

// Table writes rows under columns; a row that does not fit on the page
// starts the next one, with the header again.
func (d *Doc) Table(cols []Column, rows [][]string) {
	pdf := d.pdf
	var total float64
	for _, c := range cols {
		total += c.Width
	}
	widths := make([]float64, len(cols))
	for i, c := range cols {
		widths[i] = contentW * c.Width / total
	}
	header := func() {
		pdf.SetFillColor(241, 245, 249)
		pdf.SetTextColor(51, 65, 85)
		d.font("B", 8.5)
		for i, c := range cols {
			pdf.CellFormat(widths[i], 7, strings.ToUpper(c.Heading), "", 0, align(c), true, 0, "")
		}
		pdf.Ln(-1)
		pdf.SetTextColor(15, 23, 42)
		d.font("", 9.5)
	}
	header()
	_, pageH := pdf.GetPageSize()
	for _, row := range rows {
		lines := 1
		cells := make([][]string, len(cols))
		for i := range cols {
			cells[i] = pdf.SplitText(cellText(row, i), widths[i]-2)
			lines = max(lines, len(cells[i]))
		}
		h := float64(lines)*4.6 + 2.6
		if pdf.GetY()+h > pageH-margin-10 {
			pdf.AddPage()
			pdf.SetY(margin + 4)
			header()
		}
		y := pdf.GetY()
		x := margin
		for i, c := range cols {
			pdf.SetXY(x, y+1.3)
			for _, line := range cells[i] {
				pdf.SetX(x)
				pdf.CellFormat(widths[i], 4.6, line, "", 2, align(c), false, 0, "")
			}
			x += widths[i]
		}
		pdf.SetDrawColor(226, 232, 240)
		pdf.Line(margin, y+h, margin+contentW, y+h)
		pdf.SetY(y + h)
	}
	pdf.Ln(2)
}

func cellText(row []string, i int) string {
	if i < len(row) {
		return row[i]
	}
	return ""
}

func align(c Column) string {
	if c.Right {
		return "R"
	}
	return "L"
}

// Totals writes label and amount lines at the right, the last one (the
// total) strong in the brand's colour.
func (d *Doc) Totals(lines [][2]string) {
	pdf := d.pdf
	_, pageH := pdf.GetPageSize()
	if pdf.GetY()+float64(len(lines))*7 > pageH-margin-10 {
		pdf.AddPage()
		pdf.SetY(margin + 4)
	}
	for i, l := range lines {
		last := i == len(lines)-1
		pdf.SetX(margin + contentW*0.5)
		if last {
			pdf.SetDrawColor(d.r, d.g, d.b)
			pdf.Line(margin+contentW*0.5, pdf.GetY()+0.5, margin+contentW, pdf.GetY()+0.5)
			pdf.SetY(pdf.GetY() + 1.5)
			pdf.SetX(margin + contentW*0.5)
			d.font("B", 12)
			pdf.SetTextColor(d.r, d.g, d.b)
		} else {
			d.font("", 10)
			pdf.SetTextColor(51, 65, 85)
		}
		pdf.CellFormat(contentW*0.25, 6.5, l[0], "", 0, "L", false, 0, "")
		pdf.CellFormat(contentW*0.25, 6.5, l[1], "", 1, "R", false, 0, "")
	}
	pdf.SetTextColor(15, 23, 42)
	pdf.Ln(4)
}

// Section writes a heading and its text (terms, notes), as text.
func (d *Doc) Section(heading, text string) {
	if strings.TrimSpace(text) == "" {
		return
	}
	pdf := d.pdf
	d.font("B", 10)
	pdf.SetTextColor(15, 23, 42)
	pdf.CellFormat(contentW, 6, heading, "", 1, "L", false, 0, "")
	d.font("", 9.5)
	pdf.SetTextColor(51, 65, 85)
	pdf.MultiCell(contentW, 4.8, text, "", "L", false)
	pdf.Ln(3)
}

// Bytes finishes the document.
func (d *Doc) Bytes() ([]byte, error) {
	var buf bytes.Buffer
	if err := d.pdf.Output(&buf); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}

// rgb reads "#RRGGBB"; anything else is the site's blue.
func rgb(hex string) (int, int, int) {
	if len(hex) == 7 && hex[0] == '#' {
		if v, err := strconv.ParseUint(hex[1:], 16, 32); err == nil {
			return int(v >> 16 & 0xff), int(v >> 8 & 0xff), int(v & 0xff)
		}
	}
	return 59, 130, 246
}

// JoinNonBlank joins with sep the values that are more than white space,
// as they are.
func JoinNonBlank(sep string, vals ...string) string {
	var out []string
	for _, v := range vals {
		if strings.TrimSpace(v) != "" {
			out = append(out, v)
		}
	}
	return strings.Join(out, sep)
}

// NewPage starts a page (the header band comes with the footer's).
func (d *Doc) NewPage() {
	d.pdf.AddPage()
	d.pdf.SetY(margin + 4)
}

// Markdown writes the text of an agreement: "#" headings, "-" or "*" list
// items, and paragraphs (blank lines between); other Markdown prints as
// it is written, so nothing of the text is lost.
func (d *Doc) Markdown(text string) {
	pdf := d.pdf
	pdf.SetTextColor(15, 23, 42)
	var para []string
	flush := func() {
		if len(para) == 0 {
			return
		}
		d.font("", 10)
		pdf.MultiCell(contentW, 5, strings.Join(para, " "), "", "L", false)
		pdf.Ln(2)
		para = nil
	}
	for _, line := range strings.Split(strings.ReplaceAll(text, "\r\n", "\n"), "\n") {
		trimmed := strings.TrimSpace(line)
		switch {
		case trimmed == "":
			flush()
		case strings.HasPrefix(trimmed, "#"):
			flush()
			level := len(trimmed) - len(strings.TrimLeft(trimmed, "#"))
			d.font("B", max(10, 15-2*float64(level-1)))
			pdf.Ln(1)
			pdf.MultiCell(contentW, 6.5, strings.TrimSpace(strings.TrimLeft(trimmed, "#")), "", "L", false)
			pdf.Ln(1)
		case strings.HasPrefix(trimmed, "- "), strings.HasPrefix(trimmed, "* "):
			flush()
			d.font("", 10)
			pdf.SetX(margin + 4)
			pdf.CellFormat(4, 5, "•", "", 0, "L", false, 0, "")
			pdf.MultiCell(contentW-8, 5, strings.TrimSpace(trimmed[2:]), "", "L", false)
			pdf.Ln(0.5)
		default:
			para = append(para, trimmed)
		}
	}
	flush()
}
