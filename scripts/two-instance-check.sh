#!/usr/bin/env bash
# Two instances on one PostgreSQL database behind nginx, without containers: the layout compose.yaml runs, started
# with the operations guide's commands, for machines where no container may run (as here). It checks what the guide
# promises of several instances:
#   - both start at once on an empty database (one migrates, one creates the first Super Admin) and are ready;
#   - nginx spreads requests over both (its access log names the instance that answered);
#   - a sign-in through the proxy gives a token that either instance accepts, and a sign-out through one instance
#     ends the session on the other; the audit log records the address nginx saw, not one the client forged;
#   - an export started through the proxy is written once and downloaded through either instance;
#   - answers through the proxy carry nginx's request id, and /metrics answers on an instance but not through nginx;
#   - with a streaming standby in DATABASE_REPLICA_URLS (as compose.yaml's replica): a chat record ingested through
#     nginx is read back from the standby, a staff change is read back at once though the standby has not replayed
#     it, and with the standby stopped mid-check the same reads fall back to the primary with the same answers.
# nginx's configuration is the one in compose.yaml, with the two instances on loopback ports instead of service names.
#
#   scripts/two-instance-check.sh            # needs root (installs nginx when missing), PostgreSQL 15's binaries, a build
#
# The PostgreSQL is one of the script's own: a throwaway primary and its standby (pg_basebackup -R) on free loopback
# ports, run as the postgres user and removed afterwards; the machine's PostgreSQL is neither used nor changed (its
# pg_hba.conf allows no replication connection). TWO_INSTANCE_PG_BIN (default /usr/lib/postgresql/15/bin) holds
# initdb, pg_ctl and pg_basebackup.
set -euo pipefail
cd "$(dirname "$0")/.."

PG_BIN=${TWO_INSTANCE_PG_BIN:-/usr/lib/postgresql/15/bin}
DATABASE=backoffice
PROXY_PORT=${TWO_INSTANCE_PROXY_PORT:-18180}
PORTS=(18181 18182)
ADMIN_EMAIL=two-instances@example.com
# A throwaway account of a throwaway database that lives only while this script runs.
ADMIN_PASSWORD='Harbor@Check73'

work=$(mktemp -d)
pids=()
# The PostgreSQL servers run as postgres, in folders of $work (open to it: 0711 for the path, its own folder).
chmod 0711 "$work"
mkdir -m 0700 "$work/pg"
chown postgres: "$work/pg"
as_postgres() { runuser -u postgres -- "$@"; }
pg_ctl() { local dir=$1; shift; as_postgres "$PG_BIN/pg_ctl" -D "$work/pg/$dir" -l "$work/pg/$dir.log" "$@"; }
# The one PostgreSQL step running in the background, if any (initdb during the build, the standby's making).
pg_job=''
cleanup() {
  if [[ -n "$pg_job" ]]; then kill -TERM "$pg_job" 2>/dev/null || true; wait "$pg_job" 2>/dev/null || true; fi
  for pid in "${pids[@]}"; do kill -TERM "$pid" 2>/dev/null || true; done
  for pid in "${pids[@]}"; do wait "$pid" 2>/dev/null || true; done
  for dir in standby primary; do
    if [[ -f "$work/pg/$dir/postmaster.pid" ]]; then pg_ctl "$dir" -m immediate -w stop >/dev/null 2>&1 || true; fi
  done
  rm -rf "$work"
}
trap cleanup EXIT
# Interrupted or killed (a CI timeout), too: the PostgreSQL servers run on their own, not as children of this script.
trap 'exit 1' INT TERM

started=$SECONDS
step() { echo "== $* (at $((SECONDS - started)) s)"; }
fail() {
  echo "FAIL: $*"
  for log in "$work"/*.log "$work"/pg/*.log; do [[ -f "$log" ]] && { echo "--- $log"; tail -20 "$log"; }; done
  exit 1
}
# One statement on a database, its rows printed one a line, values between `|` (psql of $PG_BIN: quicker than node).
query() { "$PG_BIN/psql" "$1" -X -q -A -t -v ON_ERROR_STOP=1 -c "$2"; }
# A loopback port nothing listens on now (a connection to it is refused), in 20000-59999.
free_port() {
  local port
  while :; do
    port=$((20000 + RANDOM % 40000))
    (echo >"/dev/tcp/127.0.0.1/$port") 2>/dev/null || { echo "$port"; return; }
  done
}
json() { node -e 'const v = JSON.parse(require("fs").readFileSync(0, "utf8")); console.log(process.argv[1].split(".").reduce((o, k) => o?.[k], v) ?? "")' "$1"; }

if ! command -v nginx >/dev/null; then
  step "installing nginx"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nginx-light >/dev/null 2>&1 \
    || DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nginx >/dev/null
fi

# The primary's initdb (about 2 s) runs while the build looks for what is stale.
as_postgres "$PG_BIN/initdb" -D "$work/pg/primary" -U postgres --auth=trust --no-sync --locale=C -E UTF8 \
  >"$work/initdb.log" 2>&1 &
pg_job=$!

step "build (what is stale)"
node scripts/build.mjs >"$work/build.log" 2>&1 || fail "the build failed"

PRIMARY_PORT=$(free_port)
STANDBY_PORT=$(free_port)
while [[ "$STANDBY_PORT" == "$PRIMARY_PORT" ]]; do STANDBY_PORT=$(free_port); done
DATABASE_URL=postgres://postgres@127.0.0.1:$PRIMARY_PORT/$DATABASE
REPLICA_URL=postgres://postgres@127.0.0.1:$STANDBY_PORT/$DATABASE
# How logs and metrics name the replica: host, port and database.
REPLICA_LABEL=127.0.0.1:$STANDBY_PORT/$DATABASE

step "a PostgreSQL primary of its own on port $PRIMARY_PORT"
wait "$pg_job" || fail "initdb failed"
pg_job=''
# wal_level, max_wal_senders and hot_standby are PostgreSQL 15's defaults, set here as compose.yaml sets them.
cat >>"$work/pg/primary/postgresql.conf" <<EOF
port = $PRIMARY_PORT
listen_addresses = '127.0.0.1'
unix_socket_directories = '$work/pg'
fsync = off
wal_level = replica
max_wal_senders = 4
hot_standby = on
EOF
echo 'host replication all 127.0.0.1/32 trust' >>"$work/pg/primary/pg_hba.conf"
pg_ctl primary -w start >/dev/null || fail "the primary did not start"
query "postgres://postgres@127.0.0.1:$PRIMARY_PORT/postgres" "create database $DATABASE" >/dev/null
# The standby is made while the instances start (they need only the primary; until it answers they read there):
# -R writes standby.signal and primary_conninfo; --no-sync saves a second (a throwaway copy).
make_standby() {
  as_postgres "$PG_BIN/pg_basebackup" -h 127.0.0.1 -p "$PRIMARY_PORT" -U postgres -D "$work/pg/standby" -R \
    -X stream --checkpoint=fast --no-sync \
    && echo "port = $STANDBY_PORT" >>"$work/pg/standby/postgresql.conf" \
    && pg_ctl standby -w start
}
make_standby >"$work/standby.log" 2>&1 &
pg_job=$!

step "one set of keys for both instances"
mkdir -m 0700 "$work/data"
TOKEN_SIGNING_KEY=$(openssl rand -base64 48)
STALKER_SESSION_KEYS=1:$(openssl rand -base64 32)
METRICS_TOKEN=$(openssl rand -hex 32)

step "start two instances at once (ports ${PORTS[*]}), the standby $REPLICA_URL in DATABASE_REPLICA_URLS"
for i in 0 1; do
  env HOST=127.0.0.1 PORT="${PORTS[$i]}" DATABASE_URL="$DATABASE_URL" DATA_DIR="$work/data" \
    TOKEN_SIGNING_KEY="$TOKEN_SIGNING_KEY" STALKER_SESSION_KEYS="$STALKER_SESSION_KEYS" TRUST_PROXY=127.0.0.1 \
    METRICS_TOKEN="$METRICS_TOKEN" DATABASE_REPLICA_URLS="$REPLICA_URL" \
    DATABASE_REPLICA_MAX_LAG_SECONDS=2 DATABASE_REPLICA_CHECK_INTERVAL_MS=100 \
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

step "the standby on port $STANDBY_PORT: a pg_basebackup -R of the primary, streaming from it"
wait "$pg_job" || fail "the standby could not be made"
pg_job=''
for _ in $(seq 1 40); do
  streaming=$(query "$DATABASE_URL" "select count(*) from pg_stat_replication where state = 'streaming'" || true)
  [[ "$streaming" == 1 ]] && break
  sleep 0.1
done
[[ "$streaming" == 1 ]] || fail "the standby does not stream from the primary"
[[ $(query "$REPLICA_URL" "select pg_is_in_recovery()") == t ]] || fail "the standby is not in recovery"
echo "   the primary streams to it (pg_stat_replication), it is in recovery (pg_is_in_recovery)"

step "nginx on port $PROXY_PORT with compose.yaml's configuration"
mkdir -p "$work/nginx/temp"
chown -R nobody "$work/nginx/temp"
# compose.yaml's inline nginx configuration: `$$` is compose's escape for `$`; service names become loopback ports.
# Its lines are those under `    content: |` of the `  nginx:` config, up to the first line indented less.
server_block=$(awk '/^  nginx:$/ { config = 1; next } config && /^    content: \|$/ { body = 1; next }
    body && $0 != "" && !/^      / { exit } body { print }' compose.yaml | sed -E 's/^      //' \
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

step "a chat record ingested through the proxy is read back from the standby"
# One figure of one instance's /metrics: `name{labels}` → its value (empty when the series is absent).
metric() {
  curl -fsS "http://127.0.0.1:$1/metrics" "${metrics[@]}" | awk -v series="$2" '$1 == series { print $2 }'
}
healthy_on() { metric "$1" "backoffice_db_replica_healthy{replica=\"$REPLICA_LABEL\"}"; }
# backoffice_db_replica_reads_total of both instances, summed: `replica primary`.
served_by() {
  local replica=0 primary=0 port
  for port in "${PORTS[@]}"; do
    replica=$((replica + $(metric "$port" 'backoffice_db_replica_reads_total{served_by="replica"}')))
    primary=$((primary + $(metric "$port" 'backoffice_db_replica_reads_total{served_by="primary"}')))
  done
  echo "$replica $primary"
}
# The contents a chat-record search through the proxy answers, one a line (plain words: no JSON escapes to undo).
search() {
  curl -fsS "$proxy/v1/bot/chat-records?search=$1&per_page=50" "${auth[@]}" | grep -o '"content":"[^"]*"' \
    | sed -e 's/^"content":"//' -e 's/"$//'
}
for port in "${PORTS[@]}"; do
  for _ in $(seq 1 50); do [[ $(healthy_on "$port") == 1 ]] && break; sleep 0.1; done
  [[ $(healthy_on "$port") == 1 ]] || fail "the instance on $port does not take the standby into use"
done
echo "   both instances report the standby healthy (backoffice_db_replica_healthy 1)"
created_key=$(curl -sS -X POST "$proxy/v1/api-keys" "${auth[@]}" -H 'content-type: application/json' \
  -d '{"name":"two-instance check","scopes":["ingest"]}')
ingest_key=$(printf '%s' "$created_key" | grep -o '"key":"[^"]*"' | sed 's/^"key":"//; s/"$//')
[[ -n "$ingest_key" ]] || fail "no ingest API key was created: $created_key"
word=lantern$$
# One chat record of the bot platform through the proxy, written on the primary: `$word harbour $1`.
ingest() {
  local sent_at answer
  sent_at=$(date -u -d '1 minute ago' +%Y-%m-%dT%H:%M:%S.000Z)
  answer=$(curl -sS -X POST "$proxy/v1/platform/ingest/chat-records" -H "authorization: Bearer $ingest_key" \
    -H 'content-type: application/json' -d "{\"rows\":[{\"event_id\":\"$word-$1\",\"bot\":\"hi7_search_bot\",
      \"tg_id\":\"9100\",\"sent_at\":\"$sent_at\",\"direction\":\"Inbound\",\"message_type\":\"Text\",
      \"content\":\"$word harbour $1\"}]}")
  [[ "$answer" == *'"rejected":[]'* ]] || fail "the ingest batch was refused: $answer"
}
ingest 1
# Written on the primary; the standby shows it once it has replayed it (well within the 2 s bound).
for _ in $(seq 1 40); do [[ $(search "$word") == "$word harbour 1" ]] && break; sleep 0.1; done
before=$(served_by)
for _ in 1 2; do
  found=$(search "$word")
  [[ "$found" == "$word harbour 1" ]] || fail "a search through the proxy answered '$found', not the record ingested"
done
after=$(served_by)
echo "   2 searches through the proxy: the record ingested; reads served by replica, primary: $before → $after"
[[ ${after% *} -gt ${before% *} && ${after#* } == "${before#* }" ]] || fail "the searches were not served by the standby"

step "a staff change is read back at once, though the standby has not replayed it"
query "$REPLICA_URL" "select pg_wal_replay_pause()" >/dev/null
# The bot list's entries are flat, in the schema's order: {"id":…,"username":…,"status":…,"created_at":…}.
bot_status() {
  curl -fsS "$1/v1/bot/bots" "${auth[@]}" | grep -o "\"id\":$2,\"username\":\"hi7_search_bot\",\"status\":\"[A-Za-z]*\"" \
    | sed 's/.*"status":"//; s/"$//'
}
bot_id=$(curl -fsS "$proxy/v1/bot/bots" "${auth[@]}" | grep -o '"id":[0-9]*,"username":"hi7_search_bot"' | sed 's/^"id":\([0-9]*\),.*/\1/')
[[ -n "$bot_id" ]] || fail "the bot of the ingested record is not listed"
was=$(bot_status "$proxy" "$bot_id")
status=$([[ "$was" == Active ]] && echo Inactive || echo Active)
changed=$(curl -sS -X PATCH "$proxy/v1/bot/bots/$bot_id" "${auth[@]}" -H 'content-type: application/json' \
  -d "{\"status\":\"$status\"}")
[[ "$changed" == *"\"status\":\"$status\""* ]] || fail "the bot $bot_id's change to $status answered $changed"
for port in "${PORTS[@]}"; do
  read_back=$(bot_status "http://127.0.0.1:$port" "$bot_id")
  [[ "$read_back" == "$status" ]] || fail "the instance on $port reads the bot back as '$read_back', not $status"
done
on_standby=$(query "$REPLICA_URL" "select status from bots where id = $bot_id")
[[ "$on_standby" == "$was" ]] || fail "the standby, its replay paused, has the bot $on_standby, not $was"
echo "   the bot set $status through the proxy reads back $status on both instances; the standby, replay paused, has $was"
query "$REPLICA_URL" "select pg_wal_replay_resume()" >/dev/null

step "the standby stopped mid-check: reads fall back to the primary"
ingest 2
for _ in $(seq 1 40); do [[ $(search "$word" | wc -l) == 2 ]] && break; sleep 0.1; done
left_out() { grep 'read replica left out' "$work/instance-$1.log" | grep -c '"reason":"not answering' || true; }
left_before=("$(left_out 1)" "$(left_out 2)")
pg_ctl standby -m fast -w stop >/dev/null || fail "the standby did not stop"
before=$(served_by)
expected=$(printf '%s\n' "$word harbour 2" "$word harbour 1")
# The first reads after the stop may find it out before the instances' checks do: either way the answer is whole.
for _ in 1 2; do
  found=$(search "$word")
  [[ "$found" == "$expected" ]] || fail "with the standby stopped a search answered '$found'"
done
for port in "${PORTS[@]}"; do
  for _ in $(seq 1 50); do [[ $(healthy_on "$port") == 0 ]] && break; sleep 0.1; done
  [[ $(healthy_on "$port") == 0 ]] || fail "the instance on $port still reports the stopped standby healthy"
  i=$((port - PORTS[0]))
  [[ $(left_out $((i + 1))) -gt ${left_before[$i]} ]] \
    || fail "the instance on $port logged no 'read replica left out … not answering'"
done
echo "   both instances report it left out (backoffice_db_replica_healthy 0) and log 'read replica left out … not answering'"
for _ in 1 2; do
  found=$(search "$word")
  [[ "$found" == "$expected" ]] || fail "with the standby left out a search answered '$found'"
done
after=$(served_by)
echo "   4 searches through the proxy, all with both records; reads served by replica, primary: $before → $after"
[[ ${after% *} == "${before% *}" && ${after#* } -gt ${before#* } ]] || fail "the searches were not served by the primary"

step "a sign-out through one instance ends the session on the other"
curl -fsS -X POST "http://127.0.0.1:${PORTS[1]}/um/v1/auth/logout" "${auth[@]}" >/dev/null || fail "sign-out refused"
after=$(curl -s -o /dev/null -w '%{http_code}' "http://127.0.0.1:${PORTS[0]}/um/v1/auth/me" "${auth[@]}")
[[ "$after" == 401 ]] || fail "the other instance still accepts the token ($after)"
echo "   the other instance answers 401"

echo "PASS: two instances on PostgreSQL with a streaming standby behind nginx checked in $((SECONDS - started)) s"
