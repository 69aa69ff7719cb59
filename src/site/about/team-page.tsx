import { useLoaderData } from "react-router";
import { company } from "#src/content/company.ts";
import type { TeamMemberRowAnswer } from "#src/features/team-members/team-member.schema.ts";
import { teamMemberTexts } from "#src/features/team-members/team-member.texts.ts";
import { focalPointOf, type ImageFocus } from "#src/lib/responsive-images.ts";
import { FallbackImage } from "#src/site/blocks/fallback-image.tsx";
import { SectionHeading } from "#src/site/blocks/section-heading.tsx";
import { pageDataContext } from "#src/site/page-data.ts";
import { pageMeta } from "#src/site/seo.ts";
import { SocialIcon } from "#src/ui/social-icon.tsx";
import type { Route } from "./+types/team-page";

export const DEFAULT_PROFILE = "/images/default-profile.svg";

export async function loader({ context }: Route.LoaderArgs) {
  // Team fetch errors on the public page are silently ignored (the sections show empty).
  try {
    return { members: await context.get(pageDataContext).listTeamMembers() };
  } catch {
    return { members: [] as ShownMember[] };
  }
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    matches,
    path: "/about/team",
    title: `Our Team | ${company.name}`,
    description:
      "Meet the leaders, engineers, designers and cloud specialists of Arvexa Technologies in Ahmedabad, the people who build and run our clients' products.",
  });
}

/**
 * The width of a card's portrait, as the grids of MemberSection lay them out (max-w-7xl, px-4 then
 * sm:px-6, gap-6): leaders 1, 2 then 3 across; the team 1, 2, 3 then 4 across.
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

function MemberSection({
  id,
  eyebrow,
  title,
  members,
  emptyText,
  large,
}: {
  id: string;
  eyebrow: string;
  title: string;
  members: ShownMember[];
  emptyText: string;
  large: boolean;
}) {
  let body: React.ReactNode;
  if (members.length === 0) body = <p className="mt-10 text-center text-slate-600">{emptyText}</p>;
  else
    body = (
      <ul
        className={`mt-12 grid gap-6 ${large ? "sm:grid-cols-2 lg:grid-cols-3" : "grid-cols-1 min-[480px]:grid-cols-2 md:grid-cols-3 lg:grid-cols-4"}`}
      >
        {members.map((member) => (
          <MemberCard key={member.id} member={member} large={large} />
        ))}
      </ul>
    );
  return (
    <section aria-labelledby={id} className="py-14 sm:py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <SectionHeading eyebrow={eyebrow} title={title} id={id} />
        {body}
      </div>
    </section>
  );
}

export default function TeamPage() {
  const { members } = useLoaderData<typeof loader>();
  // Every visit is a full page load that arrives with the team: 'Loading...' would never be true
  // (docs/decisions/0017-public-site-behaviours.md).
  const leaders = members.filter((member) => member.type === "leader");
  const team = members.filter((member) => member.type === "team");
  return (
    <>
      <section className="bg-gradient-to-br from-brand-50 via-white to-teal-50">
        <div className="mx-auto max-w-7xl px-4 py-16 text-center sm:px-6 sm:py-20">
          <p className="inline-flex rounded-full bg-brand-100 px-3 py-1 text-sm font-semibold text-brand-800">
            Our people
          </p>
          <h1 className="mt-5 text-4xl font-extrabold tracking-tight text-ink sm:text-5xl">Our Team</h1>
          <p className="mx-auto mt-6 max-w-2xl text-lg text-slate-600">
            Designers, engineers and consultants in {company.address.city} who care about your product as much
            as you do.
          </p>
        </div>
      </section>
      <MemberSection
        id="leaders-heading"
        eyebrow="Leadership"
        title="Our leaders"
        members={leaders}
        emptyText={teamMemberTexts.noLeaders}
        large
      />
      <div className="bg-slate-50">
        <MemberSection
          id="team-heading"
          eyebrow="The team"
          title="The people behind the work"
          members={team}
          emptyText={teamMemberTexts.noTeamMembers}
          large={false}
        />
      </div>
    </>
  );
}
