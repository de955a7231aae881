#!/usr/bin/env bash
# Restores a backup made by scripts/ops/backup.sh (decision 0705; docs/operations.md "Backups"):
#   scripts/ops/restore.sh DIR/kiwi-YYYYmmdd-HHMMSS
# Replaces the Kiwi database and the storage volume with the backup's. Steps: stop api and
# worker; migrate (creates the roles on a new server); drop the database; pg_restore --create;
# migrate again (migrations newer than the backup, grants, kiwi_app's password); replace the
# storage volume's content; start api and worker.
set -euo pipefail
# shellcheck source=scripts/ops/lib.sh
. "$(dirname "$0")/lib.sh"

src="${1:?Uso: scripts/ops/restore.sh DIR (una carpeta creada por backup.sh)}"
for file in database.dump storage.tar SHA256SUMS; do
  [ -f "$src/$file" ] || { echo "Falta $src/$file" >&2; exit 1; }
done
(cd "$src" && sha256sum --quiet -c SHA256SUMS) || { echo "La copia está dañada (SHA256SUMS)." >&2; exit 1; }

db=$(kiwi_db_name)
echo "[restore] parando api y worker"
compose stop api worker
echo "[restore] roles (migrate)"
compose run --rm migrate >/dev/null
pg=$(service_container postgres)
echo "[restore] base de datos $db ← $src/database.dump"
docker exec "$pg" dropdb -U postgres --if-exists --force "$db"
docker exec -i "$pg" pg_restore -U postgres --create --exit-on-error -d postgres <"$src/database.dump"
echo "[restore] migraciones posteriores a la copia y permisos (migrate)"
compose run --rm migrate >/dev/null

worker=$(service_container worker)
[ -n "$worker" ] || { echo "No hay contenedor worker (docker compose up -d una vez)." >&2; exit 1; }
echo "[restore] volumen storage ← $src/storage.tar"
docker run --rm -i --volumes-from "$worker" --user node --entrypoint sh \
  "$(docker inspect -f '{{ .Image }}' "$worker")" \
  -c 'find /data/storage -mindepth 1 -delete && tar -C /data/storage -xf -' <"$src/storage.tar"

echo "[restore] arrancando api y worker"
compose start api worker
echo "[restore] hecho"
