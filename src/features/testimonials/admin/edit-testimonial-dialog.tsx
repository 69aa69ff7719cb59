import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { saveEditedRecord } from "#src/ui/admin/admin-action.ts";
import { AdminForm, ReplacementImageField, useReplacementImage } from "#src/ui/admin/admin-form.tsx";
import { FormDialog } from "#src/ui/admin/unsaved-changes.tsx";
import {
  type TestimonialInput,
  type TestimonialOutput,
  type TestimonialRowAnswer,
  testimonialInput,
  testimonialTexts,
} from "../testimonial.schema.ts";
import { TestimonialFields } from "./testimonial-fields.tsx";

/** The edit form of one testimonial, filled in; the same validation as adding, the photo optional. */
function EditTestimonialForm({ item, onSaved }: { item: TestimonialRowAnswer; onSaved: () => void }) {
  const [failure, setFailure] = useState<string | null>(null);
  const photo = useReplacementImage({
    notImage: testimonialTexts.imageNotImage,
    tooLarge: testimonialTexts.imageTooLarge,
  });
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<TestimonialInput, unknown, TestimonialOutput>({
    resolver: zodResolver(testimonialInput),
    defaultValues: {
      name: item.name,
      role: item.role,
      feedback: item.feedback,
      rating: String(item.rating),
    },
  });

  const submit = handleSubmit(
    async (values) => {
      const { ok, file } = photo.check();
      if (!ok) return;
      setFailure(null);
      const saved = await saveEditedRecord({
        url: `/api/testimonials/${item.id}`,
        fields: values,
        imageField: "image",
        image: file,
        success: testimonialTexts.adminUpdated,
        failure: testimonialTexts.updateFailed,
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
      submitLabel="Save Testimonial"
      busyLabel="Saving..."
    >
      <TestimonialFields
        register={register}
        errors={errors}
        image={
          <ReplacementImageField
            image={photo}
            label="New photo"
            hint={testimonialTexts.keepPhotoHint}
            current={item.image}
            currentAlt={`Current photo of ${item.name}`}
            previewAlt="Preview of the chosen photo"
            previewClassName="size-16 rounded-full"
          />
        }
      />
    </AdminForm>
  );
}

/** Edit a testimonial in a dialog; closing it with changes asks first. */
export function EditTestimonialDialog({
  item,
  onClose,
  onSaved,
}: {
  item: TestimonialRowAnswer | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  return (
    <FormDialog
      open={item !== null}
      title={item ? `Edit testimonial: ${item.name}` : "Edit testimonial"}
      onClose={onClose}
      className="max-w-2xl"
    >
      {item && <EditTestimonialForm key={item.id} item={item} onSaved={onSaved} />}
    </FormDialog>
  );
}
