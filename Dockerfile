# The portal in one image: `docker compose up` (see docker-compose.yml) or
#   docker build -t library-portal . && docker run -p 8080:8080 -e DATABASE_URL=... -e ADMIN_PASSWORD=... library-portal
#
# scripts/image-steps.sh runs these same steps in a clean directory (no container engine needed) and
# checks the result; CI runs it. The two mirror each other: a change to one is made to the other.

# Build: every dependency (TypeScript, Vite), then the server (tsc) and the client (vite build).
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY server/package.json server/
COPY client/package.json client/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# Runtime: the server workspace's production dependencies (no embedded PostgreSQL, TypeScript, Vite,
# Vitest or codegen: DATABASE_URL is always set here), the compiled server and the built client.
FROM node:24-bookworm-slim
# Memory (issue 54): V8's young generation at most 2 x 16 MiB (its default grows with the machine's
# memory: 2 x 64 MiB on a 24 GiB host) and glibc's malloc in 2 arenas (sharp and the demo seed's
# image rendering left freed memory in per-thread arenas). docs/ARCHITECTURE.md §10 has the figures.
ENV NODE_ENV=production \
    PORT=8080 \
    DATA_DIR=/data \
    NODE_OPTIONS=--max-semi-space-size=16 \
    MALLOC_ARENA_MAX=2
WORKDIR /app
# ffmpeg converts uploaded videos for the web (background jobs); a CJK font draws Chinese text on generated posters and covers.
RUN apt-get update && apt-get install -y --no-install-recommends ffmpeg fonts-wqy-microhei && rm -rf /var/lib/apt/lists/*
# pg_dump and pg_restore for backups (备份管理). pg_dump refuses a server newer than itself, and
# Debian bookworm ships only postgresql-client-15, which cannot dump docker-compose.yml's postgres:16:
# the client of PG_CLIENT_MAJOR comes from the PostgreSQL project's own apt repository (PGDG, signed
# with its key), the same major as the compose's server. Not a newer one: a newer major's dump may
# set what an older server rejects (17's dumps set transaction_timeout, unknown to 16). A server of
# a higher major needs PG_CLIENT_MAJOR raised with it (scripts/image-steps.sh checks pg_dump there).
# /usr/bin/pg_dump (Debian's pg_wrapper) runs the newest client installed: this one.
ARG PG_CLIENT_MAJOR=16
RUN apt-get update && apt-get install -y --no-install-recommends ca-certificates curl \
    && install -d /usr/share/postgresql-common/pgdg \
    && curl -fsSL -o /usr/share/postgresql-common/pgdg/apt.postgresql.org.asc https://www.postgresql.org/media/keys/ACCC4CF8.asc \
    && echo "deb [signed-by=/usr/share/postgresql-common/pgdg/apt.postgresql.org.asc] https://apt.postgresql.org/pub/repos/apt bookworm-pgdg main" \
       > /etc/apt/sources.list.d/pgdg.list \
    && apt-get update && apt-get install -y --no-install-recommends postgresql-client-${PG_CLIENT_MAJOR} \
    && apt-get purge -y --auto-remove curl && rm -rf /var/lib/apt/lists/* \
    && pg_dump --version | grep -q "PostgreSQL) ${PG_CLIENT_MAJOR}\." \
    && pg_restore --version | grep -q "PostgreSQL) ${PG_CLIENT_MAJOR}\."
# Every workspace's package.json: npm ci checks the whole lock file, then installs the server's part only.
COPY package.json package-lock.json ./
COPY server/package.json server/
COPY client/package.json client/
RUN npm ci --omit=dev --workspace server --no-audit --no-fund && npm cache clean --force
COPY --from=build /app/server/dist server/dist
COPY --from=build /app/server/assets server/assets
# The dependency advisories snapshot the security check reads (npm run audit:snapshot).
COPY --from=build /app/server/security server/security
COPY --from=build /app/client/dist client/dist
# The server renderer of the public pages (issue 12): self-contained, it needs no client dependency here.
COPY --from=build /app/client/dist-ssr client/dist-ssr
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME /data
EXPOSE 8080
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 8080) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "server/dist/main.js"]
