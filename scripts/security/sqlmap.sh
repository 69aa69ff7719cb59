#!/usr/bin/env bash
# Runs Debian's sqlmap against every public parameter and JSON field of a running server
# (the production build on a fresh seeded database) and prints what it found.
# Usage: bash scripts/security/sqlmap.sh   (needs `npm run build` first; installs sqlmap if missing)
set -euo pipefail
cd "$(dirname "$0")/../.."
command -v sqlmap >/dev/null || { apt-get update >/dev/null && DEBIAN_FRONTEND=noninteractive apt-get install -y sqlmap >/dev/null; }

PORT=${PORT:-3311}
DATA=$(mktemp -d)
OUT=test-results/sqlmap
mkdir -p "$OUT"
PORT=$PORT HOST=127.0.0.1 DATA_DIR=$DATA LOG_LEVEL=error FORM_RATE_LIMIT_PER_MINUTE=100000000 \
  ADMIN_NUMBER=9876500099 ADMIN_PASSWORD=sqlmap-admin-password \
  node build/server.mjs >"$OUT/server.log" 2>&1 &
SERVER=$!
trap 'kill $SERVER 2>/dev/null || true; rm -rf "$DATA"' EXIT
for _ in $(seq 1 240); do curl -sf "http://127.0.0.1:$PORT/readyz" >/dev/null && break; sleep 0.5; done

BASE="http://127.0.0.1:$PORT"
COMMON=(--batch --level=3 --risk=2 --threads=2 --disable-coloring --output-dir="$OUT" --flush-session --answers="follow=N")
run() {
  echo "== sqlmap $*"
  sqlmap "${COMMON[@]}" "$@" 2>&1 | grep -E "is vulnerable|injectable|all tested parameters|not injectable|CRITICAL|heuristic" || true
}
run -u "$BASE/api/projects?category=1" -p category
run -u "$BASE/api/projects/1*"
run -u "$BASE/about/portfolio/1*"
run -u "$BASE/careers/job?technology=Go" -p technology
run -u "$BASE/api/contact/contact" --method=POST -H "Content-Type: application/json" \
  --data='{"name":"a","email":"a@example.com","number":"9876543210","message":"hello"}'
run -u "$BASE/api/hiring/hiring" --method=POST -H "Content-Type: application/json" \
  --data='{"name":"a","email":"a@example.com","developer":"DevOps","description":"x"}'
run -u "$BASE/api/cloudvps/cloudvps" --method=POST -H "Content-Type: application/json" \
  --data='{"name":"a","email":"a@example.com","number":"9876543210","message":"x"}'
run -u "$BASE/api/admin/login" --method=POST -H "Content-Type: application/json" \
  --data='{"number":"9876500099","password":"x"}'
