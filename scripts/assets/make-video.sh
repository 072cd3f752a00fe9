#!/usr/bin/env sh
# Render the About background loop (frames via sharp, encoding via ffmpeg).
set -e
command -v ffmpeg >/dev/null 2>&1 || { echo "ffmpeg missing: apt-get install -y ffmpeg" >&2; exit 1; }
cd "$(dirname "$0")/../.."
exec node scripts/assets/make-video.mjs
