#!/usr/bin/env bash
# What: programs from Debian's packages, installed with apt-get only when they
# are missing, all in one apt-get run, as scripts/ensure-chromium.sh does for
# Chromium. Give pairs of a program's path and the package that provides it:
#   ensure-program.sh /usr/sbin/nginx nginx-light     for npm run serve:cluster
#   ensure-program.sh /usr/bin/redis-server redis-server /usr/bin/faketime faketime
# Why: npm run serve:cluster and the tests run Debian's nginx and redis-server
# (Debian 12 has no valkey-server; Valkey speaks the same protocol), and the
# unit suite runs again under libfaketime on days ahead (scripts/days-ahead.mjs).
set -euo pipefail
(( $# > 0 && $# % 2 == 0 )) || { echo "usage: ensure-program.sh PROGRAM PACKAGE [PROGRAM PACKAGE ...]" >&2; exit 2; }
missing=()
packages=()
while (( $# )); do
  [[ -x "$1" ]] || { missing+=("$1"); packages+=("$2"); }
  shift 2
done
(( ${#missing[@]} )) || exit 0
echo "${missing[*]} not found: installing Debian's ${packages[*]} with apt-get" >&2
sudo=""
[[ "$(id -u)" -ne 0 ]] && sudo="sudo"
$sudo apt-get update -qq
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${packages[@]}" >/dev/null
for program in "${missing[@]}"; do
  [[ -x "$program" ]] || { echo "apt-get installed ${packages[*]}, but $program is still missing." >&2; exit 1; }
done
