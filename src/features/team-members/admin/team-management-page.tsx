import { zodResolver } from "@hookform/resolvers/zod";
import { useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useCallback, useState } from "react";
import { useForm } from "react-hook-form";
import { loadErrorMessage } from "#src/lib/admin-api.ts";
import { AddPanel } from "#src/ui/admin/add-panel.tsx";
import { addRecordWithImage } from "#src/ui/admin/admin-action.ts";
import { AdminForm, RequiredImageField, useRequiredImage } from "#src/ui/admin/admin-form.tsx";
import { adminHeaders, adminMeta } from "#src/ui/admin/admin-meta.ts";
import { ArrangePanel, HiddenBadge } from "#src/ui/admin/arrange-panel.tsx";
import { FallbackImage } from "#src/ui/admin/image-preview.tsx";
import { ListScreen } from "#src/ui/admin/list-screen.tsx";
import { Panel, ScreenHeader } from "#src/ui/admin/list-states.tsx";
import { EditButton } from "#src/ui/admin/records.tsx";
import { SocialIcon } from "#src/ui/social-icon.tsx";
import {
  type TeamMemberAdminAnswer,
  type TeamMemberInput,
  teamMemberAdminRow,
  teamMemberInput,
  teamMemberTexts,
} from "../team-member.schema.ts";
import { EditTeamMemberDialog } from "./edit-team-member-dialog.tsx";
import { TeamMemberFields } from "./team-member-fields.tsx";

export const meta = () => adminMeta("Team Management");
export const headers = adminHeaders;

const queryKey = ["admin", "team"];
const DEFAULT_PROFILE = "/images/default-profile.svg";

const imageTexts = {
  required: teamMemberTexts.imageRequired,
  notImage: teamMemberTexts.imageNotImage,
  tooLarge: teamMemberTexts.imageTooLarge,
};

/** Add form: name, role, type and image are required, the type leader by default, the links URLs. */
export function AddTeamMemberForm({ onAdded }: { onAdded: () => void }) {
  const [failure, setFailure] = useState<string | null>(null);
  const image = useRequiredImage(imageTexts);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<TeamMemberInput>({
    resolver: zodResolver(teamMemberInput),
    defaultValues: { name: "", role: "", type: "leader", facebook: "", instagram: "", linkedin: "" },
  });

  const submit = handleSubmit(
    async (values) => {
      const file = image.check();
      if (!file) return;
      setFailure(null);
      const added = await addRecordWithImage({
        url: "/api/team/add",
        fields: values,
        imageField: "image",
        image: file,
        success: (answer) => answer.body.message || teamMemberTexts.adminAdded,
        failure: teamMemberTexts.addFailed,
        report: setFailure,
      });
      if (!added) return;
      reset();
      image.clear();
      onAdded();
    },
    () => image.check(),
  );

  return (
    <AdminForm
      onSubmit={submit}
      failure={failure}
      busy={isSubmitting}
      dirty={isDirty || image.file !== null}
      submitLabel="Add Member"
    >
      <TeamMemberFields
        register={register}
        errors={errors}
        image={
          <RequiredImageField
            image={image}
            label="Image"
            previewAlt="Preview of the chosen image"
            previewClassName="size-20 rounded-full"
          />
        }
      />
    </AdminForm>
  );
}

/** The members as cards: photo, name, role, type, links and the delete button. */
function TeamCards({
  rows,
  deleteButton,
  onEdit,
}: {
  rows: TeamMemberAdminAnswer[];
  deleteButton: (row: TeamMemberAdminAnswer) => ReactNode;
  onEdit: (row: TeamMemberAdminAnswer) => void;
}) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
      {rows.map((member) => (
        <li key={member.id} className="flex gap-4 rounded-xl border border-slate-200 bg-white p-4">
          <FallbackImage
            src={member.image}
            fallback={DEFAULT_PROFILE}
            alt={member.name}
            className="size-16 shrink-0 rounded-full border border-slate-200 object-cover"
          />
          <div className="min-w-0 flex-1">
            <p className="font-semibold [overflow-wrap:anywhere] text-ink">
              {member.name}
              <HiddenBadge visible={member.visible} />
            </p>
            <p className="text-sm text-slate-600">{member.role}</p>
            <p className="mt-1 inline-flex rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800 capitalize">
              {member.type}
            </p>
            {/* Wraps: Edit and Delete go to their own line rather than out of the card. */}
            <div className="mt-2 flex flex-wrap items-center gap-2">
              {(
                [
                  ["Facebook", member.facebook],
                  ["Instagram", member.instagram],
                  ["LinkedIn", member.linkedin],
                ] as const
              ).map(([network, href]) =>
                href ? (
                  <a
                    key={network}
                    href={href}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={`${member.name} on ${network} (opens in a new tab)`}
                    className="rounded p-1 text-slate-600 hover:text-brand-700"
                  >
                    <SocialIcon name={network} />
                  </a>
                ) : null,
              )}
              <span className="ml-auto flex flex-wrap gap-2">
                <EditButton label={`Edit member ${member.name}`} onClick={() => onEdit(member)} />
                {deleteButton(member)}
              </span>
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}

export default function TeamManagementPage() {
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<TeamMemberAdminAnswer | null>(null);
  const closeEdit = useCallback(() => setEditing(null), []);
  return (
    <>
      <ScreenHeader title="Team Management" description="People shown on the Our Team page." />
      <div className="space-y-6">
        <AddPanel title="Add a member" id="add-member-heading">
          <AddTeamMemberForm onAdded={() => queryClient.invalidateQueries({ queryKey })} />
        </AddPanel>
        <Panel title="Members" id="members-heading">
          <ArrangePanel
            title="Arrange members"
            queryKey={queryKey}
            loadUrl="/api/team/order"
            row={teamMemberAdminRow}
            saveUrl="/api/team/order"
            visibilityUrl={(id) => `/api/team/${id}/visibility`}
            name={(member) => member.name}
            groups={(rows) => [
              { label: "Leaders", rows: rows.filter((member) => member.type === "leader") },
              { label: "Team", rows: rows.filter((member) => member.type === "team") },
            ]}
          />
          <ListScreen
            load={{ queryKey, url: "/api/team", row: teamMemberAdminRow, retrying: true, siteOrder: true }}
            emptyText={teamMemberTexts.noTeamMembers}
            errorText={(error) =>
              loadErrorMessage(error, teamMemberTexts.fetchFailed, teamMemberTexts.fetchFailedConnection)
            }
            exportName="team-members"
            searchHint="Name or role"
            renderRows={(rows, deleteButton) => (
              <TeamCards rows={rows} deleteButton={deleteButton} onEdit={setEditing} />
            )}
            remove={{
              label: (row) => `Delete member ${row.name}`,
              url: (id) => `/api/team/${id}`,
              confirm: teamMemberTexts.adminConfirmDelete,
              success: teamMemberTexts.adminDeleted,
              failure: teamMemberTexts.deleteFailed,
            }}
          />
        </Panel>
      </div>
      <EditTeamMemberDialog
        member={editing}
        onClose={closeEdit}
        onSaved={() => {
          closeEdit();
          queryClient.invalidateQueries({ queryKey });
        }}
      />
    </>
  );
}
