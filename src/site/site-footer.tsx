import ArrowRight from "lucide-react/icons/arrow-right";
import ArrowUp from "lucide-react/icons/arrow-up";
import Mail from "lucide-react/icons/mail";
import Phone from "lucide-react/icons/phone";
import Star from "lucide-react/icons/star";
import { Link } from "react-router";
import { company } from "#src/content/company.ts";
import { footerColumns } from "#src/content/footer-links.ts";
import { phonesOf, SOCIAL_NETWORKS, telHref } from "#src/features/site-settings/site-settings.display.ts";
import type { SiteSettings } from "#src/features/site-settings/site-settings.schema.ts";
import { SocialIcon } from "#src/ui/social-icon.tsx";

const contactLinkClass = "hover:text-white hover:underline";

/** The footer's rating: a link to the reviews when staff set one (Site Settings), plain otherwise. */
function RatingBadge({ reviewsUrl }: { reviewsUrl: string }) {
  const badgeClass =
    "mt-6 inline-flex items-center gap-3 rounded-xl bg-white/5 px-4 py-3 ring-1 ring-white/10";
  const content = (
    <>
      <span className="text-2xl font-bold text-white">{company.rating.score}</span>
      <span>
        <span
          className="flex text-amber-400"
          role="img"
          aria-label={`Rated ${company.rating.score} out of 5`}
        >
          {[0, 1, 2, 3, 4].map((star) => (
            <Star key={star} aria-hidden="true" className="size-4 fill-current" />
          ))}
        </span>
        <span className="text-xs text-slate-400">Reviewed on {company.rating.source}</span>
      </span>
    </>
  );
  if (!reviewsUrl) return <div className={badgeClass}>{content}</div>;
  return (
    <a
      href={reviewsUrl}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={`Rated ${company.rating.score} out of 5: our reviews on ${company.rating.source} (opens in a new tab)`}
      className={`${badgeClass} hover:bg-white/10`}
      data-testid="review-badge"
    >
      {content}
    </a>
  );
}

/** `moreLinks`: the pages staff placed in a footer column, by its title, after the column's own links. */
export function SiteFooter({
  settings,
  moreLinks = {},
}: {
  settings: SiteSettings;
  moreLinks?: Readonly<Record<string, readonly { label: string; to: string }[]>>;
}) {
  const { contact } = settings;
  const socialLinks = SOCIAL_NETWORKS.map((network) => ({
    name: network.name,
    href: settings.social[network.key],
  })).filter((network) => network.href !== "");
  return (
    <footer className="bg-ink text-slate-300">
      <div className="mx-auto max-w-7xl px-4 pt-14 pb-8 sm:px-6">
        <div className="grid gap-10 lg:grid-cols-[1.2fr_2fr]">
          <div>
            <Link to="/" aria-label={`${company.name} home`} className="inline-block">
              <img
                src="/brand/logo-light.svg"
                alt=""
                width={165}
                height={60}
                className="h-auto max-h-[120px] w-auto max-w-[190px]"
              />
            </Link>
            <p className="mt-4 max-w-sm text-sm leading-relaxed text-slate-400">
              {company.tagline}. Web, mobile and cloud engineering from {contact.city}, {contact.region}, for
              businesses across the world.
            </p>

            {/* An email box whose arrow button has no action (spec §2, §5): not a form, so Enter in
                the box submits nothing either, with or without script. */}
            <div className="mt-6 max-w-sm">
              <label htmlFor="newsletter-email" className="text-sm font-semibold text-white">
                Subscribe to our newsletter
              </label>
              <div className="mt-2 flex overflow-hidden rounded-full bg-white/10 ring-1 ring-white/20 focus-within:ring-2 focus-within:ring-accent-400">
                <input
                  id="newsletter-email"
                  type="email"
                  name="email"
                  autoComplete="email"
                  placeholder="Enter your email"
                  className="min-w-0 flex-1 bg-transparent px-4 py-2.5 text-sm text-white placeholder:text-slate-400 focus:outline-none"
                />
                <button
                  type="button"
                  aria-label="Subscribe"
                  className="m-1 grid size-9 place-items-center rounded-full bg-accent-500 text-ink hover:bg-accent-400"
                >
                  <ArrowRight aria-hidden="true" className="size-4" />
                </button>
              </div>
            </div>

            <ul className="mt-6 space-y-2 text-sm" data-testid="footer-contacts">
              {phonesOf(settings).map((phone) => (
                <li key={phone} className="flex items-center gap-2">
                  <Phone aria-hidden="true" className="size-4 text-accent-400" />
                  <a href={telHref(phone)} className={contactLinkClass}>
                    {phone}
                  </a>
                </li>
              ))}
              <li className="flex items-center gap-2">
                <Mail aria-hidden="true" className="size-4 text-accent-400" />
                <a href={`mailto:${contact.email}`} className={`break-all ${contactLinkClass}`}>
                  {contact.email}
                </a>
              </li>
            </ul>

            <RatingBadge reviewsUrl={settings.reviewBadge.url} />
          </div>

          <div className="grid grid-cols-2 gap-8 sm:grid-cols-4">
            {footerColumns.map((column) => (
              <nav key={column.title} aria-label={`Footer: ${column.title}`}>
                <h2 className="text-sm font-semibold tracking-wide text-white uppercase">{column.title}</h2>
                <ul className="mt-4 space-y-2.5 text-sm">
                  {[...column.links, ...(moreLinks[column.title] ?? [])].map((link) => (
                    <li key={link.to}>
                      <Link to={link.to} className="text-slate-300 hover:text-white hover:underline">
                        {link.label}
                      </Link>
                    </li>
                  ))}
                </ul>
              </nav>
            ))}
          </div>
        </div>

        <div className="mt-12 flex flex-col items-center justify-between gap-4 border-t border-white/10 pt-6 sm:flex-row">
          <p className="text-sm text-slate-400">
            © {company.copyrightYear} {company.name}. All rights reserved.
          </p>
          <ul className="flex items-center gap-2">
            {socialLinks.map((social) => (
              <li key={social.name}>
                <a
                  href={social.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`${company.name} on ${social.name} (opens in a new tab)`}
                  className="grid size-9 place-items-center rounded-full bg-white/10 text-white hover:bg-brand-600"
                >
                  <SocialIcon name={social.name} />
                </a>
              </li>
            ))}
          </ul>
          {/* `#top` is the top of the page with no script; the behaviour scrolls there without
              changing the address and moves focus to the main content. */}
          <a
            href="#top"
            data-behaviour="back-to-top"
            className="inline-flex items-center gap-2 rounded-full bg-white/10 px-4 py-2 text-sm text-white hover:bg-white/20"
          >
            <ArrowUp aria-hidden="true" className="size-4" />
            Back to top
          </a>
        </div>
      </div>
    </footer>
  );
}
