import { SERVICE_COLORS, SERVICE_ICON_NAMES } from "#src/content/service-cards.ts";
import { SelectField, TextAreaField, TextField } from "#src/ui/form-controls.tsx";
import { FOOTER_COLUMN_TITLES, MAX_PLACEMENT_ORDER, type PagePlacement } from "../page.schema.ts";
import type { FieldErrors } from "./block-fields.tsx";

const fieldsetClass = "min-w-0 rounded-lg border border-slate-200 p-4 sm:col-span-2";
const checkboxClass = "size-4 rounded border-slate-300 accent-brand-600";

/** Where the site links the page from: the Services menu, the services cards, a footer column. */
export function PlacementFields({
  placement,
  onChange,
  errors,
}: {
  placement: PagePlacement;
  onChange: (placement: PagePlacement) => void;
  errors: FieldErrors;
}) {
  const set = (change: Partial<PagePlacement>) => onChange({ ...placement, ...change });
  const card = placement.card;
  return (
    <fieldset className={fieldsetClass}>
      <legend className="px-1 text-sm font-semibold text-ink">Where the site links this page</legend>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Link label"
          hint="The link's text in the menu, the footer and the card's heading; the title when empty."
          error={errors["placement.label"]}
          value={placement.label}
          onChange={(event) => set({ label: event.target.value })}
        />
        <SelectField
          label="Footer column"
          error={errors["placement.footerColumn"]}
          value={placement.footerColumn}
          onChange={(event) => set({ footerColumn: event.target.value })}
          placeholder="Not in the footer"
          options={FOOTER_COLUMN_TITLES.map((title) => ({ value: title, label: title }))}
        />
        <TextField
          label="Order"
          type="number"
          inputMode="numeric"
          min={0}
          max={MAX_PLACEMENT_ORDER}
          step={1}
          hint="Among the pages placed here: lower comes first; equal ones in the order they were created."
          error={errors["placement.order"]}
          value={placement.order ?? 0}
          onChange={(event) => {
            const value = event.target.valueAsNumber;
            set({ order: Number.isFinite(value) ? value : 0 });
          }}
        />
        <label className="inline-flex items-center gap-2.5 text-sm font-medium text-slate-800">
          <input
            type="checkbox"
            className={checkboxClass}
            checked={placement.servicesMenu}
            onChange={(event) => set({ servicesMenu: event.target.checked })}
          />
          In the navigation's Services menu
        </label>
        <label className="inline-flex items-center gap-2.5 text-sm font-medium text-slate-800">
          <input
            type="checkbox"
            className={checkboxClass}
            checked={card !== null}
            onChange={(event) =>
              set({
                card: event.target.checked
                  ? { description: "", buttonText: "Learn more", icon: "lightbulb", color: "blue" }
                  : null,
              })
            }
          />
          A card among the services cards
        </label>
        {card && (
          <>
            <div className="sm:col-span-2">
              <TextAreaField
                label="Card text"
                required
                rows={2}
                error={errors["placement.card.description"]}
                value={card.description}
                onChange={(event) => set({ card: { ...card, description: event.target.value } })}
              />
            </div>
            <TextField
              label="Card button"
              required
              error={errors["placement.card.buttonText"]}
              value={card.buttonText}
              onChange={(event) => set({ card: { ...card, buttonText: event.target.value } })}
            />
            <SelectField
              label="Card icon"
              error={errors["placement.card.icon"]}
              value={card.icon}
              onChange={(event) =>
                set({ card: { ...card, icon: event.target.value as (typeof SERVICE_ICON_NAMES)[number] } })
              }
              options={SERVICE_ICON_NAMES.map((icon) => ({ value: icon, label: icon }))}
            />
            <SelectField
              label="Card colour"
              error={errors["placement.card.color"]}
              value={card.color}
              onChange={(event) =>
                set({ card: { ...card, color: event.target.value as (typeof SERVICE_COLORS)[number] } })
              }
              options={SERVICE_COLORS.map((color) => ({ value: color, label: color }))}
            />
          </>
        )}
      </div>
    </fieldset>
  );
}
