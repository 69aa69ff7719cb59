import ArrowRight from "lucide-react/icons/arrow-right";
import Cloud from "lucide-react/icons/cloud";
import Code2 from "lucide-react/icons/code-xml";
import Globe from "lucide-react/icons/globe";
import InfinityIcon from "lucide-react/icons/infinity";
import Lightbulb from "lucide-react/icons/lightbulb";
import Megaphone from "lucide-react/icons/megaphone";
import Palette from "lucide-react/icons/palette";
import ShieldCheck from "lucide-react/icons/shield-check";
import Smartphone from "lucide-react/icons/smartphone";
import { Link, useRouteLoaderData } from "react-router";
import {
  SERVICE_CARD_ANIMATION_MS,
  type ServiceColor,
  type ServiceIconName,
  serviceCards,
} from "#src/content/service-cards.ts";
import type { PagePlacements } from "#src/features/pages/page.schema.ts";

export const serviceIcons: Record<ServiceIconName, typeof Globe> = {
  palette: Palette,
  smartphone: Smartphone,
  code: Code2,
  globe: Globe,
  infinity: InfinityIcon,
  lightbulb: Lightbulb,
  megaphone: Megaphone,
  cloud: Cloud,
  shield: ShieldCheck,
};

/** Whole class names, so Tailwind sees every one of them (seven card colours). */
export const serviceColorClasses: Record<ServiceColor, { icon: string; bar: string; link: string }> = {
  green: {
    icon: "bg-emerald-100 text-emerald-700",
    bar: "from-emerald-400 to-emerald-600",
    link: "text-emerald-700",
  },
  blue: { icon: "bg-sky-100 text-sky-700", bar: "from-sky-400 to-blue-600", link: "text-blue-700" },
  purple: {
    icon: "bg-violet-100 text-violet-700",
    bar: "from-violet-400 to-purple-600",
    link: "text-purple-700",
  },
  orange: {
    icon: "bg-orange-100 text-orange-700",
    bar: "from-amber-400 to-orange-600",
    link: "text-orange-700",
  },
  red: { icon: "bg-rose-100 text-rose-700", bar: "from-rose-400 to-red-600", link: "text-red-700" },
  teal: { icon: "bg-teal-100 text-teal-700", bar: "from-teal-400 to-teal-600", link: "text-teal-700" },
  pink: { icon: "bg-pink-100 text-pink-700", bar: "from-pink-400 to-fuchsia-600", link: "text-pink-700" },
};

/**
 * The nine service cards, then those of the pages staff placed among them (read from the site
 * layout's loader data): 1 column extra small, 2 small, 3 large. Each fades in from its side the
 * first time it scrolls into view (src/site/islands/behaviours/entrance.ts).
 */
export function ServiceCardGrid({ headingLevel = "h3" }: { headingLevel?: "h2" | "h3" }) {
  const Heading = headingLevel;
  const site = useRouteLoaderData("site") as { placements?: PagePlacements } | undefined;
  const cards = [...serviceCards, ...(site?.placements?.serviceCards ?? [])];
  return (
    <ul
      data-behaviour="entrance"
      data-duration={SERVICE_CARD_ANIMATION_MS}
      className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3"
    >
      {cards.map((card) => {
        const Icon = serviceIcons[card.icon];
        const colors = serviceColorClasses[card.color];
        return (
          <li
            key={card.path}
            data-color={card.color}
            data-animation={card.animation}
            className="group relative flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition duration-300 hover:-translate-y-1 hover:shadow-xl"
          >
            <span
              aria-hidden="true"
              className={`absolute inset-x-0 top-0 h-1 bg-gradient-to-r ${colors.bar}`}
            />
            <span className={`flex size-12 items-center justify-center rounded-xl ${colors.icon}`}>
              <Icon aria-hidden="true" className="size-6" />
            </span>
            <Heading className="mt-5 text-xl font-bold text-ink">{card.title}</Heading>
            <p className="mt-2 flex-1 text-slate-600">{card.description}</p>
            <Link
              to={card.path}
              className={`mt-6 inline-flex items-center gap-1.5 font-semibold ${colors.link} hover:underline`}
            >
              {card.buttonText}
              <ArrowRight aria-hidden="true" className="size-4 transition group-hover:translate-x-1" />
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
