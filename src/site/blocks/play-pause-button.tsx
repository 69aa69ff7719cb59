import Pause from "lucide-react/icons/pause";
import Play from "lucide-react/icons/play";

/**
 * The pause/play toggle of a block that moves by itself (the client slider, the home video). The
 * server renders it playing; its behaviour flips `data-state` and the label, and CSS shows the
 * matching icon. `hook` is the data attribute the behaviour finds it by.
 */
export function PlayPauseButton({
  hook,
  label,
  className,
}: {
  hook: `data-${string}`;
  label: string;
  className: string;
}) {
  return (
    <button
      type="button"
      {...{ [hook]: true }}
      data-state="playing"
      aria-label={label}
      className={`group ${className}`}
    >
      <Pause aria-hidden="true" className="size-5 group-data-[state=paused]:hidden" />
      <Play aria-hidden="true" className="hidden size-5 group-data-[state=paused]:block" />
    </button>
  );
}
