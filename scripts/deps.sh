#!/usr/bin/env bash
# Installs what the build needs and is missing: the Debian packages named as arguments (with
# apt-get, as root or through sudo) and a check that the Swift toolchain is on PATH.
set -euo pipefail

if ! command -v swift >/dev/null 2>&1; then
  echo "deps: the Swift toolchain (6.0 or later) is not on PATH; install it from swift.org first." >&2
  exit 1
fi

missing=()
for package in "$@"; do
  dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" || missing+=("$package")
done
[ ${#missing[@]} -eq 0 ] && exit 0

sudo=""
[ "$(id -u)" -ne 0 ] && sudo="sudo"
echo "deps: installing ${missing[*]}"
$sudo apt-get update -qq
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}"
