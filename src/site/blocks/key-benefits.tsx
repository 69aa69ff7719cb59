import Eye from "lucide-react/icons/eye";
import Leaf from "lucide-react/icons/leaf";
import RefreshCw from "lucide-react/icons/refresh-cw";
import Users from "lucide-react/icons/users";
import { Link } from "react-router";
import { type BenefitIconName, keyBenefits } from "#src/content/home-content.ts";

const icons: Record<BenefitIconName, typeof Leaf> = {
  leaf: Leaf,
  refresh: RefreshCw,
  users: Users,
  eye: Eye,
};

export interface KeyBenefitsContent {
  badge: string;
  heading: string;
  text: string;
  /** The button under the text; the home page's goes to /contact. */
  buttonLabel?: string;
  buttonHref?: string;
  cards: readonly { title: string; description: string; icon: BenefitIconName }[];
}

/**
 * The key benefits block, with numbered cards that react to hover and focus: the home and about
 * pages' own (src/content/home-content.ts), or a stored page's block.
 */
export function KeyBenefits({
  content = keyBenefits,
  headingId = "benefits-heading",
}: {
  content?: KeyBenefitsContent;
  headingId?: string;
}) {
  const buttonLabel = content.buttonLabel ?? "Contact Us";
  const buttonHref = content.buttonHref || "/contact";
  return (
    <section aria-labelledby={headingId} className="bg-slate-50 py-16 sm:py-24">
      <div className="mx-auto grid max-w-7xl gap-12 px-4 sm:px-6 lg:grid-cols-[2fr_3fr] lg:items-center">
        <div>
          {content.badge && (
            <p className="inline-flex rounded-full bg-teal-50 px-3 py-1 text-xs font-bold tracking-widest text-teal-800 ring-1 ring-teal-200">
              {content.badge}
            </p>
          )}
          <h2 id={headingId} className="mt-4 text-3xl font-extrabold tracking-tight text-ink sm:text-4xl">
            {content.heading}
          </h2>
          {content.text && <p className="mt-4 text-lg text-slate-600">{content.text}</p>}
          {buttonLabel && (
            <Link
              to={buttonHref}
              className="mt-8 inline-flex rounded-full bg-brand-600 px-6 py-3 font-semibold text-white shadow-lg shadow-brand-600/25 hover:bg-brand-700"
            >
              {buttonLabel}
            </Link>
          )}
        </div>
        <ol className="grid gap-5 sm:grid-cols-2">
          {content.cards.map((card, index) => {
            const Icon = icons[card.icon];
            const number = index + 1;
            return (
              <li
                key={card.title}
                data-benefit-card
                className="group relative overflow-hidden rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition duration-300 hover:-translate-y-1 hover:border-brand-600 hover:bg-brand-600 hover:shadow-xl"
              >
                {/* The big number is decoration drawn by CSS; the heading carries the number for everyone. */}
                <span
                  aria-hidden="true"
                  data-number={String(number).padStart(2, "0")}
                  className="absolute top-4 right-5 text-5xl font-black text-slate-100 transition group-hover:text-white/15 before:content-[attr(data-number)]"
                />
                <span className="relative flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-600 transition group-hover:bg-white/15 group-hover:text-white">
                  <Icon aria-hidden="true" className="size-6" />
                </span>
                <h3 className="relative mt-5 text-lg font-bold text-ink transition group-hover:text-white">
                  <span className="sr-only">{`${number}. `}</span>
                  {card.title}
                </h3>
                <p className="relative mt-2 text-sm text-slate-600 transition group-hover:text-brand-50">
                  {card.description}
                </p>
              </li>
            );
          })}
        </ol>
      </div>
    </section>
  );
}
