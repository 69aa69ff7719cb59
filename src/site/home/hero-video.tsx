import { Pause, Play, Volume2, VolumeX } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { usePrefersReducedMotion } from "#src/site/blocks/use-reduced-motion.ts";

/**
 * The video starts muted, autoplays, loops and is 500 px high, with a mute/unmute
 * toggle. A pause button too (WCAG 2.2.2); with reduced motion it does not start by itself.
 */
export function HeroVideo() {
  const videoRef = useRef<HTMLVideoElement>(null);
  const [muted, setMuted] = useState(true);
  const [playing, setPlaying] = useState(true);
  const reducedMotion = usePrefersReducedMotion();

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    // React sets `muted` as a property, never as server-rendered attribute: make sure it holds.
    video.muted = true;
    if (reducedMotion) {
      video.pause();
      setPlaying(false);
    }
  }, [reducedMotion]);

  const toggleMuted = () => {
    const video = videoRef.current;
    if (!video) return;
    video.muted = !video.muted;
    setMuted(video.muted);
  };

  const togglePlaying = () => {
    const video = videoRef.current;
    if (!video) return;
    if (video.paused) {
      void video.play().catch(() => setPlaying(false));
      setPlaying(true);
    } else {
      video.pause();
      setPlaying(false);
    }
  };

  return (
    <section aria-labelledby="video-heading" className="bg-white py-16 sm:py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <div className="mx-auto max-w-3xl text-center">
          <p className="text-sm font-bold tracking-widest text-brand-600 uppercase">Inside Arvexa</p>
          <h2 id="video-heading" className="mt-2 text-3xl font-extrabold tracking-tight text-ink sm:text-4xl">
            See how we turn ideas into products
          </h2>
        </div>
        <div className="relative mt-10 overflow-hidden rounded-3xl bg-ink shadow-2xl">
          <video
            ref={videoRef}
            autoPlay
            muted
            loop
            playsInline
            preload="metadata"
            poster="/media/hero-poster.webp"
            width={1280}
            height={500}
            aria-label="Our team at work: planning, designing and shipping software"
            className="h-[500px] w-full object-cover"
          >
            <source src="/media/hero.webm" type="video/webm" />
            <source src="/media/hero.mp4" type="video/mp4" />
          </video>
          <div className="absolute right-4 bottom-4 flex gap-2">
            <button
              type="button"
              onClick={togglePlaying}
              aria-label={playing ? "Pause video" : "Play video"}
              className="rounded-full bg-white/90 p-3 text-ink shadow-lg hover:bg-white"
            >
              {playing ? (
                <Pause aria-hidden="true" className="size-5" />
              ) : (
                <Play aria-hidden="true" className="size-5" />
              )}
            </button>
            <button
              type="button"
              onClick={toggleMuted}
              aria-label={muted ? "Unmute video" : "Mute video"}
              aria-pressed={!muted}
              data-testid="video-mute-toggle"
              className="rounded-full bg-white/90 p-3 text-ink shadow-lg hover:bg-white"
            >
              {muted ? (
                <VolumeX aria-hidden="true" className="size-5" />
              ) : (
                <Volume2 aria-hidden="true" className="size-5" />
              )}
            </button>
          </div>
        </div>
      </div>
    </section>
  );
}
