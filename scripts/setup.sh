#!/usr/bin/env bash
# Install everything the test suite needs on a fresh Debian machine of this kind: the Debian
# packages (Chromium for the browser tests, when missing) and the npm packages from the lockfile.
set -euo pipefail
cd "$(dirname "$0")/.."

if [ -f .ci/e2e-deps.sh ]; then
  bash .ci/e2e-deps.sh
fi

npm ci --no-audit --no-fund
