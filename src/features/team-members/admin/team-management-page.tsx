import { zodResolver } from "@hookform/resolvers/zod";
import { useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { adminApi, IMAGE_ACCEPT, imageFileError, loadErrorMessage } from "#src/lib/admin-api.ts";
import { runAdminAction } from "#src/ui/admin/admin-action.ts";
import { primaryButtonClass } from "#src/ui/admin/confirm-dialog.tsx";
import { FileField } from "#src/ui/admin/file-field.tsx";
import { FallbackImage, ImagePreview } from "#src/ui/admin/image-preview.tsx";
import { ListScreen } from "#src/ui/admin/list-screen.tsx";
import { ErrorNotice, Panel, ScreenHeader } from "#src/ui/admin/list-states.tsx";
import { SelectField, TextField } from "#src/ui/form-controls.tsx";
import { SocialIcon } from "#src/ui/social-icon.tsx";
import {
  type TeamMemberInput,
  type TeamMemberRowAnswer,
  teamMemberInput,
  teamMemberRow,
  teamMemberTexts,
} from "../team-member.schema.ts";

export const meta = () => [{ title: "Team Management | Admin" }, { name: "robots", content: "noindex" }];
export const headers = () => ({ "Cache-Control": "no-store" });

const queryKey = ["admin", "team"];
const DEFAULT_PROFILE = "/images/default-profile.svg";
const filterText = (row: TeamMemberRowAnswer) => [row.name, row.role, row.type].join(" ");

const imageTexts = {
  required: teamMemberTexts.imageRequired,
  notImage: teamMemberTexts.imageNotImage,
  tooLarge: teamMemberTexts.imageTooLarge,
};

/** Add form: name, role, type and image are required, the type leader by default, the links URLs. */
export function AddTeamMemberForm({ onAdded }: { onAdded: () => void }) {
  const [failure, setFailure] = useState<string | null>(null);
  const [image, setImage] = useState<File | null>(null);
  const [imageError, setImageError] = useState<string | null>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<TeamMemberInput>({
    resolver: zodResolver(teamMemberInput),
    defaultValues: { name: "", role: "", type: "leader", facebook: "", instagram: "", linkedin: "" },
  });

  const submit = handleSubmit(
    async (values) => {
      const problem = imageFileError(image, imageTexts);
      setImageError(problem);
      if (problem || !image) return;
      setFailure(null);
      const form = new FormData();
      for (const [key, value] of Object.entries(values)) {
        // Empty values are left out: the server reads an absent link as none.
        if (typeof value === "string" && value.trim() !== "") form.append(key, value.trim());
      }
      form.append("image", image);
      const added = await runAdminAction({
        call: () => adminApi.form("/api/team/add", form),
        success: (answer) => answer.body.message || teamMemberTexts.adminAdded,
        failure: teamMemberTexts.addFailed,
        report: setFailure,
      });
      if (!added) return;
      reset();
      setImage(null);
      if (fileRef.current) fileRef.current.value = "";
      onAdded();
    },
    () => setImageError(imageFileError(image, imageTexts)),
  );

  return (
    <form noValidate onSubmit={submit} className="grid gap-4 sm:grid-cols-2">
      {failure && (
        <div className="sm:col-span-2">
          <ErrorNotice>{failure}</ErrorNotice>
        </div>
      )}
      <TextField label="Name" required error={errors.name?.message} {...register("name")} />
      <TextField label="Role" required error={errors.role?.message} {...register("role")} />
      <SelectField
        label="Type"
        required
        error={errors.type?.message}
        options={[
          { value: "leader", label: "Leader" },
          { value: "team", label: "Team" },
        ]}
        {...register("type")}
      />
      <div>
        <FileField
          ref={fileRef}
          label="Image"
          required
          accept={IMAGE_ACCEPT}
          error={imageError}
          onFiles={([file]) => {
            setImage(file ?? null);
            setImageError(file ? imageFileError(file, imageTexts) : null);
          }}
        />
        <ImagePreview file={image} alt="Preview of the chosen image" className="mt-2 size-20 rounded-full" />
      </div>
      <TextField
        label="Facebook"
        type="url"
        placeholder="https://"
        error={errors.facebook?.message}
        {...register("facebook")}
      />
      <TextField
        label="Instagram"
        type="url"
        placeholder="https://"
        error={errors.instagram?.message}
        {...register("instagram")}
      />
      <TextField
        label="LinkedIn"
        type="url"
        placeholder="https://"
        error={errors.linkedin?.message}
        {...register("linkedin")}
      />
      <div className="sm:col-span-2">
        <button type="submit" disabled={isSubmitting} className={primaryButtonClass}>
          {isSubmitting ? "Adding..." : "Add Member"}
        </button>
      </div>
    </form>
  );
}

/** The members as cards: photo, name, role, type, links and the delete button. */
function TeamCards({
  rows,
  deleteButton,
}: {
  rows: TeamMemberRowAnswer[];
  deleteButton: (row: TeamMemberRowAnswer) => ReactNode;
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
            <p className="font-semibold text-ink">{member.name}</p>
            <p className="text-sm text-slate-600">{member.role}</p>
            <p className="mt-1 inline-flex rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800 capitalize">
              {member.type}
            </p>
            <div className="mt-2 flex items-center gap-2">
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
              <span className="ml-auto">{deleteButton(member)}</span>
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}

export default function TeamManagementPage() {
  const queryClient = useQueryClient();
  return (
    <>
      <ScreenHeader title="Team Management" description="People shown on the Our Team page." />
      <div className="space-y-6">
        <Panel title="Add a member" id="add-member-heading">
          <AddTeamMemberForm onAdded={() => queryClient.invalidateQueries({ queryKey })} />
        </Panel>
        <Panel title="Members" id="members-heading">
          <ListScreen
            load={{ queryKey, url: "/api/team", row: teamMemberRow, retrying: true }}
            emptyText={teamMemberTexts.noTeamMembers}
            errorText={(error) =>
              loadErrorMessage(error, teamMemberTexts.fetchFailed, teamMemberTexts.fetchFailedConnection)
            }
            filterText={filterText}
            renderRows={(rows, deleteButton) => <TeamCards rows={rows} deleteButton={deleteButton} />}
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
    </>
  );
}
