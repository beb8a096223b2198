#!/usr/bin/env bash
# Makes sure a Chromium is available for the browser tests, installing Debian's package when none is found.
set -euo pipefail
if [ -n "${CHROMIUM_PATH:-}" ] && [ -x "${CHROMIUM_PATH}" ]; then exit 0; fi
if [ -x /usr/bin/chromium ]; then exit 0; fi
if command -v apt-get >/dev/null 2>&1; then
  echo "No Chromium found: installing Debian's chromium package"
  sudo=""
  [ "$(id -u)" -eq 0 ] || sudo="sudo"
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq chromium >/dev/null
  exit 0
fi
echo "No Chromium found and apt-get is not available: install Chromium and set CHROMIUM_PATH" >&2
exit 1
