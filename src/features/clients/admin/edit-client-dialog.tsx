import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { saveEditedRecord } from "#src/ui/admin/admin-action.ts";
import { AdminForm, ReplacementImageField, useReplacementImage } from "#src/ui/admin/admin-form.tsx";
import { FormDialog } from "#src/ui/admin/unsaved-changes.tsx";
import { TextField } from "#src/ui/form-controls.tsx";
import { type ClientInput, type ClientRowAnswer, clientInput, clientTexts } from "../client.schema.ts";

/** The edit form of one client, filled in; the same validation as adding, the logo optional. */
function EditClientForm({ client, onSaved }: { client: ClientRowAnswer; onSaved: () => void }) {
  const [failure, setFailure] = useState<string | null>(null);
  const logo = useReplacementImage({
    notImage: clientTexts.logoNotImage,
    tooLarge: clientTexts.logoTooLarge,
  });
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<ClientInput, unknown, z.output<typeof clientInput>>({
    resolver: zodResolver(clientInput),
    defaultValues: { name: client.name, alt: client.alt },
  });

  const submit = handleSubmit(
    async (values) => {
      const { ok, file } = logo.check();
      if (!ok) return;
      setFailure(null);
      const saved = await saveEditedRecord({
        url: `/api/clients/${client.id}`,
        fields: values,
        imageField: "logo",
        image: file,
        success: clientTexts.adminUpdated,
        failure: clientTexts.updateFailed,
        report: setFailure,
      });
      if (saved) onSaved();
    },
    () => logo.check(),
  );

  return (
    <AdminForm
      onSubmit={submit}
      failure={failure}
      busy={isSubmitting}
      dirty={isDirty || logo.file !== null}
      submitLabel="Save Client"
      busyLabel="Saving..."
    >
      <TextField label="Name" required error={errors.name?.message} {...register("name")} />
      <TextField
        label="Alt text"
        hint="Describes the logo for screen readers."
        error={errors.alt?.message}
        {...register("alt")}
      />
      <ReplacementImageField
        image={logo}
        label="New logo"
        hint={clientTexts.keepLogoHint}
        current={client.logo_url}
        currentAlt={`Current logo of ${client.name}`}
        previewAlt="Preview of the chosen logo"
        previewClassName="h-16 w-auto max-w-48 bg-white object-contain p-1"
        className="sm:col-span-2"
      />
    </AdminForm>
  );
}

/** Edit a client in a dialog; closing it with changes asks first. */
export function EditClientDialog({
  client,
  onClose,
  onSaved,
}: {
  client: ClientRowAnswer | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  return (
    <FormDialog
      open={client !== null}
      title={client ? `Edit client: ${client.name}` : "Edit client"}
      onClose={onClose}
      className="max-w-2xl"
    >
      {client && <EditClientForm key={client.id} client={client} onSaved={onSaved} />}
    </FormDialog>
  );
}
