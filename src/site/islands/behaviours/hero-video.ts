/**
 * The home video's buttons (server markup: src/site/blocks/company/hero-video-block.tsx): Pause /
 * Play and Unmute / Mute (aria-pressed). They replace the browser's own controls, which the server
 * HTML shows for a visitor without JavaScript. The video starts muted; with reduced motion it does
 * not start by itself (docs/decisions/0017-public-site-behaviours.md).
 */
export function attach(element: HTMLElement): void {
  const video = element.querySelector("video");
  const controls = element.querySelector<HTMLElement>("[data-video-controls]");
  const play = element.querySelector<HTMLButtonElement>("[data-video-play]");
  const sound = element.querySelector<HTMLButtonElement>("[data-video-sound]");
  if (!video || !controls || !play || !sound) return;

  // The buttons say what the video does, whatever started or stopped it.
  const showPlaying = () => {
    play.setAttribute("aria-label", video.paused ? "Play video" : "Pause video");
    play.dataset.state = video.paused ? "paused" : "playing";
  };
  const showSound = () => {
    sound.setAttribute("aria-label", video.muted ? "Unmute video" : "Mute video");
    sound.setAttribute("aria-pressed", String(!video.muted));
  };

  play.addEventListener("click", () => {
    if (video.paused) void video.play().catch(showPlaying);
    else video.pause();
  });
  sound.addEventListener("click", () => {
    video.muted = !video.muted;
  });
  video.addEventListener("play", showPlaying);
  video.addEventListener("pause", showPlaying);
  video.addEventListener("volumechange", showSound);

  video.muted = true;
  if (matchMedia("(prefers-reduced-motion: reduce)").matches) {
    // Pausing also withdraws the autoplay the HTML asked for.
    video.autoplay = false;
    video.pause();
  }
  video.controls = false;
  controls.hidden = false;
  showPlaying();
  showSound();
}
