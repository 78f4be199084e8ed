#!/usr/bin/env bash
# What: Debian's `chromium` package (the browser and the libraries it needs),
# installed with apt-get, only when no Chromium is found at CHROMIUM_PATH
# (default /usr/bin/chromium). Nothing else is installed or changed.
# Why: the end-to-end tests and the audits drive that browser
# (scripts/chromium.mjs). Playwright's own browser download comes from a CDN that
# this project's machines cannot reach, while Debian's mirror is reachable and
# its build receives the distribution's security updates.
# Set CHROMIUM_PATH to use a Chromium you already have; this script then only
# checks that it exists.
set -euo pipefail
chromium="${CHROMIUM_PATH:-/usr/bin/chromium}"
[[ -x "$chromium" ]] && exit 0
if [[ -n "${CHROMIUM_PATH:-}" ]]; then
  echo "CHROMIUM_PATH is set to $chromium, which is not an executable." >&2
  exit 1
fi
echo "Chromium not found at $chromium: installing Debian's chromium package with apt-get,"
echo "for the end-to-end tests (Playwright's own browser download is not used)."
sudo=""
[[ "$(id -u)" -ne 0 ]] && sudo="sudo"
$sudo apt-get update -qq
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq chromium >/dev/null
"$chromium" --version
