import type { ReactNode } from "react";
import type { FieldErrors, UseFormRegister } from "react-hook-form";
import { SelectField, TextField } from "#src/ui/form-controls.tsx";
import type { TeamMemberInput } from "../team-member.schema.ts";

const socialLinks = [
  ["facebook", "Facebook"],
  ["instagram", "Instagram"],
  ["linkedin", "LinkedIn"],
] as const;

/**
 * A member's fields, the same when adding and when editing: name, role, type, the photo's field
 * (required to add, optional to edit: the caller's), then the social links.
 */
export function TeamMemberFields({
  register,
  errors,
  image,
}: {
  register: UseFormRegister<TeamMemberInput>;
  errors: FieldErrors<TeamMemberInput>;
  image: ReactNode;
}) {
  return (
    <>
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
      {image}
      {socialLinks.map(([field, label]) => (
        <TextField
          key={field}
          label={label}
          type="url"
          placeholder="https://"
          error={errors[field]?.message}
          {...register(field)}
        />
      ))}
    </>
  );
}
