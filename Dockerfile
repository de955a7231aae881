# One multi-stage build for operators (docker-compose.yml, docs/operations.md). Targets:
#   api     the HTTP API and the built web app
#   worker  the BullMQ worker
#   tools   migrations, seeds and maintenance: pnpm db:migrate | db:seed:demo | db:seed:scale |
#           maintenance on|off|status (scripts/ bundled with @kiwi/db, plus the migrations)
# api and worker run as `node` with their files owned by root (read-only for the process);
# only /data/storage, the volume they share, is writable.
# Development and CI never need Docker (see docs/operations.md).
#
# No `# syntax=` line: nothing here needs a newer Dockerfile frontend than the builder's own,
# and the line makes BuildKit fetch one from Docker Hub. Builds with BuildKit and with the
# classic builder (DOCKER_BUILDKIT=0, Compose 1.29).
ARG NODE_IMAGE=node:20.20-bookworm-slim

FROM ${NODE_IMAGE} AS pnpm
# The version package.json pins in "packageManager" (scripts/ops/docker-files.test.ts checks it).
ARG PNPM_VERSION=10.34.9
ENV TURBO_TELEMETRY_DISABLED=1
# npm, not corepack: corepack fetches pnpm from outside the npm registry.
RUN npm install --global pnpm@${PNPM_VERSION} && npm cache clean --force
WORKDIR /repo

# Dependencies only: manifests and the lockfile, so this layer is rebuilt only when one of
# them changes, never for a source change. One line per workspace package (checked by
# scripts/ops/docker-files.test.ts).
FROM pnpm AS deps
COPY package.json pnpm-lock.yaml pnpm-workspace.yaml ./
# dependency patches (pnpm patchedDependencies) are applied at install
COPY patches patches/
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY apps/worker/package.json apps/worker/
COPY packages/db/package.json packages/db/
COPY packages/domain/package.json packages/domain/
COPY packages/jobs/package.json packages/jobs/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
# the browser suite and the benchmarks are not built into any image
RUN pnpm install --frozen-lockfile --filter='!@kiwi/e2e' --filter='!@kiwi/bench'

FROM deps AS build
COPY . .
RUN pnpm exec turbo run build --filter=@kiwi/api --filter=@kiwi/worker --filter=@kiwi/web \
 && node scripts/ops/build-tools.mjs /out/tools
# Each app with only its production dependencies (workspace packages are bundled by esbuild).
RUN pnpm --filter=@kiwi/api deploy --prod --legacy /out/api \
 && pnpm --filter=@kiwi/worker deploy --prod --legacy /out/worker \
 && cp -r apps/web/dist /out/api/web \
 && rm -rf /out/api/src /out/api/test /out/worker/src /out/worker/test

FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    STORAGE_DIR=/data/storage
# Owned by `node` in the image so a fresh named volume mounted here is writable.
RUN mkdir -p /data/storage && chown node:node /data/storage
WORKDIR /app
USER node

FROM runtime AS api
# no --chown: root owns the app, `node` may only read it
COPY --from=build /out/api /app
ENV PORT=3000 \
    HOST=0.0.0.0 \
    WEB_DIST_DIR=/app/web
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=20s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/readyz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "--enable-source-maps", "dist/server.js"]

FROM runtime AS worker
COPY --from=build /out/worker /app
# The worker touches this file while Redis answers its PING (apps/worker/src/heartbeat.ts);
# unhealthy when it is missing or older than 20 s.
ENV WORKER_HEARTBEAT_FILE=/tmp/kiwi-worker.alive
HEALTHCHECK --interval=10s --timeout=3s --start-period=20s --retries=3 \
  CMD ["node", "-e", "try{process.exit(Date.now()-require('fs').statSync(process.env.WORKER_HEARTBEAT_FILE).mtimeMs<20000?0:1)}catch{process.exit(1)}"]
CMD ["node", "--enable-source-maps", "dist/main.js"]

FROM pnpm AS tools
COPY --from=build /out/tools /app
WORKDIR /app
ENV NODE_ENV=production \
    KIWI_MIGRATIONS_DIR=/app/migrations \
    npm_config_update_notifier=false
USER node
CMD ["pnpm", "db:migrate"]
