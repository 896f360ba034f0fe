#!/bin/sh
# Renders this image's nginx configuration (deploy/web/render.mjs) and runs nginx. Renders again
# every LYCEUM_RENDER_INTERVAL seconds and reloads nginx when something changed: a new runtime
# config (the pages' policy and hints follow it), or a preloaded remote redeployed with new chunks.
# Runs as the image's entry point; `lyceum-web reload` renders and reloads at once.
# LYCEUM_RESOLVE: space-separated ORIGIN=ORIGIN pairs, where to fetch a remote named in the
# runtime config from inside the stack (its public address is not this container's).
set -eu

render() {
  set -- --app "$LYCEUM_APP" --root /usr/share/lyceum/site --pages /var/lib/lyceum/pages \
    --out /etc/nginx/conf.d/lyceum.conf --runtime-config "$LYCEUM_RUNTIME_CONFIG" --brotli
  for pair in ${LYCEUM_RESOLVE:-}; do set -- "$@" --resolve "$pair"; done
  node /opt/lyceum/deploy/web/render.mjs "$@"
}

# `lyceum-web reload` (docker compose exec host lyceum-web reload): render now, and reload nginx
# when something changed, instead of waiting for the next pass.
if [ "${1:-}" = reload ]; then
  if [ "$(render)" = written ] && nginx -t -q; then nginx -s reload; fi
  exit 0
fi

render >/dev/null
nginx -t -q
(
  while sleep "${LYCEUM_RENDER_INTERVAL:-60}"; do
    if result="$(render)"; then
      if [ "$result" = written ] && nginx -t -q; then nginx -s reload; fi
    else
      echo "lyceum: the configuration could not be rendered again; nginx keeps the last one" >&2
    fi
  done
) &
exec nginx -g 'daemon off;'
