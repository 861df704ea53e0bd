# The portal in one image: `docker compose up` (see docker-compose.yml) or
#   docker build -t library-portal . && docker run -p 8080:8080 -e DATABASE_URL=... -e ADMIN_PASSWORD=... library-portal

# Build: every dependency (TypeScript included), then tsc.
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY server/package.json server/
RUN npm ci
COPY server/tsconfig.json server/tsconfig.build.json server/
COPY server/src server/src
RUN npm run build

# Runtime: production dependencies and the compiled server only.
FROM node:24-bookworm-slim
ENV NODE_ENV=production \
    PORT=8080 \
    DATA_DIR=/data
WORKDIR /app
# ffmpeg converts uploaded videos for the web (background jobs); a CJK font draws Chinese text on generated posters and covers.
RUN apt-get update && apt-get install -y --no-install-recommends ffmpeg fonts-wqy-microhei && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
COPY server/package.json server/
RUN npm ci --omit=dev && npm cache clean --force
COPY --from=build /app/server/dist server/dist
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME /data
EXPOSE 8080
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 8080) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "server/dist/main.js"]
