# syntax=docker/dockerfile:1
# Build stage: dependencies and the client bundle.
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# Runtime stage: production dependencies, the server sources (Node 24 runs TypeScript directly) and the bundle.
FROM node:24-bookworm-slim AS runtime
ENV NODE_ENV=production PORT=3000 DATA_DIR=/data
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
COPY --from=build /app/dist ./dist
COPY server ./server
COPY shared ./shared
COPY migrations ./migrations
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
# Ready, not only alive: /readyz answers 503 while the database does not answer (server/http/health.ts).
HEALTHCHECK --interval=30s --timeout=3s CMD node -e "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/readyz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"
# The heap flags are the server's own (scripts/node-flags.ts says why): keep them as `npm run serve` has them.
CMD ["node", "--max-semi-space-size=8", "--heap-growing-percent=60", "server/main.ts"]
