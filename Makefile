# Two commands matter: `make run` and `make test`. See README.md.
SHELL := /bin/bash
BIN := bin/mission
# Every file the binary embeds (migrations, templates, data) counts, not only Go.
GO_SOURCES := $(shell find cmd internal -type f 2>/dev/null) web/embed.go go.mod go.sum
# The Lighthouse script measures the build; it is no part of it.
WEB_SOURCES := $(filter-out web/scripts/lighthouse.mjs,$(shell find web/src web/public web/scripts web/index.html web/package.json web/vite.config.* web/tsconfig*.json -type f 2>/dev/null))

.PHONY: run build deps web test test-go test-web test-e2e bench bench-compare bench-drivers fuzz fmt vet clean chromium pdftools screenshots rules calendar-fixture lighthouse

# The demo queues staff notifications too, to read in the admin's Outbox
# (no mail server is set, so nothing leaves the machine).
run: build
	$(BIN) seed-demo
	STAFF_EMAIL=$${STAFF_EMAIL:-staff@aimission.example} $(BIN) serve

build: $(BIN)

$(BIN): web/dist/index.html $(GO_SOURCES)
	go build -trimpath -o $(BIN) ./cmd/mission

deps: web/node_modules/.installed
	go mod download

web/node_modules/.installed: web/package.json web/package-lock.json
	cd web && npm ci --no-audit --no-fund
	touch $@

web: web/dist/index.html

web/dist/index.html: web/node_modules/.installed $(WEB_SOURCES) web/src/lib/routes.json
	cd web && npm run build

# Every test: Go (both engines when TEST_DATABASE_URL is set), web unit
# tests, then the browser journeys against the real binary.
test: test-go test-web test-e2e

test-go: web/dist/index.html pdftools
	go vet ./cmd/... ./internal/... ./web/
	go test -count=1 -timeout 20m ./cmd/... ./internal/... ./web/

test-web: web/node_modules/.installed
	cd web && npx tsc -b && npx eslint . && npm test

test-e2e: build chromium
	cd web && npx playwright test

# Poppler's pdftotext, pdfinfo and pdftoppm: the PDF tests read and render
# what the server makes.
pdftools:
	@command -v pdftoppm >/dev/null || { \
	  echo "installing poppler-utils for the PDF tests"; \
	  if [ "$$(id -u)" = 0 ]; then apt-get update -qq && apt-get install -y -qq poppler-utils; \
	  else sudo apt-get update -qq && sudo apt-get install -y -qq poppler-utils; fi; }

# Debian's Chromium; browser tests never download a browser of their own.
chromium:
	@command -v chromium >/dev/null || { \
	  echo "installing Debian chromium for the browser tests"; \
	  if [ "$$(id -u)" = 0 ]; then apt-get update -qq && apt-get install -y -qq chromium; \
	  else sudo apt-get update -qq && sudo apt-get install -y -qq chromium; fi; }

# Every scenario on SQLite and, when TEST_DATABASE_URL (or BENCH_DATABASE_URL)
# names a PostgreSQL server on this machine, on a fresh database there too.
BENCH_DATABASE_URL ?= $(TEST_DATABASE_URL)
bench: build
	go run ./cmd/bench $(BENCH_FLAGS)
	@if [ -n "$(BENCH_DATABASE_URL)" ]; then go run ./cmd/bench $(BENCH_FLAGS) -database-url "$(BENCH_DATABASE_URL)"; \
	else echo "bench: PostgreSQL skipped (set TEST_DATABASE_URL or BENCH_DATABASE_URL)"; fi

# The same scenarios on the server of an earlier commit and on this one,
# side by side in ROUNDS rounds on this machine, with the median of each
# round's ratio: make bench-compare BASE=<commit> ONLY=<names> ROUNDS=3
# (SQLite; add BENCH_FLAGS=-database-url=... for PostgreSQL).
BASE ?= HEAD~1
ONLY ?= leads-post,leads-post-notify,votes,quiz-submit
ROUNDS ?= 3
bench-compare: build
	rm -rf .bench-base && git worktree add --detach .bench-base $(BASE)
	cd .bench-base && go build -trimpath -o ../bin/mission-base ./cmd/mission
	git worktree remove --force .bench-base
	go run ./cmd/bench -base bin/mission-base -rounds $(ROUNDS) -only $(ONLY) $(BENCH_FLAGS)

# The SQLite drivers side by side on the site's own writes (a module of its
# own, so that the site never links the drivers it does not use; the cgo
# driver needs a C compiler).
bench-drivers:
	cd tools/sqlitedrivers && go run . $(DRIVER_FLAGS)

# The decoders alone, then every public endpoint through the whole app on
# SQLite and, when TEST_DATABASE_URL is set, PostgreSQL.
fuzz:
	for p in leads requests testimonials aifinder; do \
	  go test -run '^$$' -fuzz FuzzDecode -fuzztime 30s ./internal/$$p/ || exit 1; done
	go test -run '^$$' -fuzz FuzzParse -fuzztime 30s ./internal/money/
	go test -run '^$$' -fuzz FuzzCheckoutStatus -fuzztime 30s ./internal/purchases/
	go test -run '^$$' -fuzz FuzzSignedEvents -fuzztime 30s ./internal/purchases/
	go test -run '^$$' -fuzz FuzzPublicEndpoints -fuzztime 60s ./internal/app/
	go test -run '^$$' -fuzz FuzzPartnerEndpoints -fuzztime 60s ./internal/app/
	go test -run '^$$' -fuzz FuzzClientSignature -fuzztime 60s ./internal/app/
	go test -run '^$$' -fuzz FuzzUploads -fuzztime 60s ./internal/app/

screenshots: build chromium
	cd web && SHOTS_DIR=$(CURDIR)/screenshots npx playwright test e2e/screenshots.spec.ts

# Lighthouse's mobile preset on every public page, three runs each, medians
# into docs/performance.md. A measurement, so not part of `make test`.
lighthouse: build chromium
	cd web && CHROME_PATH=$${CHROME_PATH:-/usr/bin/chromium} node scripts/lighthouse.mjs

# The web app's copy of the server's form limits (web/src/lib/rules.json).
rules:
	UPDATE_WEB_RULES=1 go test -count=1 -run TestWebRulesMatchTheServer ./internal/app/

# The calendar feed and a year of GET /api/events, from one database, for
# the web app's ical.js test (web/src/pages/calendar/feed.fixture.json).
calendar-fixture:
	UPDATE_CALENDAR_FIXTURE=1 go test -count=1 -run TestFeedAgreesWithTheCalendarInAnIndependentParser ./internal/events/

fmt:
	gofmt -w cmd internal web/embed.go

clean:
	rm -rf bin web/dist/assets web/dist/index.html
