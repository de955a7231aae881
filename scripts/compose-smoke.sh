#!/usr/bin/env bash
# Compose smoke test: the operators' path end to end (issue 20; docs/operations.md "Smoke test").
#   scripts/compose-smoke.sh            (as root, or a user in the docker group)
# Needs a Docker engine (Debian: apt-get install -y docker.io docker-compose; start dockerd)
# and Node.js 20 on the host; installs Debian's chromium when it is missing. Uses
# KIWI_COMPOSE when set, else `docker compose`, else `docker-compose` (1.29).
# Builds the base-image stand-ins (../shared/tools/docker-stand-ins) when node/postgres/redis
# are missing and Docker Hub cannot be reached. Runs its own project (KIWI_SMOKE_PROJECT,
# default kiwismoke) on a free port bound to 127.0.0.1, with database passwords full of
# URL-breaking characters, and removes it (down -v) at the end. Not part of .ci/run.
# Prints one line per step and ends with "N passed, N failed".
set -uo pipefail
repo=$(cd "$(dirname "$0")/.." && pwd)
cd "$repo" || exit 1
export DOCKER_CLI_HINTS=false

project=${KIWI_SMOKE_PROJECT:-kiwismoke}
work=$(mktemp -d /tmp/kiwi-smoke.XXXXXX)
log="$work/steps.log"
port=$(node -e "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")
base="http://127.0.0.1:$port"
# the same awkward password for both roles: @ # / % ñ : break a hand-written URL
awkward='p@ss#w/rd%ñ:'
demo_password='Kiwi-Demo-2026!'
cat >"$work/env" <<ENV
COMPOSE_PROJECT_NAME=$project
POSTGRES_PASSWORD=$awkward
KIWI_APP_DB_PASSWORD=$awkward
JWT_SECRET=$(node -e "console.log(require('crypto').randomBytes(32).toString('hex'))")
KIWI_HTTP_BIND=127.0.0.1
KIWI_HTTP_PORT=$port
ENV
tool=$(KIWI_COMPOSE='' bash -c ". scripts/ops/lib.sh && echo \"\$COMPOSE_CMD\"") || tool=''
export KIWI_COMPOSE="${KIWI_COMPOSE:-$tool} -p $project -f $repo/docker-compose.yml --env-file $work/env"
# shellcheck source=scripts/ops/lib.sh
. scripts/ops/lib.sh
http() { node scripts/ops/smoke-http.mjs "$1" "$base" "${@:2}"; }

passed=0
failed=0
step_no=0
stop_rest=0
# step "description" function [args...]: one line per step; a failed step's log tail follows.
step() {
  local name=$1
  shift
  step_no=$((step_no + 1))
  if [ "$stop_rest" = 1 ]; then
    printf 'FAIL %2d %s (not run: an earlier step it needs failed)\n' "$step_no" "$name"
    failed=$((failed + 1))
    return 1
  fi
  local started=$SECONDS
  echo "=== $step_no $name" >>"$log"
  if "$@" >>"$log" 2>&1; then
    printf 'ok   %2d %s (%ds)\n' "$step_no" "$name" $((SECONDS - started))
    passed=$((passed + 1))
  else
    printf 'FAIL %2d %s (%ds)\n' "$step_no" "$name" $((SECONDS - started))
    sed -n "/^=== $step_no /,\$p" "$log" | tail -n 15 | sed 's/^/       | /'
    failed=$((failed + 1))
    return 1
  fi
}
# a step the next ones cannot do without
must() { step "$@" || stop_rest=1; }

wait_for() { # seconds command...
  local deadline=$((SECONDS + $1))
  shift
  until "$@"; do
    [ $SECONDS -lt $deadline ] || return 1
    sleep 1
  done
}
container() { service_container "$1"; }
health_is() { [ "$(docker inspect -f '{{ .State.Health.Status }}' "$(container "$1")")" = "$2" ]; }
readyz_is() { [ "$(curl -s -o /dev/null -w '%{http_code}' -m 5 "$base/readyz")" = "$1" ]; }
row_counts() {
  docker exec "$(container postgres)" psql -U postgres -d kiwi -Atc "
    select string_agg(relname || '=' || (xpath('/row/c/text()', query_to_xml(
      format('select count(*) as c from %I.%I', schemaname, relname), false, true, '')))[1]::text,
      ' ' order by schemaname, relname) from pg_stat_user_tables"
}

# --- steps ----------------------------------------------------------------------------------
engine() { docker info --format 'engine {{ .ServerVersion }}' && [ -n "$tool" ] && compose version; }

stand_ins_dir() {
  local dir
  for dir in "${KIWI_STAND_INS_DIR:-}" "$repo/../shared/tools/docker-stand-ins" \
    "$(git rev-parse --path-format=absolute --git-common-dir 2>/dev/null)/../../shared/tools/docker-stand-ins"; do
    [ -n "$dir" ] && [ -x "$dir/build.sh" ] && { echo "$dir"; return 0; }
  done
  return 1
}
base_images() {
  local missing=() image dir
  for image in node:20.20-bookworm-slim postgres:16 redis:7; do
    docker image inspect "$image" >/dev/null 2>&1 || missing+=("$image")
  done
  [ ${#missing[@]} = 0 ] && { echo "present"; return 0; }
  for image in "${missing[@]}"; do
    timeout 60 docker pull -q "$image" || break
  done
  for image in node:20.20-bookworm-slim postgres:16 redis:7; do
    docker image inspect "$image" >/dev/null 2>&1 || {
      dir=$(stand_ins_dir) || { echo "no Docker Hub and no stand-ins folder"; return 1; }
      echo "Docker Hub unreachable: building the stand-ins in $dir"
      bash "$dir/build.sh"
      return
    }
  done
}

build_images() { compose build; }
up() { compose up -d; }
migrate_exited_0() {
  local code
  code=$(docker inspect -f '{{ .State.ExitCode }} {{ .State.Status }}' "$(container migrate)")
  echo "migrate: $code"
  [ "$code" = "0 exited" ]
}
web_html() { curl -sf -m 10 "$base/" | tee "$work/index.html" | grep -q '<div id="root">'; }
seed_demo() { compose run --rm migrate pnpm db:seed:demo; }
login() { token=$(http login admin@kiwi.demo "$demo_password") && [ -n "$token" ]; }
cuentas_detalle() { http get /api/cuentas/detalle/ "$token" | tee "$work/detalle.json" | grep -q 'admin@kiwi.demo'; }
export_end_to_end() {
  local task status
  task=$(http export "$token" 20000) || return 1
  status=$(http wait-task "$token" "$task" SUCCESS 120) || return 1
  echo "$status"
  export_file=$(node -e 'console.log(JSON.parse(process.argv[1]).result.filename)' "$status")
  http download "$token" "$export_file" "$work/first.xlsx"
}
browser_on_lan_address() {
  local ip chromium
  ip=$(docker inspect -f '{{ range .NetworkSettings.Networks }}{{ .IPAddress }} {{ end }}' "$(container api)" | cut -d' ' -f1)
  echo "api container: $ip"
  chromium=${CHROMIUM_PATH:-/usr/bin/chromium}
  if [ ! -x "$chromium" ]; then
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium || return 1
  fi
  # over plain HTTP: no HSTS, no upgrade-insecure-requests (else the assets go to https)
  node scripts/ops/smoke-http.mjs headers "http://$ip:3000" /login >"$work/lan-headers.txt" || return 1
  if grep -Ei 'strict-transport-security|upgrade-insecure-requests' "$work/lan-headers.txt"; then return 1; fi
  "$chromium" --headless --no-sandbox --disable-gpu --disable-quic --no-first-run \
    --disable-background-networking --disable-component-update --disable-sync \
    --user-data-dir="$work/chromium" --virtual-time-budget=15000 --dump-dom "http://$ip:3000/login" \
    2>"$work/chromium.log" >"$work/login-dom.html"
  grep -o 'autocomplete="current-password"' "$work/login-dom.html" && grep -q '>Entrar<' "$work/login-dom.html"
}
postgres_restart() {
  local api_started
  api_started=$(docker inspect -f '{{ .State.StartedAt }}' "$(container api)")
  compose restart postgres || return 1
  wait_for 60 readyz_is 200 || return 1
  cuentas_detalle || return 1
  [ "$(docker inspect -f '{{ .State.StartedAt }}' "$(container api)")" = "$api_started" ] &&
    echo "api not restarted"
}
worker_drains_on_stop() {
  local task worker started
  task=$(http export "$token" 100000) || return 1
  http wait-task "$token" "$task" PROGRESS 120 || return 1
  worker=$(container worker)
  started=$SECONDS
  compose stop worker || return 1
  echo "stop took $((SECONDS - started)) s"
  local code
  code=$(docker inspect -f 'exit {{ .State.ExitCode }}' "$worker")
  echo "worker: $code"
  [ "$code" = 'exit 0' ] || return 1
  http wait-task "$token" "$task" SUCCESS 5 || return 1
  docker logs "$worker" 2>&1 | grep -E '"msg":"(xlsx written|worker stopped)"' | tail -n 2 >"$work/drain.log"
  cat "$work/drain.log"
  grep -q 'xlsx written' <(head -n 1 "$work/drain.log") && grep -q 'worker stopped' <(tail -n 1 "$work/drain.log") || return 1
  compose start worker && wait_for 60 health_is worker healthy
}
backup() {
  counts_before=$(row_counts) && echo "$counts_before" | tr ' ' '\n' | head -n 5
  bash scripts/ops/backup.sh "$work/backups" || return 1
  backup_dir=$(ls -d "$work"/backups/kiwi-* | head -n 1)
  ls -l "$backup_dir"
}
drop_database() {
  docker exec "$(container postgres)" dropdb -U postgres --force kiwi || return 1
  # /readyz names what is down, within its one-second timeout
  local answer
  answer=$(curl -s -m 3 -w ' %{http_code} in %{time_total} s' "$base/readyz")
  echo "$answer"
  [[ "$answer" == *'"down":["database"]'*' 503 in '* ]]
}
restore() {
  bash scripts/ops/restore.sh "$backup_dir" || return 1
  wait_for 90 readyz_is 200 || return 1
  local counts_after
  counts_after=$(row_counts)
  [ "$counts_after" = "$counts_before" ] || { echo "before: $counts_before"; echo "after:  $counts_after"; return 1; }
  echo "$(echo "$counts_after" | wc -w) tables, same row counts"
  login || return 1
  http download "$token" "$export_file" "$work/restored.xlsx" && cmp "$work/first.xlsx" "$work/restored.xlsx"
}
down_v() {
  compose down -v --remove-orphans || return 1
  [ -z "$(docker ps -aq --filter "label=com.docker.compose.project=$project")" ] &&
    [ -z "$(docker volume ls -q --filter "label=com.docker.compose.project=$project")" ]
}

# interrupted: leave nothing behind
trap 'echo "interrupted: down -v"; compose down -v --remove-orphans >/dev/null 2>&1; exit 130' INT TERM

echo "compose smoke test: project $project, http://127.0.0.1:$port, log $log"
must "Docker engine and compose ($tool)" engine
must "base images node:20.20-bookworm-slim, postgres:16, redis:7 (stand-ins if Docker Hub is unreachable)" base_images
must "compose file accepted (config)" compose config -q
must "images api, worker, tools build" build_images
must "up -d on 127.0.0.1:$port, database passwords '$awkward'" up
step "migrate exited 0" migrate_exited_0
must "api healthy" wait_for 120 health_is api healthy
step "worker healthy (heartbeat: Redis answers)" wait_for 60 health_is worker healthy
step "/readyz 200" readyz_is 200
step "web app HTML at /" web_html
must "demo seed (run --rm migrate pnpm db:seed:demo)" seed_demo
must "login admin@kiwi.demo (the API reached PostgreSQL as kiwi_app with '$awkward')" login
step "GET /api/cuentas/detalle/" cuentas_detalle
step "export job end to end (20 000 rows → worker → storage → download)" export_end_to_end
step "Chromium at the api container's own address over plain HTTP shows the login form" browser_on_lan_address
step "restart postgres survived (api not restarted, requests answered)" postgres_restart
step "worker drains a running export on stop, exits 0, starts again" worker_drains_on_stop
must "backup (pg_dump -Fc + storage tar)" backup
step "drop the database (/readyz 503 naming it)" drop_database
step "restore → same login, same row counts, same export file" restore
stop_rest=0
step "down -v (no container or volume left)" down_v

# Compose names the images after the services (v1 project_service, v2 project-service)
sizes=$(for pair in api:api worker:worker migrate:tools; do
  id=$(docker images -q "${project}_${pair%%:*}" 2>/dev/null | head -n 1)
  [ -n "$id" ] || id=$(docker images -q "$project-${pair%%:*}" 2>/dev/null | head -n 1)
  [ -n "$id" ] && printf '%s %s, ' "${pair#*:}" "$(docker image inspect -f '{{ .Size }}' "$id" | awk '{printf "%d MB", $1/1000000}')"
done)
echo "image sizes (stand-in base node:20.20-bookworm-slim $(docker image inspect -f '{{ .Size }}' node:20.20-bookworm-slim | awk '{printf "%d MB", $1/1000000}')): ${sizes%, }"
echo "total $SECONDS s"
echo "$passed passed, $failed failed"
[ "$failed" = 0 ]
