import Activity from "lucide-react/icons/activity";
import Database from "lucide-react/icons/database";
import DatabaseBackup from "lucide-react/icons/database-backup";
import Gauge from "lucide-react/icons/gauge";
import Headset from "lucide-react/icons/headset";
import Lock from "lucide-react/icons/lock";
import Network from "lucide-react/icons/network";
import RefreshCw from "lucide-react/icons/refresh-cw";
import Server from "lucide-react/icons/server";
import ShieldCheck from "lucide-react/icons/shield-check";
import TrendingUp from "lucide-react/icons/trending-up";
import Zap from "lucide-react/icons/zap";
import type { ICON_CARD_ICONS } from "#src/lib/page-blocks/offers.ts";
import type { BlockOf } from "#src/lib/page-blocks.ts";
import { SectionHeading } from "../section-heading.tsx";

const icons: Record<(typeof ICON_CARD_ICONS)[number], typeof Server> = {
  gauge: Gauge,
  shield: ShieldCheck,
  database: Database,
  backup: DatabaseBackup,
  headset: Headset,
  server: Server,
  zap: Zap,
  activity: Activity,
  refresh: RefreshCw,
  lock: Lock,
  network: Network,
  trending: TrendingUp,
};

/** The two sizes: three large cards a row (what every hosting plan includes), or five compact ones. */
const layouts = {
  three: {
    list: "mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3",
    card: "rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition hover:-translate-y-1 hover:shadow-lg",
    badge: "flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-600",
    icon: "size-6",
    title: "mt-5 text-lg font-bold text-ink",
    text: "mt-2 text-slate-600",
  },
  five: {
    list: "mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-5",
    card: "rounded-2xl border border-slate-200 bg-white p-5 shadow-sm transition hover:-translate-y-1 hover:shadow-lg",
    badge: "flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-600",
    icon: "size-5",
    title: "mt-4 font-bold text-ink",
    text: "mt-2 text-sm text-slate-600",
  },
} as const;

/** Cards with an icon each, three or five a row on wide screens. */
export function IconCardsBlock({ block }: { block: BlockOf<"iconCards"> }) {
  const layout = layouts[block.layout];
  return (
    <section aria-labelledby={`${block.id}-heading`} className="py-16 sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <SectionHeading eyebrow={block.eyebrow || undefined} title={block.heading} id={`${block.id}-heading`}>
          {block.intro || undefined}
        </SectionHeading>
        <ul className={layout.list}>
          {block.cards.map((card) => {
            const Icon = icons[card.icon];
            return (
              <li key={card.title} className={layout.card}>
                <span className={layout.badge}>
                  <Icon aria-hidden="true" className={layout.icon} />
                </span>
                <h3 className={layout.title}>{card.title}</h3>
                <p className={layout.text}>{card.text}</p>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
