#!/usr/bin/env bash
# Regenerates the home-page hero video and its poster, entirely from ffmpeg
# lavfi sources (no external footage):
#
#   public/media/hero.mp4        H.264 High, yuv420p, +faststart, AAC soft pad
#   public/media/hero.webm       VP9 + Opus
#   public/media/hero-poster.webp first frame
#
# The picture is an indigo/teal "aurora" field (geq, recoloured with curves),
# a faint 80 px grid and a few light "data packets" travelling along grid
# lines. Every time-dependent term has a period that divides 8 s, so the
# 8-second clip loops seamlessly. The audio is a quiet, slowly breathing
# A-major pad whose partials complete whole cycles in 8 s (also seamless).
#
# Usage (from anywhere): bash scripts/make-static-media.sh
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
OUT="$ROOT/public/media"
mkdir -p "$OUT"
TMP="$(mktemp -d)"
trap 'rm -rf "$TMP"' EXIT

W=1280
H=720
FPS=25
DUR=8

command -v ffmpeg >/dev/null || { echo "ffmpeg is required" >&2; exit 1; }

# p = 2*PI*T/8 ; the field is computed at half resolution (smooth) and upscaled.
P='(2*PI*T/8)'
FIELD="clip(0.50+0.24*sin(X/85+2*sin(Y/115+$P)+$P)+0.20*sin(Y/55-1.5*cos(X/130-$P)+2*$P)+0.08*sin((X+Y)/40-3*$P),0,1)"

# x / y positions of the packets: period 8 s (or 4 s) so that they wrap in sync with the loop.
read -r -d '' GRAPH <<EOF || true
color=c=black:s=$((W / 2))x$((H / 2)):r=$FPS:d=$DUR,format=gray,
geq=lum='255*$FIELD',
scale=$W:$H:flags=bicubic,format=gbrp,
curves=r='0/0.035 0.45/0.13 0.75/0.30 1/0.10':g='0/0.055 0.45/0.10 0.75/0.27 1/0.66':b='0/0.12 0.45/0.36 0.75/0.86 1/0.62',
drawgrid=w=80:h=80:t=1:c=white@0.07,
format=gbrp[bg];
color=c=black:s=${W}x${H}:r=$FPS:d=$DUR[canvas];
color=c=0x5EEAD4:s=180x4:r=$FPS:d=$DUR[p1];
color=c=0xA5B4FC:s=140x4:r=$FPS:d=$DUR[p2];
color=c=0x5EEAD4:s=4x160:r=$FPS:d=$DUR[p3];
color=c=0xE0E7FF:s=4x120:r=$FPS:d=$DUR[p4];
color=c=0x99F6E4:s=120x4:r=$FPS:d=$DUR[p5];
color=c=0x818CF8:s=4x140:r=$FPS:d=$DUR[p6];
[canvas][p1]overlay=x='mod(t*($W+180)/8\,$W+180)-180':y=238:eval=frame[l1];
[l1][p2]overlay=x='$W-mod(t*($W+140)/4\,$W+140)':y=478:eval=frame[l2];
[l2][p3]overlay=x=398:y='mod(t*($H+160)/4\,$H+160)-160':eval=frame[l3];
[l3][p4]overlay=x=958:y='$H-mod(t*($H+120)/8\,$H+120)':eval=frame[l4];
[l4][p5]overlay=x='mod(t*($W+120)/8+640\,$W+120)-120':y=78:eval=frame[l5];
[l5][p6]overlay=x=718:y='mod(t*($H+140)/8+360\,$H+140)-140':eval=frame,format=gbrp,split[sharp][soft];
[soft]gblur=sigma=7,curves=all='0/0 0.25/0.9 1/1'[halo];
[sharp][halo]blend=all_mode=addition[packets];
[bg][packets]blend=all_mode=screen,vignette=angle=PI/5,format=yuv420p[v]
EOF
GRAPH="$(printf '%s' "$GRAPH" | tr -d '\n')"

# Soft pad: A2 + E3 + A3 + C#4 (all whole cycles in 8 s), gentle 8 s swell, slight stereo detune.
AUDIO_L="(0.040*sin(2*PI*110*t)+0.028*sin(2*PI*165*t)+0.020*sin(2*PI*220*t)+0.012*sin(2*PI*277.5*t))*(0.65+0.35*sin(2*PI*t/8))"
AUDIO_R="(0.040*sin(2*PI*110.5*t)+0.028*sin(2*PI*165*t)+0.020*sin(2*PI*220.5*t)+0.012*sin(2*PI*277.5*t))*(0.65+0.35*sin(2*PI*t/8+PI/2))"

echo "rendering master (this takes a minute)..."
ffmpeg -hide_banner -loglevel error -y \
  -filter_complex "$GRAPH" -map "[v]" -frames:v $((FPS * DUR)) \
  -c:v libx264 -preset veryfast -qp 0 -pix_fmt yuv420p "$TMP/master.mkv"

ffmpeg -hide_banner -loglevel error -y \
  -f lavfi -i "aevalsrc=exprs='$AUDIO_L|$AUDIO_R':s=48000:d=$DUR" \
  -c:a pcm_s16le "$TMP/pad.wav"

echo "encoding hero.mp4..."
ffmpeg -hide_banner -loglevel error -y -i "$TMP/master.mkv" -i "$TMP/pad.wav" \
  -map 0:v -map 1:a -c:v libx264 -preset slow -crf 26 -profile:v high -level 4.0 \
  -pix_fmt yuv420p -g $((FPS * 2)) -threads 1 \
  -c:a aac -b:a 64k -ac 2 -ar 48000 -t $DUR \
  -movflags +faststart -map_metadata -1 -fflags +bitexact -flags:v +bitexact -flags:a +bitexact \
  "$OUT/hero.mp4"

echo "encoding hero.webm..."
ffmpeg -hide_banner -loglevel error -y -i "$TMP/master.mkv" -i "$TMP/pad.wav" \
  -map 0:v -map 1:a -c:v libvpx-vp9 -crf 38 -b:v 0 -row-mt 1 -deadline good -cpu-used 2 \
  -pix_fmt yuv420p -g $((FPS * 2)) -threads 2 \
  -c:a libopus -b:a 48k -ac 2 -ar 48000 -t $DUR \
  -map_metadata -1 -fflags +bitexact -flags:v +bitexact -flags:a +bitexact \
  "$OUT/hero.webm"

echo "writing hero-poster.webp..."
ffmpeg -hide_banner -loglevel error -y -i "$TMP/master.mkv" -frames:v 1 \
  -c:v libwebp -quality 82 -compression_level 6 "$OUT/hero-poster.webp"

ls -l "$OUT"
