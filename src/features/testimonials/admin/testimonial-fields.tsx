import type { ReactNode } from "react";
import type { FieldErrors, UseFormRegister } from "react-hook-form";
import { SelectField, TextAreaField, TextField } from "#src/ui/form-controls.tsx";
import { MAX_FEEDBACK_LENGTH, type TestimonialInput } from "../testimonial.schema.ts";

/**
 * A testimonial's fields, the same when adding and when editing: name, role, feedback, rating,
 * then the photo's field (required to add, optional to edit: the caller's).
 */
export function TestimonialFields({
  register,
  errors,
  image,
}: {
  register: UseFormRegister<TestimonialInput>;
  errors: FieldErrors<TestimonialInput>;
  image: ReactNode;
}) {
  return (
    <>
      <TextField label="Name" required error={errors.name?.message} {...register("name")} />
      <TextField
        label="Role"
        hint="Their title and company, e.g. Founder, ShipKart Logistics."
        error={errors.role?.message}
        {...register("role")}
      />
      <TextAreaField
        label="Feedback"
        required
        rows={4}
        maxLength={MAX_FEEDBACK_LENGTH}
        hint={`At most ${MAX_FEEDBACK_LENGTH} characters.`}
        error={errors.feedback?.message}
        className="sm:col-span-2"
        {...register("feedback")}
      />
      <SelectField
        label="Rating"
        required
        error={errors.rating?.message}
        options={["5", "4", "3", "2", "1"].map((value) => ({ value, label: `${value} out of 5` }))}
        {...register("rating")}
      />
      {image}
    </>
  );
}
