# The API image: one codebase, two entry points (api/dist/main.js serves HTTP; api/dist/worker.js runs jobs).
# Debian's Chromium renders invoice PDFs; puppeteer never downloads a browser.
FROM node:24-bookworm-slim AS build
WORKDIR /app
ENV PUPPETEER_SKIP_DOWNLOAD=1
COPY package.json package-lock.json .puppeteerrc.cjs tsconfig.json ./
COPY api/package.json api/
COPY contracts/package.json contracts/
COPY ui/package.json ui/
COPY storefront/package.json storefront/
COPY backoffice/package.json backoffice/
COPY test/package.json test/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev

FROM node:24-bookworm-slim
RUN apt-get update && apt-get install -y --no-install-recommends chromium fonts-noto-core fonts-hosny-amiri \
    && rm -rf /var/lib/apt/lists/*
WORKDIR /app
ENV NODE_ENV=production PORT=3000 PUPPETEER_SKIP_DOWNLOAD=1
# Docker's default seccomp profile forbids the user namespaces Chromium's sandbox needs: the PDF renderer runs
# without it here. With a seccomp profile that allows them (e.g. Chromium's own), set CHROMIUM_SANDBOX=true.
ENV CHROMIUM_SANDBOX=false
COPY --from=build /app /app
USER node
EXPOSE 3000
CMD ["node", "--enable-source-maps", "api/dist/main.js"]
