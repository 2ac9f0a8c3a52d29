#!/usr/bin/env bash
# Debian packages the product and its tests use: redis-server (jobs, sessions), Chromium (browser tests,
# invoice PDFs), Arabic-capable fonts, xmllint, pdftoppm (the invoice PDF tests read the QR off page 1). Installed only when missing, and only as root.
set -euo pipefail
need=()
command -v redis-server >/dev/null || need+=(redis-server)
[ -x /usr/lib/chromium/chromium ] || need+=(chromium)
dpkg -s fonts-noto-core >/dev/null 2>&1 || need+=(fonts-noto-core)
dpkg -s fonts-hosny-amiri >/dev/null 2>&1 || need+=(fonts-hosny-amiri)
command -v xmllint >/dev/null || need+=(libxml2-utils)
command -v pdftoppm >/dev/null || need+=(poppler-utils)
[ ${#need[@]} -eq 0 ] && exit 0
if [ "$(id -u)" -ne 0 ]; then
  echo "Missing Debian packages: ${need[*]}. Install them with: sudo apt-get install -y ${need[*]}" >&2
  exit 1
fi
echo "Installing ${need[*]} ..."
apt-get update -qq
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${need[@]}" >/dev/null
