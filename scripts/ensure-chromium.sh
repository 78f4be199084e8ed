#!/usr/bin/env bash
# The end-to-end tests drive Debian's Chromium; install it on a machine that lacks it.
set -euo pipefail
chromium="${CHROMIUM_PATH:-/usr/bin/chromium}"
[[ -x "$chromium" ]] && exit 0
echo "Chromium not found at $chromium: installing Debian's chromium package"
sudo=""
[[ "$(id -u)" -ne 0 ]] && sudo="sudo"
$sudo apt-get update -qq
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq chromium >/dev/null
"$chromium" --version
