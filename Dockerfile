# Maistry production image: multi-stage, non-root, production dependencies and the build only.
FROM node:20-slim AS base
WORKDIR /app

FROM base AS production-deps
COPY package.json package-lock.json ./
# npm's postinstall patches React Router (decision 059).
COPY scripts/patch-react-router.js ./scripts/
RUN npm ci --omit=dev --no-audit --no-fund

FROM base AS build
COPY package.json package-lock.json ./
COPY scripts/patch-react-router.js ./scripts/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM base
# ffprobe/ffmpeg check uploaded videos by their content and cut their poster frames.
RUN apt-get update && apt-get install -y --no-install-recommends ffmpeg && rm -rf /var/lib/apt/lists/*
# A production start also needs SESSION_SECRET and PUBLIC_URL (the site's origin), given at `docker run`.
ENV NODE_ENV=production PORT=3000 HOST=0.0.0.0 DATA_DIR=/data
COPY --from=production-deps /app/node_modules ./node_modules
COPY --from=build /app/build ./build
COPY package.json server.js ./
COPY drizzle ./drizzle
# The embedded database's thread, started by path, and what starts it from server.js's primary
# (both plain JavaScript, outside the build).
COPY app/server/db/pglite-worker.js app/server/db/embedded-thread.js ./app/server/db/
# Data files read at run time (Django's common-password list).
COPY --from=build /app/app/server/auth/data ./app/server/auth/data
# The demo's videos (2 MB), for a container started with DEMO_CONTENT=true.
COPY --from=build /app/app/server/seed/demo-media ./app/server/seed/demo-media
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME /data
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=20s \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "server.js"]
