import type { ReactNode } from "react";
import type { TeamMemberRowAnswer } from "#src/features/team-members/team-member.schema.ts";
import type { BlockOf } from "#src/lib/page-blocks.ts";
import { focalPointOf, type ImageFocus } from "#src/lib/responsive-images.ts";
import { SocialIcon } from "#src/ui/social-icon.tsx";
import { FallbackImage } from "../fallback-image.tsx";
import { SectionHeading } from "../section-heading.tsx";

/** The stand-in for a portrait that fails to load. */
export const DEFAULT_PROFILE = "/images/default-profile.svg";

/**
 * The width of a card's portrait, as the grids lay them out (max-w-7xl, px-4 then sm:px-6, gap-6):
 * leaders 1, 2 then 3 across; the team 1, 2, 3 then 4 across.
 */
const LEADER_PORTRAIT_SIZES =
  "(min-width: 1280px) 395px, (min-width: 1024px) calc((100vw - 96px) / 3), (min-width: 640px) calc((100vw - 72px) / 2), calc(100vw - 32px)";
const MEMBER_PORTRAIT_SIZES =
  "(min-width: 1280px) 290px, (min-width: 1024px) calc((100vw - 120px) / 4), (min-width: 768px) calc((100vw - 96px) / 3), (min-width: 640px) calc((100vw - 72px) / 2), (min-width: 480px) calc((100vw - 56px) / 2), calc(100vw - 32px)";

/** A member as the page data gives it: with its portrait's focal point, kept in the square crop. */
type ShownMember = TeamMemberRowAnswer & ImageFocus;

const socialNetworks = [
  { key: "instagram", name: "Instagram" },
  { key: "facebook", name: "Facebook" },
  { key: "linkedin", name: "LinkedIn" },
] as const;

function MemberCard({ member, large }: { member: ShownMember; large: boolean }) {
  const links = socialNetworks.filter((network) => member[network.key]);
  return (
    <li
      data-member={member.name}
      className="group overflow-hidden rounded-3xl border border-slate-200 bg-white shadow-sm transition hover:-translate-y-1 hover:shadow-xl"
    >
      <div className="aspect-square overflow-hidden bg-gradient-to-br from-brand-50 to-teal-50">
        <FallbackImage
          src={member.image}
          fallbackSrc={DEFAULT_PROFILE}
          alt={`Portrait of ${member.name}`}
          width={400}
          height={400}
          sizes={large ? LEADER_PORTRAIT_SIZES : MEMBER_PORTRAIT_SIZES}
          focal={focalPointOf(member)}
          loading={large ? "eager" : "lazy"}
          decoding="async"
          className="size-full object-cover transition duration-500 group-hover:scale-105"
        />
      </div>
      <div className="p-5 text-center">
        <h3 className={`font-bold text-ink ${large ? "text-xl" : "text-lg"}`}>{member.name}</h3>
        <p className="mt-1 text-sm font-medium text-brand-700">{member.role}</p>
        {links.length > 0 && (
          <ul className="mt-4 flex justify-center gap-2">
            {links.map((network) => (
              <li key={network.key}>
                <a
                  href={member[network.key] ?? undefined}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`${member.name} on ${network.name}`}
                  className="flex size-9 items-center justify-center rounded-full bg-slate-100 text-slate-700 transition hover:bg-brand-600 hover:text-white"
                >
                  <SocialIcon name={network.name} className="size-4" />
                </a>
              </li>
            ))}
          </ul>
        )}
      </div>
    </li>
  );
}

/**
 * The members of one kind, leaders or the team, as staff show them on the Team screen (read by the
 * page's loader: src/site/blocks/block-records.ts), leaders' cards larger; a text when there is
 * none. Every visit is a full page load that arrives with the team: a loading state would never
 * show (docs/decisions/0017-public-site-behaviours.md).
 */
export function TeamGridBlock({
  block,
  members,
}: {
  block: BlockOf<"teamGrid">;
  members: readonly ShownMember[];
}) {
  const headingId = `${block.id}-heading`;
  const large = block.members === "leader";
  const shown = members.filter((member) => member.type === block.members);
  let body: ReactNode;
  if (shown.length === 0)
    body = block.emptyText ? <p className="mt-10 text-center text-slate-600">{block.emptyText}</p> : null;
  else
    body = (
      <ul
        className={`mt-12 grid gap-6 ${large ? "sm:grid-cols-2 lg:grid-cols-3" : "grid-cols-1 min-[480px]:grid-cols-2 md:grid-cols-3 lg:grid-cols-4"}`}
      >
        {shown.map((member) => (
          <MemberCard key={member.id} member={member} large={large} />
        ))}
      </ul>
    );
  const section = (
    <section aria-labelledby={headingId} className="py-14 sm:py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <SectionHeading eyebrow={block.eyebrow || undefined} title={block.heading} id={headingId}>
          {block.intro || undefined}
        </SectionHeading>
        {body}
      </div>
    </section>
  );
  return block.tinted ? <div className="bg-slate-50">{section}</div> : section;
}
