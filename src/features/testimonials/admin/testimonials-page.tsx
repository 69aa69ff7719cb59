import { zodResolver } from "@hookform/resolvers/zod";
import { useQueryClient } from "@tanstack/react-query";
import Star from "lucide-react/icons/star";
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
import {
  type TestimonialAdminAnswer,
  type TestimonialInput,
  type TestimonialOutput,
  testimonialAdminRow,
  testimonialInput,
  testimonialTexts,
} from "../testimonial.schema.ts";
import { EditTestimonialDialog } from "./edit-testimonial-dialog.tsx";
import { TestimonialFields } from "./testimonial-fields.tsx";

export const meta = () => adminMeta("Testimonials");
export const headers = adminHeaders;

const queryKey = ["admin", "testimonials"];
const DEFAULT_PROFILE = "/images/default-profile.svg";

const imageTexts = {
  required: testimonialTexts.imageRequired,
  notImage: testimonialTexts.imageNotImage,
  tooLarge: testimonialTexts.imageTooLarge,
};

/** Add form: name, feedback and photo are required; the rating is 5 unless chosen. */
function AddTestimonialForm({ onAdded }: { onAdded: () => void }) {
  const [failure, setFailure] = useState<string | null>(null);
  const image = useRequiredImage(imageTexts);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<TestimonialInput, unknown, TestimonialOutput>({
    resolver: zodResolver(testimonialInput),
    defaultValues: { name: "", role: "", feedback: "", rating: "5" },
  });

  const submit = handleSubmit(
    async (values) => {
      const file = image.check();
      if (!file) return;
      setFailure(null);
      const added = await addRecordWithImage({
        url: "/api/testimonials",
        fields: values,
        imageField: "image",
        image: file,
        success: testimonialTexts.adminAdded,
        failure: testimonialTexts.addFailed,
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
      submitLabel="Add Testimonial"
    >
      <TestimonialFields
        register={register}
        errors={errors}
        image={
          <RequiredImageField
            image={image}
            label="Photo"
            previewAlt="Preview of the chosen photo"
            previewClassName="size-20 rounded-full"
          />
        }
      />
    </AdminForm>
  );
}

/** The testimonials as cards: photo, name, role, rating, feedback and the edit and delete buttons. */
function TestimonialCards({
  rows,
  deleteButton,
  onEdit,
}: {
  rows: TestimonialAdminAnswer[];
  deleteButton: (row: TestimonialAdminAnswer) => ReactNode;
  onEdit: (row: TestimonialAdminAnswer) => void;
}) {
  return (
    <ul className="grid gap-4 lg:grid-cols-2">
      {rows.map((item) => (
        <li key={item.id} className="flex gap-4 rounded-xl border border-slate-200 bg-white p-4">
          <FallbackImage
            src={item.image}
            fallback={DEFAULT_PROFILE}
            alt={item.name}
            className="size-14 shrink-0 rounded-full border border-slate-200 object-cover"
          />
          <div className="min-w-0 flex-1">
            <p className="font-semibold [overflow-wrap:anywhere] text-ink">
              {item.name}
              <HiddenBadge visible={item.visible} />
            </p>
            {item.role && <p className="text-sm text-slate-600">{item.role}</p>}
            <p className="mt-1 flex items-center gap-1 text-sm text-slate-700">
              <Star aria-hidden="true" className="size-4 fill-amber-400 text-amber-500" />
              {`Rated ${item.rating} out of 5`}
            </p>
            <p className="mt-2 text-sm [overflow-wrap:anywhere] text-slate-700">{item.feedback}</p>
            <div className="mt-3 flex flex-wrap gap-2">
              <EditButton label={`Edit testimonial ${item.name}`} onClick={() => onEdit(item)} />
              {deleteButton(item)}
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}

export default function TestimonialsPage() {
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<TestimonialAdminAnswer | null>(null);
  const closeEdit = useCallback(() => setEditing(null), []);
  return (
    <>
      <ScreenHeader title="Testimonials" description="What clients say, shown on the home page." />
      <div className="space-y-6">
        <AddPanel title="Add a testimonial" id="add-testimonial-heading">
          <AddTestimonialForm onAdded={() => queryClient.invalidateQueries({ queryKey })} />
        </AddPanel>
        <Panel title="Testimonials" id="testimonials-heading">
          <ArrangePanel
            title="Arrange testimonials"
            queryKey={queryKey}
            loadUrl="/api/testimonials/order"
            row={testimonialAdminRow}
            saveUrl="/api/testimonials/order"
            visibilityUrl={(id) => `/api/testimonials/${id}/visibility`}
            name={(item) => item.name}
          />
          <ListScreen
            load={{ queryKey, url: "/api/testimonials", row: testimonialAdminRow, siteOrder: true }}
            emptyText={testimonialTexts.noTestimonials}
            errorText={(error) =>
              loadErrorMessage(error, testimonialTexts.fetchFailed, testimonialTexts.fetchFailed)
            }
            exportName="testimonials"
            searchHint="Name, role or feedback"
            renderRows={(rows, deleteButton) => (
              <TestimonialCards rows={rows} deleteButton={deleteButton} onEdit={setEditing} />
            )}
            remove={{
              label: (row) => `Delete testimonial from ${row.name}`,
              url: (id) => `/api/testimonials/${id}`,
              confirm: testimonialTexts.adminConfirmDelete,
              success: testimonialTexts.adminDeleted,
              failure: testimonialTexts.deleteFailed,
            }}
          />
        </Panel>
      </div>
      <EditTestimonialDialog
        item={editing}
        onClose={closeEdit}
        onSaved={() => {
          closeEdit();
          queryClient.invalidateQueries({ queryKey });
        }}
      />
    </>
  );
}
