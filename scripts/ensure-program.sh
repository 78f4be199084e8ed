#!/usr/bin/env bash
# What: a program from Debian's packages, installed with apt-get only when it is
# missing, as scripts/ensure-chromium.sh does for Chromium.
#   ensure-program.sh /usr/sbin/nginx nginx-light     for npm run serve:cluster
#   ensure-program.sh /usr/bin/redis-server redis-server
# Why: npm run serve:cluster and the end-to-end tests run Debian's nginx and
# redis-server (Debian 12 has no valkey-server; Valkey speaks the same protocol).
set -euo pipefail
program="${1:?which program: a path such as /usr/sbin/nginx}"
package="${2:?which Debian package provides it}"
[[ -x "$program" ]] && exit 0
echo "$program not found: installing Debian's $package package with apt-get" >&2
sudo=""
[[ "$(id -u)" -ne 0 ]] && sudo="sudo"
$sudo apt-get update -qq
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "$package" >/dev/null
[[ -x "$program" ]] || { echo "apt-get installed $package, but $program is still missing." >&2; exit 1; }
