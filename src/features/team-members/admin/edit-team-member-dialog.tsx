import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { saveEditedRecord } from "#src/ui/admin/admin-action.ts";
import { AdminForm, ReplacementImageField, useReplacementImage } from "#src/ui/admin/admin-form.tsx";
import { FormDialog } from "#src/ui/admin/unsaved-changes.tsx";
import {
  type TeamMemberInput,
  type TeamMemberRowAnswer,
  teamMemberInput,
  teamMemberTexts,
} from "../team-member.schema.ts";
import { TeamMemberFields } from "./team-member-fields.tsx";

/** The edit form of one member, filled in; the same validation as adding, the photo optional. */
function EditTeamMemberForm({ member, onSaved }: { member: TeamMemberRowAnswer; onSaved: () => void }) {
  const [failure, setFailure] = useState<string | null>(null);
  const photo = useReplacementImage({
    notImage: teamMemberTexts.imageNotImage,
    tooLarge: teamMemberTexts.imageTooLarge,
  });
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<TeamMemberInput, unknown, z.output<typeof teamMemberInput>>({
    resolver: zodResolver(teamMemberInput),
    defaultValues: {
      name: member.name,
      role: member.role,
      type: member.type,
      facebook: member.facebook ?? "",
      instagram: member.instagram ?? "",
      linkedin: member.linkedin ?? "",
    },
  });

  const submit = handleSubmit(
    async (values) => {
      const { ok, file } = photo.check();
      if (!ok) return;
      setFailure(null);
      const saved = await saveEditedRecord({
        url: `/api/team/${member.id}`,
        fields: values,
        imageField: "image",
        image: file,
        success: teamMemberTexts.adminUpdated,
        failure: teamMemberTexts.updateFailed,
        report: setFailure,
      });
      if (saved) onSaved();
    },
    () => photo.check(),
  );

  return (
    <AdminForm
      onSubmit={submit}
      failure={failure}
      busy={isSubmitting}
      dirty={isDirty || photo.file !== null}
      submitLabel="Save Member"
      busyLabel="Saving..."
    >
      <TeamMemberFields
        register={register}
        errors={errors}
        image={
          <ReplacementImageField
            image={photo}
            label="New image"
            hint={teamMemberTexts.keepPhotoHint}
            current={member.image}
            currentAlt={`Current photo of ${member.name}`}
            previewAlt="Preview of the chosen image"
            previewClassName="size-16 rounded-full"
          />
        }
      />
    </AdminForm>
  );
}

/** Edit a team member in a dialog; closing it with changes asks first. */
export function EditTeamMemberDialog({
  member,
  onClose,
  onSaved,
}: {
  member: TeamMemberRowAnswer | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  return (
    <FormDialog
      open={member !== null}
      title={member ? `Edit member: ${member.name}` : "Edit member"}
      onClose={onClose}
      className="max-w-2xl"
    >
      {member && <EditTeamMemberForm key={member.id} member={member} onSaved={onSaved} />}
    </FormDialog>
  );
}
