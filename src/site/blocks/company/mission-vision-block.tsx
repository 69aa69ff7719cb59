import Compass from "lucide-react/icons/compass";
import Target from "lucide-react/icons/target";
import type { BlockOf } from "#src/lib/page-blocks.ts";

const icons: Record<BlockOf<"missionVision">["cards"][number]["icon"], typeof Target> = {
  target: Target,
  compass: Compass,
};

/** Whole class names, so Tailwind sees each of them. */
const colours: Record<BlockOf<"missionVision">["cards"][number]["colour"], string> = {
  brand: "from-brand-600 to-brand-800",
  accent: "from-accent-500 to-accent-600",
};

/** Statements (the company's mission and vision) on coloured cards, side by side. */
export function MissionVisionBlock({ block }: { block: BlockOf<"missionVision"> }) {
  return (
    <section aria-label={block.label} className="py-16 sm:py-24">
      <div className="mx-auto grid max-w-7xl gap-6 px-4 sm:px-6 md:grid-cols-2">
        {block.cards.map((card, index) => {
          const Icon = icons[card.icon];
          return (
            <article
              // biome-ignore lint/suspicious/noArrayIndexKey: cards have no id of their own and may repeat
              key={index}
              className={`rounded-3xl bg-gradient-to-br p-8 text-white shadow-xl sm:p-10 ${colours[card.colour]}`}
            >
              <span className="flex size-12 items-center justify-center rounded-xl bg-white/15">
                <Icon aria-hidden="true" className="size-6" />
              </span>
              <h2 className="mt-6 text-2xl font-extrabold">{card.heading}</h2>
              <p className="mt-4 text-lg leading-relaxed text-white/90">{card.text}</p>
            </article>
          );
        })}
      </div>
    </section>
  );
}
