#!/bin/sh
# StudyForge container entrypoint. One image runs every process; the command names which one:
#
#   docker run IMAGE gateway            -> node gateway/dist/main.js
#   docker run IMAGE <app>              -> node services/<service>/<entry>, as services/<service>/package.json
#                                          declares it ("studyforge": { "entries": { ... } }), e.g.
#                                          auth -> services/auth/dist/main.js,
#                                          generation-worker -> services/generation/dist/worker.js
#   docker run IMAGE <app> --print      -> print the command instead of running it (also: --print <app>)
#   docker run -it IMAGE sh|bash|node   -> run that program as is (debugging)
#
# Extra arguments after the app name are passed to the Node program. Paths are relative to APP_ROOT
# (the image sets /app; default: the current directory). Adding a service needs no change here: the
# names come from app-registry.mjs (next to this script), which reads the services/ folder.
set -eu

APP_ROOT="${APP_ROOT:-$(pwd)}"
PROG="docker-entrypoint"
REGISTRY="$(dirname "$0")/app-registry.mjs"

die() {
  code="$1"
  shift
  printf '%s: %s\n' "$PROG" "$*" >&2
  exit "$code"
}

# Every app this image (or checkout) can run, space-separated.
known_apps() {
  node "$REGISTRY" list --root "$APP_ROOT" 2>&1 || true
}

usage() {
  printf 'usage: %s [--print] <app> [args...]\n  apps: %s\n' "$PROG" "$(known_apps)" >&2
}

# Prints the entry file (relative to APP_ROOT) for an app name, or fails with a clear message.
resolve_entry() {
  app="$1"
  case "$app" in
    '' | -* | *[!a-z0-9-]*) die 64 "invalid app name \"$app\" (expected one of: $(known_apps))" ;;
  esac
  found="$(node "$REGISTRY" entry "$app" --root "$APP_ROOT" 2>&1)" || die "$?" "$found"
  printf '%s' "$found"
}

print_only=false
if [ "${1:-}" = "--print" ]; then
  print_only=true
  shift
fi

if [ $# -eq 0 ]; then
  usage
  exit 64
fi

case "$1" in
  -h | --help)
    usage
    exit 0
    ;;
  sh | bash | node)
    [ "$print_only" = true ] && die 64 "--print takes an app name, not \"$1\""
    exec "$@"
    ;;
esac

app="$1"
shift
if [ "${1:-}" = "--print" ]; then
  print_only=true
  shift
fi

entry="$(resolve_entry "$app")"

if [ "$print_only" = true ]; then
  if [ $# -gt 0 ]; then printf 'node %s %s\n' "$entry" "$*"; else printf 'node %s\n' "$entry"; fi
  exit 0
fi

cd "$APP_ROOT"
if [ ! -f "$entry" ]; then
  die 66 "$app is not built: $APP_ROOT/$entry is missing (run \`npm run build\`, or rebuild the image)"
fi
exec node "$entry" "$@"
