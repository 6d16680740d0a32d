#!/usr/bin/env bash
# Proves the production shape (docs/deploy.md): the built server runs with plain `node` from a
# production install, without the simulator, tsx or any development package.
#   npm run build && scripts/check-prod-install.sh            # embedded database
#   DATABASE_URL=postgres://... scripts/check-prod-install.sh  # PostgreSQL
# npm links every workspace even with --omit=dev, so after installing, the simulator workspace
# and its packages are deleted: the server must start and answer without them.
set -euo pipefail
cd "$(dirname "$0")/.."
[ -f apps/server/dist/main.js ] || { echo "run npm run build first"; exit 1; }
port=${CHECK_PORT:-8299}
dir=$(mktemp -d)
trap 'kill "$pid" 2>/dev/null || true; rm -rf "$dir"' EXIT
pid=
git ls-files -z | xargs -0 cp --parents -t "$dir"
cp -r apps/server/dist "$dir/apps/server/"
cd "$dir"
echo "== npm ci --omit=dev -w @seller/server (in $dir)"
npm ci --omit=dev -w @seller/server --no-audit --no-fund --loglevel=error
rm -rf apps/simulator node_modules/@seller/simulator node_modules/mailparser node_modules/smtp-server node_modules/tsx node_modules/vitest
for p in vitest tsx @seller/simulator mailparser smtp-server; do
  if node -e "import('$p').then(()=>process.exit(0),()=>process.exit(1))" 2>/dev/null; then echo "$p is installed"; exit 1; fi
done
echo "== node apps/server/dist/main.js (SIMULATOR=off, NODE_ENV=production)"
NODE_ENV=production SIMULATOR=off PORT=$port HOST=127.0.0.1 DATA_DIR="$dir/data" \
  node apps/server/dist/main.js > server.log 2>&1 &
pid=$!
for _ in $(seq 1 120); do curl -sf "http://127.0.0.1:$port/healthz" > /dev/null && break; sleep 0.5; done
echo "healthz: $(curl -s "http://127.0.0.1:$port/healthz")"
ready=$(curl -s -w ' %{http_code}' "http://127.0.0.1:$port/readyz")
echo "readyz: $ready"
kill -TERM "$pid"
rc=0 && wait "$pid" || rc=$?
pid=
echo "exit after SIGTERM: $rc"
grep -q '"node":"v' server.log && grep -o '"node":"v[0-9.]*"' server.log
[[ "$ready" == *' 200' && $rc -eq 0 ]] || { cat server.log; exit 1; }
echo "OK: production install runs without the simulator"
