import Volume2 from "lucide-react/icons/volume-2";
import VolumeX from "lucide-react/icons/volume-x";
import type { BlockOf } from "#src/lib/page-blocks.ts";
import { PlayPauseButton } from "../play-pause-button.tsx";

const controlClass = "rounded-full bg-white/90 p-3 text-ink shadow-lg hover:bg-white";

/**
 * The company's video under a heading. It starts muted, autoplays, loops and is 500 px high, with a
 * mute/unmute toggle and a pause button (WCAG 2.2.2); with reduced motion it does not start by
 * itself. The buttons are the behaviour's (src/site/islands/behaviours/hero-video.ts), which also
 * says their labels; without it the browser's own controls show instead. The video files are the
 * site's own (public/media/).
 */
export function HeroVideoBlock({ block }: { block: BlockOf<"heroVideo"> }) {
  const headingId = `${block.id}-heading`;
  return (
    <section aria-labelledby={headingId} className="bg-white py-16 sm:py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <div className="mx-auto max-w-3xl text-center">
          {block.eyebrow && (
            <p className="text-sm font-bold tracking-widest text-brand-600 uppercase">{block.eyebrow}</p>
          )}
          <h2 id={headingId} className="mt-2 text-3xl font-extrabold tracking-tight text-ink sm:text-4xl">
            {block.heading}
          </h2>
        </div>
        <div
          data-behaviour="hero-video"
          className="relative mt-10 overflow-hidden rounded-3xl bg-ink shadow-2xl"
        >
          <video
            controls
            autoPlay
            muted
            loop
            playsInline
            preload="metadata"
            poster="/media/hero-poster.webp"
            width={1280}
            height={500}
            aria-label={block.videoLabel}
            className="h-[500px] w-full object-cover"
          >
            <source src="/media/hero.webm" type="video/webm" />
            <source src="/media/hero.mp4" type="video/mp4" />
          </video>
          <div data-video-controls hidden className="absolute right-4 bottom-4 flex gap-2">
            <PlayPauseButton hook="data-video-play" label="Pause video" className={controlClass} />
            <button
              type="button"
              data-video-sound
              aria-label="Unmute video"
              aria-pressed="false"
              data-testid="video-mute-toggle"
              className={`group ${controlClass}`}
            >
              <VolumeX aria-hidden="true" className="size-5 group-aria-pressed:hidden" />
              <Volume2 aria-hidden="true" className="hidden size-5 group-aria-pressed:block" />
            </button>
          </div>
        </div>
      </div>
    </section>
  );
}
