#!/usr/bin/env bash
# What: one of Debian's Chromium packages, installed with apt-get only when its
# program is missing. Nothing else is installed or changed.
#   ensure-chromium.sh chromium                 the browser, for npm run audit
#                                               (CHROMIUM_PATH, default /usr/bin/chromium)
#   ensure-chromium.sh chromium-headless-shell  the headless shell, for the
#                                               end-to-end tests (CHROMIUM_HEADLESS_SHELL_PATH,
#                                               default /usr/bin/chromium-headless-shell)
# Why: scripts/chromium.mjs drives them. Playwright's own browser download comes
# from a CDN that this project's machines cannot reach, while Debian's mirror is
# reachable and its builds receive the distribution's security updates.
# Set the variable to use a program you already have; this script then only
# checks that it exists.
set -euo pipefail
package="${1:?say which: chromium or chromium-headless-shell}"
case "$package" in
  chromium) variable=CHROMIUM_PATH ;;
  chromium-headless-shell) variable=CHROMIUM_HEADLESS_SHELL_PATH ;;
  *) echo "ensure-chromium.sh: unknown package '$package' (chromium or chromium-headless-shell)." >&2; exit 1 ;;
esac
program="${!variable:-/usr/bin/$package}"
[[ -x "$program" ]] && exit 0
if [[ -n "${!variable:-}" ]]; then
  echo "$variable is set to $program, which is not an executable." >&2
  exit 1
fi
echo "$package not found at $program: installing Debian's $package package with apt-get"
echo "(Playwright's own browser download is not used)."
sudo=""
[[ "$(id -u)" -ne 0 ]] && sudo="sudo"
$sudo apt-get update -qq
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "$package" >/dev/null
"$program" --version
