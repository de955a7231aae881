#!/usr/bin/env bash
# Backs up a docker compose deployment of Kiwi (decision 0705; docs/operations.md "Backups"):
#   scripts/ops/backup.sh [DIR]     (default DIR: backups)
# writes DIR/kiwi-YYYYmmdd-HHMMSS/ with
#   database.dump   pg_dump custom format (-Fc) of the Kiwi database, run inside the postgres
#                   container so pg_dump always matches the server's version
#   storage.tar     the storage volume (uploads and finished exports)
#   SHA256SUMS
# Online: the api and worker keep running (pg_dump takes a consistent snapshot).
set -euo pipefail
# shellcheck source=scripts/ops/lib.sh
. "$(dirname "$0")/lib.sh"

dest="${1:-backups}/kiwi-$(date +%Y%m%d-%H%M%S)"
db=$(kiwi_db_name)
pg=$(service_container postgres)
storage_from=$(service_container worker)
[ -n "$storage_from" ] || storage_from=$(service_container api)
[ -n "$storage_from" ] || { echo "No hay contenedor worker ni api con el volumen storage." >&2; exit 1; }

mkdir -p "$dest"
echo "[backup] base de datos $db → $dest/database.dump"
docker exec "$pg" pg_dump -U postgres -Fc -d "$db" >"$dest/database.dump"
# a dump pg_restore cannot list is no backup
docker exec -i "$pg" pg_restore --list >/dev/null <"$dest/database.dump"

echo "[backup] volumen storage → $dest/storage.tar"
docker run --rm --volumes-from "$storage_from" --entrypoint tar \
  "$(docker inspect -f '{{ .Image }}' "$storage_from")" -C /data/storage -cf - . >"$dest/storage.tar"

(cd "$dest" && sha256sum database.dump storage.tar >SHA256SUMS)
echo "[backup] hecho: $dest ($(du -sh "$dest" | cut -f1))"
