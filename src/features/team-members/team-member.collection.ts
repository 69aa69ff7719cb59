import { loadErrorMessage } from "#src/lib/admin-api.ts";
import { defineContentCollection } from "#src/lib/content-collection.ts";
import { teamMemberAdminRow, teamMemberInput, teamMemberRow, teamMemberTexts } from "./team-member.schema.ts";

/** The people of the Our Team page (the content kit: src/lib/content-collection.ts). */
export const teamMemberCollection = defineContentCollection({
  name: "team",
  noun: "member",
  permission: "team:edit",
  label: "Team members",
  shownAt: "/about/team",
  screen: "/admin/dashboard/team-management",
  paths: { list: "/team", add: "/team/add" },
  input: teamMemberInput,
  row: teamMemberRow,
  adminRow: teamMemberAdminRow,
  search: ["name", "role"],
  // An empty link is stored as none: the answers give null.
  noneWhenEmpty: ["facebook", "instagram", "linkedin"],
  image: {
    field: "image",
    folder: "team",
    label: "Image",
    urlKey: "image",
    shape: "portrait",
    docLabel: "Photo",
    docNoun: "photo",
  },
  publicList: { kind: "list", empty: teamMemberTexts.noTeamMembers, fetched: "Team fetched" },
  writtenAs: "public",
  api: {
    added: "Member added",
    updated: teamMemberTexts.updated,
    deleted: "Member deleted",
    notFound: teamMemberTexts.notFound,
    imageRequired: teamMemberTexts.imageRequired,
    imageTooLarge: teamMemberTexts.imageTooLarge,
    listSummary:
      "Team members the site shows, in the order staff set (cached); with parameters a page of them (search, dates, sort) or a CSV or Excel export (format=csv|xlsx)",
    addSummary:
      "Add a team member (multipart: name, role, type, facebook, instagram, linkedin, image ≤ 5 MiB)",
    editSummary:
      "Edit a team member (multipart: the fields of adding one; the image optional, a new one replaces the old file)",
    deleteSummary: "Delete a member and the photo",
    csvColumns: [
      { header: "Id", value: (row) => row.id },
      { header: "Name", value: (row) => row.name },
      { header: "Role", value: (row) => row.role },
      { header: "Type", value: (row) => row.type },
      { header: "Photo", value: (row) => row.image },
      { header: "Instagram", value: (row) => row.instagram },
      { header: "Facebook", value: (row) => row.facebook },
      { header: "LinkedIn", value: (row) => row.linkedin },
    ],
  },
  admin: {
    title: "Team Management",
    description: "People shown on the Our Team page.",
    addTitle: "Add a member",
    addHeadingId: "add-member-heading",
    addLabel: "Add Member",
    saveLabel: "Save Member",
    listTitle: "Members",
    listHeadingId: "members-heading",
    arrangeTitle: "Arrange members",
    arrangeGroups: {
      key: "type",
      groups: [
        { label: "Leaders", value: "leader" },
        { label: "Team", value: "team" },
      ],
    },
    name: (member) => member.name,
    editTitle: (member) => (member ? `Edit member: ${member.name}` : "Edit member"),
    editLabel: (member) => `Edit member ${member.name}`,
    deleteLabel: (member) => `Delete member ${member.name}`,
    fields: [
      { kind: "text", key: "name", label: "Name", required: true },
      { kind: "text", key: "role", label: "Role", required: true },
      {
        kind: "select",
        key: "type",
        label: "Type",
        required: true,
        options: [
          { value: "leader", label: "Leader" },
          { value: "team", label: "Team" },
        ],
        initial: "leader",
      },
      { kind: "image" },
      { kind: "url", key: "facebook", label: "Facebook" },
      { kind: "url", key: "instagram", label: "Instagram" },
      { kind: "url", key: "linkedin", label: "LinkedIn" },
    ],
    image: {
      label: "Image",
      replacementLabel: "New image",
      keepHint: teamMemberTexts.keepPhotoHint,
      previewAlt: "Preview of the chosen image",
      currentAlt: (member) => `Current photo of ${member.name}`,
      cardAlt: (member) => member.name,
      notImage: teamMemberTexts.imageNotImage,
      tooLarge: teamMemberTexts.imageTooLarge,
    },
    card: {
      columns: 3,
      title: (member) => member.name,
      lines: [
        { kind: "text", value: (member) => member.role },
        { kind: "badge", value: (member) => member.type },
      ],
      links: {
        networks: [
          { key: "facebook", label: "Facebook" },
          { key: "instagram", label: "Instagram" },
          { key: "linkedin", label: "LinkedIn" },
        ],
        label: (member, network) => `${member.name} on ${network} (opens in a new tab)`,
      },
    },
    retrying: true,
    exportName: "team-members",
    searchHint: "Name or role",
    emptyText: teamMemberTexts.noTeamMembers,
    loadError: (error) =>
      loadErrorMessage(error, teamMemberTexts.fetchFailed, teamMemberTexts.fetchFailedConnection),
    confirmDelete: teamMemberTexts.adminConfirmDelete,
    deleted: teamMemberTexts.adminDeleted,
    deleteFailure: teamMemberTexts.deleteFailed,
    // The server's own words first ("Member added").
    added: (answer) => answer.body.message || teamMemberTexts.adminAdded,
    addFailure: teamMemberTexts.addFailed,
    updated: teamMemberTexts.adminUpdated,
    updateFailed: teamMemberTexts.updateFailed,
  },
});
