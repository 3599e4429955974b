#!/bin/sh
# Remakes ahb-presentation.mp4, the reference back-end's sample presentation video: an 8-second animated title
# card in the site's colours (about 50 KB, H.264, no sound). Needs ffmpeg with libx264 and the DejaVu fonts.
# The result is committed, so neither is needed to run the back-end.
set -eu
cd "$(dirname "$0")"
ffmpeg -y -loglevel error -f lavfi -i 'color=c=0x0c3d5f:s=1280x720:r=24:d=8' -filter_complex "
drawbox=x=0:y=ih-ih*0.55*min(t/4\,1):w=iw:h=ih:color=0x0b6aa8@0.55:t=fill,
drawbox=x=0:y=ih-ih*0.35*min(t/5\,1)-12*sin(t*3):w=iw:h=ih:color=0x07578c@0.9:t=fill,
drawtext=font=DejaVu Sans:fontsize=168:fontcolor=0xfbbf24:text=AHB:x=(w-text_w)/2:y=h*0.18:alpha=min(max(t-0.3\,0)\,1),
drawtext=font=DejaVu Sans:fontsize=60:fontcolor=white:text=Eau · Santé · Solidarité:x=(w-text_w)/2:y=h*0.5:alpha=min(max(t-1.5\,0)\,1),
drawtext=font=DejaVu Sans:fontsize=48:fontcolor=0xdbeefe:text=Water · Health · Solidarity:x=(w-text_w)/2:y=h*0.62:alpha=min(max(t-2.8\,0)\,1),
drawtext=font=DejaVu Sans:fontsize=40:fontcolor=white:text=Association Humanitaire du Bénin:x=(w-text_w)/2:y=h*0.82:alpha=min(max(t-4.2\,0)\,1),
drawbox=x=(iw-iw*min(max(t-0.8\,0)/2\,1)*0.4)/2:y=ih*0.18+192:w=iw*min(max(t-0.8\,0)/2\,1)*0.4:h=8:color=0xfbbf24:t=fill,
format=yuv420p" -c:v libx264 -profile:v main -preset veryslow -crf 30 -movflags +faststart -an ahb-presentation.mp4
