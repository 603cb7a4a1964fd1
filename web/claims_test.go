package web_test

import (
	"encoding/json"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"mission/internal/config"
	"mission/internal/progress"
	"mission/web"
)

// claimPatterns are the facts the site states that must come from a setting
// (config.Claims): a guarantee or refund window written as a number, or a
// member count. Each names the setting that says it instead. The one file
// that words them, src/lib/siteConfig.ts, is the exception.
var claimPatterns = map[string]*regexp.Regexp{
	"the guarantee's days (claims().guarantee, GUARANTEE_DAYS)":  regexp.MustCompile(`(?i)\b\d+[- ]day (money-back|refund)`),
	"the refund window (claims().guaranteeDays, GUARANTEE_DAYS)": regexp.MustCompile(`(?i)\bwithin \d+ days\b|\bafter \d+ days\b`),
	"the community's size (claims().members, COMMUNITY_MEMBERS)": regexp.MustCompile(`(?i)\b\d[\d,]*\+ (members|builders)\b`),
}

// No page states a claim in its own words: every source file of the web app
// and the route table (page descriptions, FAQ answers) takes the guarantee's
// days and the member count from the settings, so two pages cannot disagree.
func TestClaimsComeFromTheSettings(t *testing.T) {
	err := filepath.WalkDir("src", func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		ext := filepath.Ext(path)
		if (ext != ".ts" && ext != ".tsx" && ext != ".json") || strings.Contains(path, ".test.") || strings.Contains(path, "fixture") ||
			path == filepath.Join("src", "lib", "siteConfig.ts") {
			return nil
		}
		b, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		for what, re := range claimPatterns {
			for _, m := range re.FindAllString(string(b), -1) {
				t.Errorf("%s writes %q: use %s", path, m, what)
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}

// Every placeholder of the route table names a setting the server sends,
// and none sits where the build draws text into a share image (titles and
// crumbs), which the server cannot fill.
func TestRouteTablePlaceholdersNameSettings(t *testing.T) {
	c, err := config.LoadFrom(nil)
	if err != nil {
		t.Fatal(err)
	}
	b, _ := json.Marshal(c.Site)
	var site map[string]any
	json.Unmarshal(b, &site)
	var table struct {
		Routes []map[string]any `json:"routes"`
	}
	if err := json.Unmarshal(web.RoutesJSON, &table); err != nil {
		t.Fatal(err)
	}
	placeholder := regexp.MustCompile(`__site\.([A-Za-z0-9.]+)__`)
	found := 0
	for _, r := range table.Routes {
		for _, key := range []string{"title", "ogTitle", "crumb"} {
			if s, _ := r[key].(string); placeholder.MatchString(s) {
				t.Errorf("%s: the %s %q carries a setting, but share images are drawn at build time", r["path"], key, s)
			}
		}
		raw, _ := json.Marshal(r)
		for _, m := range placeholder.FindAllStringSubmatch(string(raw), -1) {
			found++
			var v any = site
			for _, k := range strings.Split(m[1], ".") {
				obj, _ := v.(map[string]any)
				v = obj[k]
			}
			switch v.(type) {
			case string, float64:
			default:
				t.Errorf("%s: %s names no setting", r["path"], m[0])
			}
		}
	}
	if found == 0 {
		t.Error("the route table states no claim from the settings; the guarantee should be there")
	}
}

// The web app's copy of the mission's goal and deadline is the server's.
func TestMissionGoalMatchesTheServer(t *testing.T) {
	b, err := os.ReadFile(filepath.Join("src", "lib", "mission.ts"))
	if err != nil {
		t.Fatal(err)
	}
	src := string(b)
	for _, want := range []string{
		fmt.Sprintf("export const MISSION_GOAL = %d\n", progress.Goal),
		fmt.Sprintf("export const MISSION_DEADLINE = '%s'\n", progress.Deadline),
	} {
		if !strings.Contains(src, want) {
			t.Errorf("src/lib/mission.ts lacks %q", want)
		}
	}
}
