import { zodResolver } from "@hookform/resolvers/zod";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useRef } from "react";
import { type FieldPath, type FieldValues, type UseFormSetError, useForm } from "react-hook-form";
import { z } from "zod";
import { hostingPlans } from "#src/content/hosting-plans.ts";
import { adminApi, loadErrorMessage, loadRecord } from "#src/lib/admin-api.ts";
import type { EditionAnswer } from "#src/lib/editions.ts";
import { runAdminAction } from "#src/ui/admin/admin-action.ts";
import { AdminForm } from "#src/ui/admin/admin-form.tsx";
import { adminHeaders, adminMeta } from "#src/ui/admin/admin-meta.ts";
import { EditionBar, type EditionControls, loadEdition, saveThroughBar } from "#src/ui/admin/edition-bar.tsx";
import { ErrorNotice, LoadingState, Panel, ScreenHeader } from "#src/ui/admin/list-states.tsx";
import { TextField } from "#src/ui/form-controls.tsx";
import { SOCIAL_NETWORKS } from "../site-settings.display.ts";
import {
  COUNTER_KEYS,
  type CounterKey,
  HOSTING_PLAN_KEYS,
  MAX_COUNTER,
  MAX_PRICE,
  type SiteSettings,
  siteSettings,
  siteSettingsAnswer,
  siteSettingsTexts,
} from "../site-settings.schema.ts";

const TITLE = "Site Settings";
export const meta = () => adminMeta(TITLE);
export const headers = adminHeaders;

const queryKey = ["admin", "site-settings"];

const counterLabels: Record<CounterKey, string> = {
  years: "Years of experience",
  countries: "Countries served",
  industries: "Industries served",
  professionals: "Experienced professionals",
  projects: "Successful projects",
};

const claimFields = [
  { key: "homeProjects", label: "Home page: projects delivered" },
  { key: "homeIndustries", label: "Home page: industries served" },
  { key: "aboutProjects", label: "About page: projects delivered" },
  { key: "aboutIndustries", label: "About page: industries served" },
] as const;

const fieldsetClass = "rounded-lg border border-slate-200 p-4 sm:col-span-2";
const legendClass = "px-1 text-sm font-semibold text-ink";
const groupGridClass = "grid gap-4 sm:grid-cols-2";

function Group({ legend, hint, children }: { legend: string; hint?: string; children: ReactNode }) {
  return (
    <fieldset className={fieldsetClass}>
      <legend className={legendClass}>{legend}</legend>
      {hint && <p className="mb-3 text-sm text-slate-600">{hint}</p>}
      <div className={groupGridClass}>{children}</div>
    </fieldset>
  );
}

const serverErrors = z.object({ errors: z.array(z.object({ field: z.string(), message: z.string() })) });

/**
 * The server's 400 (`errors: [{ field: "hosting.starter.offerPrice", message }]`) shown next
 * to each field it names; the number of fields it could place.
 */
export function showServerErrors<T extends FieldValues>(
  json: unknown,
  fields: readonly string[],
  setError: UseFormSetError<T>,
): number {
  const parsed = serverErrors.safeParse(json);
  if (!parsed.success) return 0;
  let placed = 0;
  for (const error of parsed.data.errors) {
    if (!fields.includes(error.field)) continue;
    setError(
      error.field as FieldPath<T>,
      { type: "server", message: error.message },
      { shouldFocus: placed === 0 },
    );
    placed++;
  }
  return placed;
}

/** Every field's dotted name, as the server names it. */
export function fieldNamesOf(value: unknown, prefix = ""): string[] {
  if (typeof value !== "object" || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, inner]) =>
    fieldNamesOf(inner, prefix ? `${prefix}.${key}` : key),
  );
}

/** The settings form: every group in its fieldset, each value checked as the server checks it. */
export function SiteSettingsForm({
  saved,
  onSaved,
  edition,
  onEditionChanged,
}: {
  saved: SiteSettings;
  onSaved: (settings: SiteSettings) => void;
  /** The settings' draft and schedule (docs/decisions/0046-drafts-and-versions.md): a price from the 1st. */
  edition?: EditionAnswer;
  /** A publish or a discard changed what the form should show. */
  onEditionChanged?: () => void;
}) {
  const {
    register,
    handleSubmit,
    reset,
    setError,
    getValues,
    watch,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<SiteSettings>({
    resolver: zodResolver(siteSettings),
    defaultValues: (edition?.draft?.data as SiteSettings | undefined) ?? saved,
  });
  const names = fieldNamesOf(saved);

  const controls = useRef<EditionControls | null>(null);
  async function save(values: SiteSettings) {
    const put = () =>
      runAdminAction({
        call: () => adminApi.put("/api/settings", values),
        success: siteSettingsTexts.saved,
        failure: {
          refused: (refusal) => {
            showServerErrors(refusal.json, names, setError);
            return refusal.body.message || siteSettingsTexts.saveFailed;
          },
          unreachable: siteSettingsTexts.saveFailed,
        },
        reads: siteSettingsAnswer,
      });
    // Beside the draft, the bar runs the save after its own writes and then removes the draft, as
    // done with (live as saved); an autosave not yet sent is dropped.
    const answer = await saveThroughBar(controls, put);
    if (!answer) return;
    reset(answer.data);
    onSaved(answer.data);
  }

  const number = { valueAsNumber: true } as const;

  const form = (
    <AdminForm
      failure={null}
      onSubmit={handleSubmit(save)}
      busy={isSubmitting}
      submitLabel="Save settings"
      busyLabel="Saving..."
      dirty={isDirty}
    >
      <Group legend="Contact" hint="Shown in the footer of every page and on the contact page.">
        <TextField
          label="Main phone"
          required
          type="tel"
          error={errors.contact?.primaryPhone?.message}
          {...register("contact.primaryPhone")}
        />
        <TextField
          label="Second phone"
          type="tel"
          hint="Leave empty to show one phone."
          error={errors.contact?.secondaryPhone?.message}
          {...register("contact.secondaryPhone")}
        />
        <TextField
          label="E-mail"
          required
          type="email"
          error={errors.contact?.email?.message}
          {...register("contact.email")}
        />
        <TextField
          label="Map link"
          required
          type="url"
          hint="An https:// address, e.g. the office on OpenStreetMap."
          error={errors.contact?.mapUrl?.message}
          {...register("contact.mapUrl")}
        />
        <TextField
          label="Street"
          required
          error={errors.contact?.street?.message}
          {...register("contact.street")}
        />
        <TextField
          label="City"
          required
          error={errors.contact?.city?.message}
          {...register("contact.city")}
        />
        <TextField
          label="State"
          required
          error={errors.contact?.region?.message}
          {...register("contact.region")}
        />
        <TextField
          label="Postal code"
          required
          error={errors.contact?.postalCode?.message}
          {...register("contact.postalCode")}
        />
      </Group>

      <Group legend="Social links" hint="https:// addresses; an empty one is not shown.">
        {SOCIAL_NETWORKS.map((network) => (
          <TextField
            key={network.key}
            label={network.name}
            type="url"
            error={errors.social?.[network.key]?.message}
            {...register(`social.${network.key}`)}
          />
        ))}
      </Group>

      <Group
        legend="Review badge"
        hint="With a link, the footer's rating badge opens your reviews; without, it is plain."
      >
        <TextField
          label="Reviews link"
          type="url"
          error={errors.reviewBadge?.url?.message}
          {...register("reviewBadge.url")}
        />
      </Group>

      <Group
        legend="Counters"
        hint={`The "Experience and Project" block; each shown with "+". 0 to ${MAX_COUNTER}.`}
      >
        {COUNTER_KEYS.map((key) => (
          <TextField
            key={key}
            label={counterLabels[key]}
            required
            type="number"
            inputMode="numeric"
            min={0}
            max={MAX_COUNTER}
            step={1}
            error={errors.counters?.[key]?.message}
            {...register(`counters.${key}`, number)}
          />
        ))}
      </Group>

      <Group
        legend="Claims"
        hint='The figures of the home and about pages ("30+ projects across 12+ industries").'
      >
        {claimFields.map((field) => (
          <TextField
            key={field.key}
            label={field.label}
            required
            type="number"
            inputMode="numeric"
            min={0}
            max={MAX_COUNTER}
            step={1}
            error={errors.claims?.[field.key]?.message}
            {...register(`claims.${field.key}`, number)}
          />
        ))}
      </Group>

      <fieldset className={fieldsetClass}>
        <legend className={legendClass}>Hosting plans</legend>
        <p className="mb-3 text-sm text-slate-600">
          Prices per month, at most 2 decimals; the offer price is at most the list price.
        </p>
        <div className="grid gap-4 lg:grid-cols-3">
          {HOSTING_PLAN_KEYS.map((key) => {
            const plan = hostingPlans.find((candidate) => candidate.key === key);
            const name = plan?.name ?? key;
            const currency = plan?.currency ?? "";
            const planErrors = errors.hosting?.[key];
            const price = (field: "listPrice" | "offerPrice" | "renewalPrice", label: string) => (
              <TextField
                label={`${name}: ${label} (${currency})`}
                required
                type="number"
                inputMode="decimal"
                min={0.01}
                max={MAX_PRICE}
                step={0.01}
                error={planErrors?.[field]?.message}
                {...register(`hosting.${key}.${field}`, number)}
              />
            );
            return (
              <fieldset key={key} className="space-y-3 rounded-lg border border-slate-200 p-3">
                <legend className={legendClass}>{name}</legend>
                {price("listPrice", "list price")}
                {price("offerPrice", "offer price")}
                {price("renewalPrice", "renewal price")}
                <label className="inline-flex items-center gap-2.5 text-sm font-medium text-slate-800">
                  <input
                    type="checkbox"
                    className="size-4 rounded border-slate-300 accent-brand-600"
                    {...register(`hosting.${key}.mostPopular`)}
                  />
                  {`Mark ${name} "Most popular"`}
                </label>
              </fieldset>
            );
          })}
        </div>
      </fieldset>

      <Group
        legend="Links"
        hint="https:// addresses of the client portal, the hosting order page and the call booking."
      >
        <TextField
          label="Client portal"
          required
          type="url"
          error={errors.links?.clientPortalUrl?.message}
          {...register("links.clientPortalUrl")}
        />
        <TextField
          label="Billing order page"
          required
          type="url"
          error={errors.links?.billingOrderUrl?.message}
          {...register("links.billingOrderUrl")}
        />
        <TextField
          label="Booking page"
          required
          type="url"
          error={errors.links?.bookingUrl?.message}
          {...register("links.bookingUrl")}
        />
      </Group>
    </AdminForm>
  );
  if (!edition) return form;
  return (
    <div className="space-y-4">
      <EditionBar
        name="settings"
        recordKey="1"
        edition={edition}
        values={async () => ({ ...getValues() })}
        changeKey={JSON.stringify(watch())}
        onPublished={() => onEditionChanged?.()}
        onDiscarded={() => onEditionChanged?.()}
        onDraftKept={() => reset(getValues())}
        controls={controls}
      />
      {form}
    </div>
  );
}

export default function SiteSettingsPage() {
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey, queryFn: () => loadRecord("/api/settings", siteSettingsAnswer) });
  const edition = useQuery({
    queryKey: ["admin", "edition", "settings", "1"],
    queryFn: () => loadEdition("settings", "1"),
    gcTime: 0,
    staleTime: 0,
  });
  return (
    <>
      <ScreenHeader
        title={TITLE}
        description="What every public page shows: contacts, links, counters, claims and hosting prices. A save shows at once."
      />
      <Panel>
        {(query.isPending || edition.isPending) && <LoadingState label="Loading settings..." />}
        {query.isError && (
          <ErrorNotice>{loadErrorMessage(query.error, siteSettingsTexts.loadFailed)}</ErrorNotice>
        )}
        {query.data && !edition.isPending && (
          <SiteSettingsForm
            key={`${query.dataUpdatedAt}-${edition.dataUpdatedAt}`}
            saved={query.data.data}
            edition={edition.data}
            onEditionChanged={() => {
              void query.refetch();
              void edition.refetch();
            }}
            onSaved={(settings) => {
              queryClient.setQueryData(queryKey, { success: true, data: settings });
              void edition.refetch();
            }}
          />
        )}
      </Panel>
    </>
  );
}
