#!/usr/bin/env bash
# What the tests need from the system, put in place by `npm test` before it runs them (and by `npm run
# setup:system` alone): Chromium and fonts (end-to-end tests), libsecret's headers and a C++ toolchain (to build
# keytar), gnome-keyring and dbus-run-session (a Secret Service for the keychain tests). Then keytar is built if
# its binding is missing, so the keychain tests run on the first `npm test`.
#
# On Debian as root it installs what is missing; anywhere else it stops at once with the exact list to install.
# Idempotent: when everything is there it only says so.
set -euo pipefail
cd "$(dirname "$0")/.."

chromium="${PERPDESK_CHROMIUM:-/usr/bin/chromium}"
packages=(fonts-liberation fonts-dejavu-core libsecret-1-dev gnome-keyring dbus dbus-daemon g++ make python3 pkg-config)
[ -n "${PERPDESK_CHROMIUM:-}" ] || packages=(chromium "${packages[@]}")

stop() {
  printf 'setup-system: %s\n' "$@" >&2
  exit 1
}

if command -v dpkg-query >/dev/null 2>&1; then
  missing=()
  for p in "${packages[@]}"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
  done
  if [ ${#missing[@]} -gt 0 ]; then
    if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
      echo "setup-system: installing ${missing[*]}"
      apt-get update -qq
      DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
    else
      stop "the tests need these Debian packages, not installed here: ${missing[*]}" \
        "install them (sudo apt-get install ${missing[*]}), or run npm test as root to have them installed"
    fi
  fi
else
  # Not Debian: look for the things themselves.
  missing=()
  [ -x "$chromium" ] || missing+=("Chromium at $chromium (or set PERPDESK_CHROMIUM to another)")
  pkg-config --exists libsecret-1 2>/dev/null || missing+=("libsecret's development headers (pkg-config libsecret-1)")
  command -v gnome-keyring-daemon >/dev/null 2>&1 || missing+=("gnome-keyring")
  command -v dbus-run-session >/dev/null 2>&1 || missing+=("dbus (dbus-run-session)")
  for tool in c++ make python3; do command -v "$tool" >/dev/null 2>&1 || missing+=("$tool"); done
  if [ ${#missing[@]} -gt 0 ]; then
    stop "the tests need these, not found here:" "${missing[@]/#/  - }"
  fi
fi

keytar="$(node scripts/keytar-state.mjs)"
case "$keytar" in
  ok) ;;
  unbuilt)
    echo "setup-system: building keytar (the keychain) now that libsecret's headers are here"
    npm rebuild keytar --foreground-scripts >/dev/null || stop "keytar could not be built: npm rebuild keytar failed (see above)"
    ;;
  absent\ *)
    echo "setup-system: installing keytar (the keychain) now that libsecret's headers are here"
    npm install --no-save --no-audit --no-fund "keytar@${keytar#absent }" >/dev/null \
      || stop "keytar could not be installed: npm install keytar failed (see above)"
    ;;
esac
echo "setup-system: the system has what the tests need"
