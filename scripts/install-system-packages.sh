#!/usr/bin/env bash
# Debian packages the product and its tests use: redis-server (jobs, sessions), Chromium (browser tests,
# invoice PDFs), Arabic-capable fonts, xmllint, pdftoppm (the invoice PDF tests read the QR off page 1). Installed only when missing, and only as root.
# With --with-postgresql (npm test): the PostgreSQL server too, which the test suites use on 127.0.0.1:5432.
set -euo pipefail
need=()
with_postgresql=false
[ "${1:-}" = "--with-postgresql" ] && with_postgresql=true
if $with_postgresql && ! command -v pg_ctlcluster >/dev/null; then need+=(postgresql); fi
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
if [[ " ${need[*]} " == *" postgresql "* ]]; then
  # The server we just installed: the test suites connect as postgres over TCP from this machine only.
  hba=$(ls /etc/postgresql/*/main/pg_hba.conf | head -n1)
  sed -i '1i host all postgres 127.0.0.1/32 trust' "$hba"
fi
