#!/usr/bin/env bash
# Runs node with the project's Node.js LTS (see use-node.sh): `bash scripts/node.sh <node arguments>`.
set -euo pipefail
source "$(dirname "$0")/use-node.sh"
exec node "$@"
