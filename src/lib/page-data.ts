import { createContext } from "react-router";

/** External addresses the pages link to; they come from configuration (src/server/env.ts). */
export interface SiteLinks {
  publicOrigin: string;
  clientPortalUrl: string;
  billingOrderUrl: string;
  bookingUrl: string;
}

export interface PublicClient {
  id: number;
  name: string;
  alt: string;
  logo: string;
}

export interface PublicTeamMember {
  id: number;
  name: string;
  role: string;
  type: "leader" | "team";
  image: string;
  instagram: string | null;
  facebook: string | null;
  linkedin: string | null;
}

export interface PublicJob {
  id: number;
  jobname: string;
  time: string;
  location: string;
}

export interface PublicCategory {
  id: number;
  name: string;
}

export interface PublicProject {
  id: number;
  category_id: number;
  name: string;
  description: string;
  highlights: string;
  build_for: string;
  industry: string;
  country: string;
  side_image: string | null;
}

export interface PublicProjectDetail extends PublicProject {
  images: { id: number; image_url: string }[];
  technologies: { id: number; tech_name: string; tech_icon: string }[];
}

/**
 * What the server gives the page loaders: read-only access to the site's content, through the
 * same repositories the API uses, with paths already mapped to public URLs.
 */
export interface PageData {
  links: SiteLinks;
  listClients(): Promise<PublicClient[]>;
  listTeamMembers(): Promise<PublicTeamMember[]>;
  listJobs(): Promise<PublicJob[]>;
  listCategories(): Promise<PublicCategory[]>;
  listProjects(categoryId: number): Promise<PublicProject[]>;
  listAllProjects(): Promise<PublicProject[]>;
  getProject(id: number): Promise<PublicProjectDetail | undefined>;
}

export const pageDataContext = createContext<PageData>();
