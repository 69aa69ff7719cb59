import { useParams } from "react-router";
import { clientCollection } from "#src/features/clients/client.collection.ts";
import { teamMemberCollection } from "#src/features/team-members/team-member.collection.ts";
import { testimonialCollection } from "#src/features/testimonials/testimonial.collection.ts";
import type { ContentCollection } from "#src/lib/content-collection.ts";
import { adminHeaders, adminMeta } from "#src/ui/admin/admin-meta.ts";
import { ErrorNotice } from "#src/ui/admin/list-states.tsx";
import { type HistoryDeclaration, VersionHistory } from "#src/ui/admin/version-history.tsx";

// /admin/dashboard/history/{name}/{id}: a record's versions, for each kind of record with drafts
// (docs/decisions/0046-drafts-and-versions.md).

function contentHistory(collection: ContentCollection, backTo: string): HistoryDeclaration {
  const labels: Record<string, string> = {};
  for (const field of collection.admin.fields) if (field.kind !== "image") labels[field.key] = field.label;
  labels[collection.image.field] = collection.admin.image.label;
  return {
    name: collection.name,
    backTo,
    backLabel: collection.admin.title,
    labels,
    images: { [collection.image.field]: collection.image.folder },
  };
}

const declarations: Record<string, HistoryDeclaration> = {
  clients: contentHistory(clientCollection, "/admin/dashboard/clients-management"),
  team: contentHistory(teamMemberCollection, "/admin/dashboard/team-management"),
  testimonials: contentHistory(testimonialCollection, "/admin/dashboard/testimonials"),
  jobs: {
    name: "jobs",
    backTo: "/admin/dashboard/postjob",
    backLabel: "Post Job",
    labels: {
      jobname: "Job name",
      time: "Time",
      location: "Location",
      description: "Description",
      requirements: "Requirements",
      experience: "Experience",
      employment_type: "Employment type",
      state: "State",
    },
    images: {},
  },
  projects: {
    name: "projects",
    backTo: "/admin/dashboard/portfolio-management",
    backLabel: "Portfolio Management",
    labels: {
      category_id: "Category",
      name: "Name",
      description: "Description",
      highlights: "Highlights",
      build_for: "Built for",
      industry: "Industry",
      country: "Country",
      side_image: "Poster",
      images: "Screens",
      technologies: "Technologies",
    },
    images: { side_image: "projects", images: "projects" },
  },
  pages: {
    name: "pages",
    backTo: "/admin/dashboard/pages",
    backLabel: "Pages",
    labels: {
      path: "Path",
      title: "Title",
      status: "Status",
      blocks: "Blocks",
      seo: "SEO",
      placement: "Where the site links it",
    },
    images: {},
  },
  settings: {
    name: "settings",
    backTo: "/admin/dashboard/site-settings",
    backLabel: "Site Settings",
    labels: {},
    images: {},
  },
};

export const meta = () => adminMeta("History");
export const headers = adminHeaders;

export default function HistoryPage() {
  const { name = "", id = "" } = useParams();
  const declaration = declarations[name];
  if (!declaration || !/^[1-9][0-9]{0,9}$/.test(id))
    return <ErrorNotice>There is no such record.</ErrorNotice>;
  return <VersionHistory key={`${name}/${id}`} declaration={declaration} id={Number(id)} />;
}
