# Backoffice: the console, the app API, the user-management API and the platform API in one process.
#
#   docker build -t backoffice .
#   docker run -p 8080:8080 -v backoffice-data:/data backoffice
#
# The base is a build argument so the image can be built where no registry can be reached, on a base built
# locally (scripts/container-check.sh does so). It must be Debian bookworm with Node.js (and its headers in
# /usr/local/include/node, as the official images have) and npm in /usr/local.
#
# Node.js 24 at its newest patch, the one CI tests (NODE_VERSIONS in scripts/node-versions.mjs; a test keeps this
# tag and that list in step). Not 24.19 to 24.21: better-sqlite3 12 built against their headers aborts when a
# statement is garbage-collected outside JavaScript ("Assertion failed: (env) != nullptr"); 24.22 no longer does.
# better-sqlite3 13 would bring a prebuilt binary and drop the compiler stage below, but needs Node 22 while the
# development machines run 20: docs/decisions/0034-node-lts-runtimes.md says when it is taken.
ARG BASE_IMAGE=node:24.22.3-bookworm-slim

# Production dependencies of the server only (no console, test or build tools), with the native modules
# compiled here: better-sqlite3 builds from source when its prebuilt binary cannot be downloaded.
FROM ${BASE_IMAGE} AS dependencies
RUN apt-get update \
 && apt-get install -y --no-install-recommends python3 make g++ \
 && rm -rf /var/lib/apt/lists/*
WORKDIR /app
# node-gyp compiles against the headers of the Node.js in the image instead of downloading them.
ENV npm_config_nodedir=/usr/local
COPY package.json package-lock.json .npmrc ./
COPY packages/contract/package.json packages/contract/
COPY packages/platform-client/package.json packages/platform-client/
COPY packages/server-process/package.json packages/server-process/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
RUN --mount=type=cache,target=/root/.npm \
    npm ci --omit=dev --no-audit --no-fund -w @backoffice/server -w @backoffice/contract \
 && mkdir -p apps/server/node_modules packages/contract/node_modules

# The build: the contract, the console (Vite) and the server (tsc). No install scripts are needed to build,
# so none run (the runtime's native modules come from the stage above).
FROM ${BASE_IMAGE} AS build
WORKDIR /app
COPY package.json package-lock.json .npmrc tsconfig.base.json ./
COPY packages/contract/package.json packages/contract/
COPY packages/platform-client/package.json packages/platform-client/
COPY packages/server-process/package.json packages/server-process/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
RUN --mount=type=cache,target=/root/.npm \
    npm ci --ignore-scripts --no-audit --no-fund --include-workspace-root \
      -w @backoffice/contract -w @backoffice/web -w @backoffice/server
COPY packages/contract packages/contract
COPY apps/web apps/web
COPY apps/server apps/server
RUN npm run build

FROM ${BASE_IMAGE} AS runtime
# A user of its own, with no login and no home of use; DATA_DIR is the one place it writes.
RUN groupadd --system --gid 10001 backoffice \
 && useradd --system --uid 10001 --gid backoffice --no-create-home --shell /usr/sbin/nologin backoffice \
 && mkdir -p /data \
 && chown backoffice:backoffice /data \
 && chmod 0700 /data
WORKDIR /app
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=8080 \
    DATA_DIR=/data
COPY --from=dependencies /app/package.json ./
COPY --from=dependencies /app/node_modules node_modules
COPY --from=dependencies /app/packages/contract/node_modules packages/contract/node_modules
COPY --from=dependencies /app/apps/server/node_modules apps/server/node_modules
COPY --from=build /app/packages/contract/package.json packages/contract/
COPY --from=build /app/packages/contract/dist packages/contract/dist
COPY --from=build /app/apps/server/package.json apps/server/
COPY --from=build /app/apps/server/dist apps/server/dist
COPY --from=build /app/apps/web/dist apps/web/dist
USER backoffice
# The SQLite database, the generated keys and the export files (docs/operations/README.md).
VOLUME /data
EXPOSE 8080
# Liveness only: /healthz touches no database. A load balancer should probe /readyz.
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 8080) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# The same entry point `npm start` runs, without npm: SIGTERM reaches Node and stops it cleanly.
CMD ["node", "apps/server/dist/main.js"]
