#!/usr/bin/env bash
# One command for a newcomer: install what is missing (Debian packages when root, npm packages), build,
# and start the whole product with demo data. Data stays in ./data (embedded PGlite) between runs.
set -euo pipefail
cd "$(dirname "$0")/.."
export PUPPETEER_SKIP_DOWNLOAD=1
source scripts/use-node.sh

bash scripts/install-system-packages.sh
if [ ! -d node_modules ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  npm ci --no-audit --no-fund
fi
npm run build
# Demo mode: the development identity provider with the demo accounts, generated secrets kept in ./data, demo
# data. `npm start` without it refuses to start until OIDC_ISSUER and real secrets are set.
export DEMO_MODE="${DEMO_MODE:-true}"
exec node scripts/start.mjs
