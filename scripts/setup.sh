#!/usr/bin/env bash
# Install the Debian packages pipesched builds against, when any is missing.
# Idempotent and quiet on success; safe without a terminal (CI).
set -euo pipefail

packages=(
  catch2
  librange-v3-dev
  libcli11-dev
  nlohmann-json3-dev
  libfmt-dev
  libopenmpi-dev
  openmpi-bin
  libbenchmark-dev
)

missing=()
for pkg in "${packages[@]}"; do
  if ! dpkg -s "$pkg" 2>/dev/null | grep -q '^Status: install ok installed'; then
    missing+=("$pkg")
  fi
done
[[ ${#missing[@]} -eq 0 ]] && exit 0

sudo=()
if [[ $(id -u) -ne 0 ]]; then
  if ! command -v sudo >/dev/null; then
    echo "setup.sh: need root or sudo to install: ${missing[*]}" >&2
    exit 1
  fi
  sudo=(sudo)
fi

log=$(mktemp)
trap 'rm -f "$log"' EXIT
export DEBIAN_FRONTEND=noninteractive
apt_opts=(-q -o DPkg::Lock::Timeout=600)  # wait for a concurrent apt, don't fail
if ! { "${sudo[@]}" apt-get "${apt_opts[@]}" update &&
       "${sudo[@]}" env DEBIAN_FRONTEND=noninteractive \
         apt-get "${apt_opts[@]}" install -y "${missing[@]}"; } >"$log" 2>&1; then
  cat "$log" >&2
  echo "setup.sh: installing ${missing[*]} failed" >&2
  exit 1
fi
