#!/usr/bin/env bash
# Installs the system packages Perpdesk's tests need: Chromium and fonts (end-to-end tests), libsecret (to build
# keytar), gnome-keyring and dbus-run-session (a Secret Service for the keychain tests). On Debian as root it
# installs them; elsewhere it says exactly what to install.
set -euo pipefail

packages=(chromium fonts-liberation fonts-dejavu-core libsecret-1-dev gnome-keyring dbus dbus-daemon)

missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done

if [ ${#missing[@]} -eq 0 ]; then
  echo "setup-system: all system packages present"
  exit 0
fi

if command -v apt-get >/dev/null 2>&1 && [ "$(id -u)" = 0 ]; then
  echo "setup-system: installing ${missing[*]}"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
  exit 0
fi

echo "setup-system: please install these packages (Debian names): ${missing[*]}" >&2
echo "  e.g. sudo apt-get install ${missing[*]}" >&2
echo "  Elsewhere: a Chromium at /usr/bin/chromium (or set PERPDESK_CHROMIUM), libsecret's headers, gnome-keyring." >&2
exit 1
