#!/usr/bin/env bash
# Two instances on one PostgreSQL database behind nginx, without containers: the layout compose.yaml runs, started
# with the operations guide's commands, for machines where no container may run (as here). It checks what the guide
# promises of several instances:
#   - both start at once on an empty database (one migrates, one creates the first Super Admin) and are ready;
#   - nginx spreads requests over both (its access log names the instance that answered);
#   - a sign-in through the proxy gives a token that either instance accepts, and a sign-out through one instance
#     ends the session on the other; the audit log records the address nginx saw, not one the client forged;
#   - an export started through the proxy is written once and downloaded through either instance;
#   - answers through the proxy carry nginx's request id, and /metrics answers on an instance but not through nginx.
# nginx's configuration is the one in compose.yaml, with the two instances on loopback ports instead of service names.
#
#   scripts/two-instance-check.sh            # needs root (installs nginx when missing), PostgreSQL and a build
#
# TWO_INSTANCE_POSTGRES_URL (default postgres://postgres@127.0.0.1:5432/test) is where a throwaway database is created
# and dropped afterwards.
set -euo pipefail
cd "$(dirname "$0")/.."

ADMIN_URL=${TWO_INSTANCE_POSTGRES_URL:-postgres://postgres@127.0.0.1:5432/test}
DATABASE=backoffice_two_instances_$$
DATABASE_URL=${ADMIN_URL%/*}/$DATABASE
PROXY_PORT=${TWO_INSTANCE_PROXY_PORT:-18180}
PORTS=(18181 18182)
ADMIN_EMAIL=two-instances@example.com
# A throwaway account of a throwaway database that lives only while this script runs.
ADMIN_PASSWORD='Harbor@Check73'

work=$(mktemp -d)
pids=()
cleanup() {
  for pid in "${pids[@]}"; do kill -TERM "$pid" 2>/dev/null || true; done
  for pid in "${pids[@]}"; do wait "$pid" 2>/dev/null || true; done
  query "$ADMIN_URL" "drop database if exists $DATABASE" >/dev/null 2>&1 || true
  rm -rf "$work"
}
trap cleanup EXIT

started=$SECONDS
step() { echo "== $* (at $((SECONDS - started)) s)"; }
fail() {
  echo "FAIL: $*"
  for log in "$work"/*.log; do echo "--- $log"; tail -20 "$log"; done
  exit 1
}
# One statement on a database, its rows printed one value per line (pg is the server's own driver; no psql needed).
query() {
  node -e 'const pg = require("pg"); const c = new pg.Client(process.argv[1]);
    c.connect().then(() => c.query({ text: process.argv[2], rowMode: "array" }))
      .then((r) => { for (const row of r.rows ?? []) console.log(row.join("|")); return c.end(); })
      .catch((e) => { console.error(e.message); process.exit(1); })' "$1" "$2"
}
json() { node -e 'const v = JSON.parse(require("fs").readFileSync(0, "utf8")); console.log(process.argv[1].split(".").reduce((o, k) => o?.[k], v) ?? "")' "$1"; }

if ! command -v nginx >/dev/null; then
  step "installing nginx"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nginx-light >/dev/null 2>&1 \
    || DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nginx >/dev/null
fi

step "build (what is stale)"
node scripts/build.mjs >"$work/build.log" 2>&1 || fail "the build failed"

step "a new database $DATABASE and one set of keys for both instances"
query "$ADMIN_URL" "create database $DATABASE" >/dev/null
mkdir -m 0700 "$work/data"
TOKEN_SIGNING_KEY=$(openssl rand -base64 48)
STALKER_SESSION_KEYS=1:$(openssl rand -base64 32)
METRICS_TOKEN=$(openssl rand -hex 32)

step "start two instances at once (ports ${PORTS[*]})"
for i in 0 1; do
  env HOST=127.0.0.1 PORT="${PORTS[$i]}" DATABASE_URL="$DATABASE_URL" DATA_DIR="$work/data" \
    TOKEN_SIGNING_KEY="$TOKEN_SIGNING_KEY" STALKER_SESSION_KEYS="$STALKER_SESSION_KEYS" TRUST_PROXY=127.0.0.1 \
    METRICS_TOKEN="$METRICS_TOKEN" \
    ADMIN_EMAIL="$ADMIN_EMAIL" ADMIN_PASSWORD="$ADMIN_PASSWORD" LOG_LEVEL=warn \
    node apps/server/dist/main.js >"$work/instance-$((i + 1)).log" 2>&1 &
  pids+=($!)
done
for i in 0 1; do
  for _ in $(seq 1 120); do
    curl -fsS "http://127.0.0.1:${PORTS[$i]}/readyz" >/dev/null 2>&1 && break
    kill -0 "${pids[$i]}" 2>/dev/null || fail "instance $((i + 1)) stopped"
    sleep 0.5
  done
  ready=$(curl -fsS "http://127.0.0.1:${PORTS[$i]}/readyz") || fail "instance $((i + 1)) is not ready"
  echo "   instance $((i + 1)) /readyz: $ready"
  [[ "$ready" == *postgres* ]] || fail "instance $((i + 1)) is not on PostgreSQL"
done
accounts=$(query "$DATABASE_URL" "select count(*) from accounts")
[[ "$accounts" == 1 ]] || fail "$accounts first Super Admins were created, not 1"
echo "   one first Super Admin created"

step "nginx on port $PROXY_PORT with compose.yaml's configuration"
mkdir -p "$work/nginx/temp"
chown -R nobody "$work/nginx/temp"
chmod 0711 "$work"
# compose.yaml's inline nginx configuration: `$$` is compose's escape for `$`; service names become loopback ports.
server_block=$(sed -n '/^    content: |$/,/^networks:$/p' compose.yaml | sed '1d;$d' | sed -E 's/^      //' \
  | sed -e 's/\$\$/$/g' -e "s/backoffice-1:8080/127.0.0.1:${PORTS[0]}/" -e "s/backoffice-2:8080/127.0.0.1:${PORTS[1]}/" \
    -e "s/listen 80;/listen 127.0.0.1:$PROXY_PORT;/")
[[ "$server_block" == *"127.0.0.1:${PORTS[1]}"* ]] || fail "compose.yaml's nginx configuration was not found"
cat >"$work/nginx/nginx.conf" <<EOF
pid $work/nginx/nginx.pid;
error_log $work/nginx.log warn;
events {}
http {
  log_format upstream '\$request_method \$uri \$status \$upstream_addr';
  access_log $work/nginx/access.log upstream;
  client_body_temp_path $work/nginx/temp/body;
  proxy_temp_path $work/nginx/temp/proxy;
  fastcgi_temp_path $work/nginx/temp/fastcgi;
  uwsgi_temp_path $work/nginx/temp/uwsgi;
  scgi_temp_path $work/nginx/temp/scgi;
$server_block
}
EOF
nginx -t -p "$work/nginx" -c "$work/nginx/nginx.conf" >"$work/nginx-test.log" 2>&1 || fail "nginx refuses the configuration"
nginx -p "$work/nginx" -c "$work/nginx/nginx.conf" -g 'daemon off;' 2>>"$work/nginx.log" &
pids+=($!)
proxy="http://127.0.0.1:$PROXY_PORT"
for _ in $(seq 1 40); do curl -fsS "$proxy/healthz" >/dev/null 2>&1 && break; sleep 0.25; done

step "requests through the proxy reach both instances"
for _ in $(seq 1 8); do curl -fsS "$proxy/readyz" >/dev/null || fail "/readyz through the proxy"; done
curl -fsS "$proxy/" | grep -q '<div id="root"' || fail "the console is not served through the proxy"
for port in "${PORTS[@]}"; do
  answered=$(grep -c "127.0.0.1:$port\$" "$work/nginx/access.log" || true)
  echo "   instance on $port answered $answered of $(wc -l <"$work/nginx/access.log") requests"
  [[ "$answered" -gt 0 ]] || fail "nginx sent nothing to the instance on $port"
done

step "the proxy's request id, and /metrics kept off the public side"
# nginx's $request_id is 32 hex digits; an instance's own would be a UUID.
request_id=$(curl -fsS -o /dev/null -D - "$proxy/readyz" | tr -d '\r' | sed -n 's/^x-request-id: //Ip')
echo "   X-Request-Id through the proxy: $request_id"
[[ "$request_id" =~ ^[0-9a-f]{32}$ ]] || fail "the answer through the proxy carries X-Request-Id '$request_id', not nginx's"
metrics=(-H "authorization: Bearer $METRICS_TOKEN")
direct=$(curl -s -o /dev/null -w '%{http_code}' "http://127.0.0.1:${PORTS[0]}/metrics" "${metrics[@]}")
through=$(curl -s -o /dev/null -w '%{http_code}' "$proxy/metrics" "${metrics[@]}")
echo "   /metrics: $direct from the instance, $through through the proxy"
[[ "$direct" == 200 && "$through" == 404 ]] || fail "/metrics answered $direct directly and $through through the proxy"

step "a sign-in through the proxy holds on both instances"
# A client naming another address itself: nginx appends the address it saw, and only nginx is trusted. The client
# connects from 127.0.0.2 (loopback too), so that its address is not nginx's own trusted one.
login=$(curl -sS --interface 127.0.0.2 -X POST "$proxy/um/v1/auth/login" -H 'content-type: application/json' -H 'x-forwarded-for: 203.0.113.7' \
  -d "{\"email\":\"$ADMIN_EMAIL\",\"password\":\"$ADMIN_PASSWORD\"}")
token=$(printf "%s" "$login" | json data.access_token)
[[ -n "$token" ]] || fail "sign-in through the proxy refused: $login"
auth=(-H "authorization: Bearer $token")
for port in "${PORTS[@]}"; do
  me=$(curl -fsS "http://127.0.0.1:$port/um/v1/auth/me" "${auth[@]}") || fail "the instance on $port refused the token"
  [[ "$me" == *"$ADMIN_EMAIL"* ]] || fail "/um/v1/auth/me on $port: $me"
done
echo "   the token is accepted by both instances"
address=$(query "$DATABASE_URL" "select ip from audit_log where action = 'auth.login' order by id desc limit 1")
echo "   the audit log's address of that sign-in, sent with a forged X-Forwarded-For: $address (the one nginx saw)"
[[ "$address" == 127.0.0.2 ]] || fail "the sign-in was recorded from '$address'"

step "an export started through the proxy, downloaded through either instance"
started_export=$(curl -sS -X POST "$proxy/v1/exports" "${auth[@]}" -H 'content-type: application/json' -d '{"type":"staff-account","all_data":true}')
export_id=$(printf '%s' "$started_export" | json data.id)
[[ -n "$export_id" ]] || fail "the export was refused: $started_export"
for _ in $(seq 1 120); do
  status=$(curl -fsS "$proxy/v1/exports/$export_id" "${auth[@]}" | json data.status)
  [[ "$status" == Completed || "$status" == Failed ]] && break
  sleep 0.5
done
[[ "$status" == Completed ]] || fail "export $export_id ended $status"
link=$(curl -fsS -X POST "$proxy/v1/exports/$export_id/download-link" "${auth[@]}" | json data.url)
for port in "${PORTS[@]}"; do
  # The link is a path with a signed token: any instance reading the shared DATA_DIR serves it.
  csv=$(curl -fsS "http://127.0.0.1:$port$link") || fail "the instance on $port could not serve the export file"
  echo "   instance on $port served the file: $(printf '%s\n' "$csv" | wc -l) lines"
done

step "a sign-out through one instance ends the session on the other"
curl -fsS -X POST "http://127.0.0.1:${PORTS[1]}/um/v1/auth/logout" "${auth[@]}" >/dev/null || fail "sign-out refused"
after=$(curl -s -o /dev/null -w '%{http_code}' "http://127.0.0.1:${PORTS[0]}/um/v1/auth/me" "${auth[@]}")
[[ "$after" == 401 ]] || fail "the other instance still accepts the token ($after)"
echo "   the other instance answers 401"

echo "PASS: two instances on PostgreSQL behind nginx checked in $((SECONDS - started)) s"
