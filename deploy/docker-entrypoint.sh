#!/bin/sh
# StudyForge container entrypoint. One image runs every process; the command names which one:
#
#   docker run IMAGE gateway            -> node gateway/dist/main.js
#   docker run IMAGE <name>             -> node services/<name>/dist/main.js     (auth, credits, ...)
#   docker run IMAGE <name>-worker      -> node services/<name>/dist/worker.js   (generation-worker, ...)
#   docker run IMAGE <app> --print      -> print the command instead of running it (also: --print <app>)
#   docker run -it IMAGE sh|bash|node   -> run that program as is (debugging)
#
# Extra arguments after the app name are passed to the Node program. Paths are relative to APP_ROOT
# (the image sets /app; default: the current directory). Adding a service needs no change here: any
# directory under services/ is an app.
set -eu

APP_ROOT="${APP_ROOT:-$(pwd)}"
PROG="docker-entrypoint"

die() {
  code="$1"
  shift
  printf '%s: %s\n' "$PROG" "$*" >&2
  exit "$code"
}

# Every app this image (or checkout) can run, space-separated.
known_apps() {
  apps="gateway"
  for dir in "$APP_ROOT"/services/*/; do
    [ -d "$dir" ] || continue
    name="$(basename "$dir")"
    apps="$apps $name"
    if [ -f "${dir}dist/worker.js" ] || [ -f "${dir}src/worker.ts" ]; then apps="$apps $name-worker"; fi
  done
  printf '%s' "$apps"
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
  if [ "$app" = "gateway" ]; then
    printf '%s' "gateway/dist/main.js"
  elif [ -d "$APP_ROOT/services/$app" ]; then
    printf '%s' "services/$app/dist/main.js"
  elif [ "${app%-worker}" != "$app" ] && [ -d "$APP_ROOT/services/${app%-worker}" ]; then
    service="${app%-worker}"
    if [ ! -f "$APP_ROOT/services/$service/dist/worker.js" ] && [ ! -f "$APP_ROOT/services/$service/src/worker.ts" ]; then
      die 64 "\"$service\" has no worker entry point (services/$service/src/worker.ts); apps: $(known_apps)"
    fi
    printf '%s' "services/$service/dist/worker.js"
  else
    die 64 "unknown app \"$app\" (expected one of: $(known_apps))"
  fi
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
