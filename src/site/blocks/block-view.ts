import type { ReactNode } from "react";
import type { ClientRowAnswer } from "#src/features/clients/client.schema.ts";
import type { JobRowAnswer } from "#src/features/jobs/job.schema.ts";
import type { CategoryRowAnswer, ProjectRowAnswer } from "#src/features/portfolio/project.schema.ts";
import type { TeamMemberRowAnswer } from "#src/features/team-members/team-member.schema.ts";
import type { TestimonialRowAnswer } from "#src/features/testimonials/testimonial.schema.ts";
import type { FormPost } from "#src/lib/form-post.ts";
import type { BlockOf, BlockTypeName } from "#src/lib/page-blocks.ts";
import type { ImageFocus } from "#src/lib/responsive-images.ts";
import type { HireState } from "./cta-banner-block.tsx";

/** Staff's records the blocks that show them need (read by the page's loader when it has them: block-records.ts). */
export interface BlockRecords {
  clients: readonly ClientRowAnswer[];
  testimonials: readonly (TestimonialRowAnswer & ImageFocus)[];
  /** The team page's members, leaders and team (their portraits' focal points kept in the crop). */
  teamMembers: readonly (TeamMemberRowAnswer & ImageFocus)[];
  /** The open jobs (careers hero, job openings); `jobsError` when they could not be read. */
  jobs: JobRowAnswer[];
  jobsError?: string | undefined;
  /** The JobPostings' date: the day the page is rendered. */
  datePosted: string;
  /** The portfolio's categories and every category's projects (one read: switching tabs needs no request). */
  categories: CategoryRowAnswer[];
  projects: readonly ProjectRowAnswer[];
  /** The job applied for: the `technology` the Apply button put in the URL, and that job when it is open. */
  applying: { technology: string; job: JobRowAnswer | null };
}

/** What a block's component is given: the block (Site Settings' values filled in), and the page's state. */
export interface BlockViewProps<T extends BlockTypeName> {
  block: BlockOf<T>;
  /** The page's path (lowercase). */
  path: string;
  /** The hire form's state (the hire buttons of banners). */
  hire: HireState;
  /** The answer to a form posted to this page without JavaScript (any form: each block takes its own). */
  post: FormPost | null;
  records: BlockRecords;
}

/** The components of some block types, one per type (page-blocks-view.tsx joins every group's). */
export type BlockViews<T extends BlockTypeName> = { [K in T]: (props: BlockViewProps<K>) => ReactNode };
