# syntax=docker/dockerfile:1.7
# One multi-stage build for operators (docker-compose.yml). Targets:
#   api     the HTTP API and the built web app, as user `node`
#   worker  the BullMQ worker, as user `node`
#   tools   the full workspace for migrations, seeds and maintenance (pnpm db:migrate, ...)
# Development and CI never need Docker (see docs/operations.md).
ARG NODE_IMAGE=node:20.20-bookworm-slim

FROM ${NODE_IMAGE} AS base
ENV TURBO_TELEMETRY_DISABLED=1
# corepack fetches pnpm from outside the npm registry; npm does not
RUN npm install --global pnpm@10
WORKDIR /repo

FROM base AS build
COPY . .
RUN pnpm install --frozen-lockfile
RUN pnpm exec turbo run build --filter=@kiwi/api --filter=@kiwi/worker --filter=@kiwi/web
# Each app with only its production dependencies (workspace packages are bundled by esbuild).
RUN pnpm --filter=@kiwi/api deploy --prod --legacy /out/api \
 && pnpm --filter=@kiwi/worker deploy --prod --legacy /out/worker \
 && cp -r apps/web/dist /out/api/web \
 && rm -rf /out/*/src /out/*/test

FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    STORAGE_DIR=/data/storage
# Owned by `node` in the image so a fresh named volume mounted here is writable.
RUN mkdir -p /data/storage && chown node:node /data/storage
WORKDIR /app
USER node

FROM runtime AS api
COPY --from=build --chown=node:node /out/api /app
ENV PORT=3000 \
    HOST=0.0.0.0 \
    WEB_DIST_DIR=/app/web
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=20s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/readyz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "--enable-source-maps", "dist/server.js"]

FROM runtime AS worker
COPY --from=build --chown=node:node /out/worker /app
CMD ["node", "--enable-source-maps", "dist/main.js"]

FROM build AS tools
USER node
CMD ["pnpm", "db:migrate"]
