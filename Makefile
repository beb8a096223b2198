# The console's commands. `make run` and `make test` work on a fresh clone: they install what is missing.
SHELL := /bin/bash
NPM_STAMP := node_modules/.package-lock.json

.PHONY: run dev build build-preview preview release serve check typecheck lint imports format test test-unit test-browser gen-api bench mock-api chromium clean

$(NPM_STAMP): package.json package-lock.json
	npm ci --no-audit --no-fund
	@touch $(NPM_STAMP)

## run: build the technical preview (mock API in the browser) and serve it on http://localhost:4000 (PORT to change)
run: build-preview
	node scripts/serve.mjs

## dev: rebuild on change and serve; API_HOST=https://... proxies a real API instead of mocking
dev: $(NPM_STAMP)
	node esbuild.mjs dev

## build: production build into dist/ (no mock code)
build: $(NPM_STAMP)
	node esbuild.mjs build

build-preview: $(NPM_STAMP)
	node esbuild.mjs build --mock

## preview: the technical preview into dist/, ready for any static host (README "Hosting the preview")
preview: build-preview
	@echo 'dist/ holds the preview with the files Netlify, Cloudflare Pages, Vercel and GitHub Pages read: upload it as it is.'

## release: production build and console-<version>.tar.gz (dist/ with its embed manifest, SHA256SUMS), reproducible
release: $(NPM_STAMP)
	node scripts/release.mjs

## serve: serve whatever is in dist/
serve:
	node scripts/serve.mjs

## check: types, lint and formatting, and the direction of imports
check: typecheck lint imports

typecheck: $(NPM_STAMP)
	npx tsc --noEmit -p tsconfig.json

lint: $(NPM_STAMP)
	npx biome ci .

imports: $(NPM_STAMP)
	node scripts/check-imports.mjs

format: $(NPM_STAMP)
	npx biome format --write .

## test: every check, the unit tests and the browser flows in headless Chromium
test: check test-unit test-browser

test-unit: $(NPM_STAMP)
	npx vitest run --project unit

test-browser: $(NPM_STAMP) chromium
	npx vitest run --project browser

chromium:
	@scripts/ensure-chromium.sh

## gen-api: regenerate the API client; SPEC=path/to/nexus.json to use another spec
gen-api: $(NPM_STAMP)
	node scripts/gen-api.mjs $(SPEC)

## bench: build time, first-load bytes per route, chart paint time, mock API latency, page timings in Chromium, the large data set
bench: $(NPM_STAMP) chromium
	node scripts/bench.mjs

## mock-api: the mock API as an HTTP server on http://127.0.0.1:12220 (PORT to change; MOCK_SCALE=large for the large data set)
mock-api: $(NPM_STAMP)
	node scripts/mock-api-server.mjs

clean:
	rm -rf dist .cache console-*.tar.gz
