# Shared by scripts/ops/*.sh and scripts/compose-smoke.sh (sourced, not run).
# The compose command: KIWI_COMPOSE when set (e.g. "docker-compose -p kiwi --env-file /srv/kiwi/.env"),
# else Compose v2 (`docker compose`), else Compose 1.29 (`docker-compose`). Run from the folder
# holding docker-compose.yml and .env, or pass -f/--env-file in KIWI_COMPOSE.

kiwi_compose_cmd() {
  if [ -n "${KIWI_COMPOSE:-}" ]; then
    echo "$KIWI_COMPOSE"
  elif docker compose version >/dev/null 2>&1; then
    echo "docker compose"
  elif command -v docker-compose >/dev/null 2>&1; then
    echo "docker-compose"
  else
    echo "No encuentro docker compose ni docker-compose." >&2
    return 1
  fi
}

COMPOSE_CMD=$(kiwi_compose_cmd)

# word splitting of COMPOSE_CMD is intended: it is a command with its options
# shellcheck disable=SC2086
compose() { $COMPOSE_CMD "$@"; }

# The compose project name, read from the running postgres container (v1 and v2 label it alike).
compose_project() {
  local id
  id=$(compose ps -q postgres 2>/dev/null | head -n 1)
  [ -n "$id" ] || { echo "El servicio postgres no está en marcha (docker compose up -d postgres)." >&2; return 1; }
  docker inspect -f '{{ index .Config.Labels "com.docker.compose.project" }}' "$id"
}

# A container of SERVICE, running or stopped (Compose v2's `ps -q` lists only running ones).
service_container() {
  docker ps -aq --filter "label=com.docker.compose.project=$(compose_project)" \
    --filter "label=com.docker.compose.service=$1" | head -n 1
}

# KIWI_DB_NAME as compose resolves it (.env included); default kiwi.
kiwi_db_name() {
  local name
  name=$(compose config 2>/dev/null | sed -n "s/^ *KIWI_DB_NAME: *//p" | head -n 1 | tr -d "'\"")
  echo "${name:-kiwi}"
}
