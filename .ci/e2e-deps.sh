#!/usr/bin/env bash
# What the end-to-end run (npm run test:e2e) and the board benchmark need beyond `npm ci`: Debian's
# Chromium (driven by playwright-core, which downloads no browser of its own) and a font with wide
# Unicode coverage for legible screenshots. CI runs this as root on Debian 12.
set -euo pipefail
if command -v chromium >/dev/null 2>&1 && [ -x /usr/bin/chromium ]; then
  echo "e2e-deps: chromium already installed ($(/usr/bin/chromium --version 2>/dev/null || echo unknown version))"
  exit 0
fi
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq --no-install-recommends chromium fonts-dejavu-core >/dev/null
echo "e2e-deps: installed $(/usr/bin/chromium --version 2>/dev/null || echo chromium)"
