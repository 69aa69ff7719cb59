import Award from "lucide-react/icons/award";
import Clock from "lucide-react/icons/clock";
import MessagesSquare from "lucide-react/icons/messages-square";
import ShieldCheck from "lucide-react/icons/shield-check";
import Users from "lucide-react/icons/users";
import Wallet from "lucide-react/icons/wallet";
import type { BlockOf } from "#src/lib/page-blocks.ts";
import { SectionHeading } from "../section-heading.tsx";

const icons: Record<BlockOf<"whyUs">["cards"][number]["icon"], typeof Award> = {
  award: Award,
  users: Users,
  clock: Clock,
  shield: ShieldCheck,
  messages: MessagesSquare,
  wallet: Wallet,
};

/** Reasons to choose the company, each a card with an icon, under a heading. */
export function WhyUsBlock({ block }: { block: BlockOf<"whyUs"> }) {
  const headingId = `${block.id}-heading`;
  return (
    <section aria-labelledby={headingId} className="bg-slate-50 py-16 sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <SectionHeading eyebrow={block.eyebrow || undefined} title={block.heading} id={headingId}>
          {block.intro || undefined}
        </SectionHeading>
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {block.cards.map((card, index) => {
            const Icon = icons[card.icon];
            return (
              <li
                // biome-ignore lint/suspicious/noArrayIndexKey: cards have no id of their own and may repeat
                key={index}
                className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition hover:-translate-y-1 hover:shadow-lg"
              >
                <span className="flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-600">
                  <Icon aria-hidden="true" className="size-6" />
                </span>
                <h3 className="mt-5 text-lg font-bold text-ink">{card.title}</h3>
                <p className="mt-2 text-slate-600">{card.text}</p>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
