#!/usr/bin/env bash
# The about section's background loop: two soft lights (violet and lime) drifting on the page's dark
# background along closed paths of 9 s, so the loop is seamless. ffmpeg from Debian, no input files.
set -euo pipefail
cd "$(dirname "$0")/../.."
P='(2*PI*T/9)'
V="exp(-(pow(X-W*(0.32+0.14*sin($P)),2)+pow(Y-H*(0.45+0.18*cos($P)),2))/(W*W*0.018))"
L="exp(-(pow(X-W*(0.70+0.12*cos($P)),2)+pow(Y-H*(0.55+0.20*sin(2*$P)),2))/(W*W*0.012))"
geq="geq=r='11+66*$V+40*$L':g='11+58*$V+56*$L':b='15+110*$V+20*$L'"
src="color=c=black:s=640x360:r=24:d=9,format=rgb24,$geq,scale=1280:720:flags=bicubic,format=yuv420p"
ffmpeg -y -loglevel error -f lavfi -i "$src" -an -c:v libvpx-vp9 -b:v 0 -crf 40 -row-mt 1 -deadline good public/video/about.webm
ffmpeg -y -loglevel error -f lavfi -i "$src" -an -c:v libx264 -preset slow -crf 28 -movflags +faststart public/video/about.mp4
ffmpeg -y -loglevel error -i public/video/about.mp4 -frames:v 1 /tmp/about-poster.png
node -e "require('sharp')('/tmp/about-poster.png').webp({ quality: 70 }).toFile('public/images/about-poster.webp')"
ls -l public/video public/images/about-poster.webp
