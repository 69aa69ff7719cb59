import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import { Link, useNavigate } from "react-router";
import { adminApi, loadRecord } from "#src/lib/admin-api.ts";
import { editionTexts, type VersionSummary, versionAnswer, versionListAnswer } from "#src/lib/editions.ts";
import { type UploadFolder, uploadUrl } from "#src/lib/upload-urls.ts";
import { toast } from "#src/ui/toast.tsx";
import { secondaryButtonClass } from "./confirm-dialog.tsx";
import { DateTime } from "./date-time.tsx";
import { loadEdition } from "./edition-bar.tsx";
import { ErrorNotice, LoadingState, Panel, ScreenHeader } from "./list-states.tsx";

// A record's versions (docs/decisions/0046-drafts-and-versions.md): who published what when, two
// versions side by side (text and images), and Restore, which makes one the draft to publish.

const PAGE_SIZE = 50;

export interface HistoryDeclaration {
  /** The editable's name in the API's paths: "team". */
  name: string;
  /** The screen the record is edited on, for the way back. */
  backTo: string;
  backLabel: string;
  /** A field's label ("Job name"); the key itself when absent. */
  labels: Record<string, string>;
  /** Fields holding an image's file name, and its folder. */
  images: Partial<Record<string, UploadFolder>>;
}

type Values = Record<string, unknown>;

/** A value as text: a group of settings as its lines, "key: value". */
function asText(value: unknown): string {
  if (value === null || value === undefined || value === "") return "—";
  if (Array.isArray(value)) {
    if (value.length === 0) return "—";
    // A list: one line per entry, an entry's words without its stored file names.
    return value
      .map((item) =>
        typeof item === "object" && item !== null
          ? Object.values(item)
              .filter((word) => typeof word === "string" && !STORED_FILE.test(word))
              .join(" ")
          : String(item),
      )
      .join("\n");
  }
  if (typeof value === "object") {
    return Object.entries(value as Values)
      .map(
        ([key, item]) =>
          `${key}: ${typeof item === "object" && item !== null ? JSON.stringify(item) : String(item)}`,
      )
      .join("\n");
  }
  return String(value);
}

const STORED_FILE = /^[0-9a-f-]{36}\.webp$/;

function Cell({ value, folder, alt }: { value: unknown; folder: UploadFolder | undefined; alt: string }) {
  if (folder && Array.isArray(value) && value.every((item) => typeof item === "string")) {
    if (value.length === 0) return <span>—</span>;
    return (
      <span className="flex flex-wrap gap-2">
        {value.map((file, index) => (
          <img
            // biome-ignore lint/suspicious/noArrayIndexKey: a list may name one file twice; its place is what tells them apart.
            key={`${file}-${index}`}
            src={uploadUrl(folder, file)}
            alt={`${alt}, ${index + 1} of ${value.length}`}
            className="max-h-16 w-auto max-w-16 rounded bg-white object-contain sm:max-w-24"
          />
        ))}
      </span>
    );
  }
  if (folder && typeof value === "string" && value) {
    return (
      <img
        src={uploadUrl(folder, value)}
        alt={alt}
        className="max-h-24 w-auto max-w-16 rounded bg-white object-contain sm:max-w-40"
      />
    );
  }
  return <span className="whitespace-pre-wrap [overflow-wrap:anywhere]">{asText(value)}</span>;
}

function useVersion(name: string, id: number, number: number | null) {
  return useQuery({
    queryKey: ["admin", "version", name, id, number],
    enabled: number !== null,
    queryFn: () => loadRecord(`/api/editions/${name}/${id}/versions/${number}`, versionAnswer),
  });
}

/** Two versions side by side, every field, the changed ones marked. */
function Comparison({
  declaration,
  id,
  left,
  right,
}: {
  declaration: HistoryDeclaration;
  id: number;
  left: number;
  right: number;
}) {
  const a = useVersion(declaration.name, id, left);
  const b = useVersion(declaration.name, id, right);
  if (a.isPending || b.isPending) return <LoadingState />;
  if (a.isError || b.isError) return <ErrorNotice>{editionTexts.versionNotFound}</ErrorNotice>;
  const before = a.data.data.data;
  const after = b.data.data.data;
  const keys = [...new Set([...Object.keys(after), ...Object.keys(before)])];
  return (
    <section
      aria-label={`Version ${left} and version ${right} compared`}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (axe scrollable-region-focusable).
      tabIndex={0}
      className="overflow-x-auto focus-visible:outline-2 focus-visible:outline-brand-600"
    >
      <table className="w-full min-w-[18rem] border-collapse text-left text-sm sm:min-w-[36rem]">
        <caption className="sr-only">
          Version {left} and version {right} side by side
        </caption>
        <thead>
          <tr className="border-b border-slate-200">
            <th scope="col" className="py-2 pr-3 font-semibold">
              Field
            </th>
            <th scope="col" className="py-2 pr-3 font-semibold">
              Version {left}
            </th>
            <th scope="col" className="py-2 font-semibold">
              Version {right}
            </th>
          </tr>
        </thead>
        <tbody>
          {keys.map((key) => {
            const changed = JSON.stringify(before[key] ?? null) !== JSON.stringify(after[key] ?? null);
            const label = declaration.labels[key] ?? key;
            const folder = declaration.images[key];
            return (
              <tr key={key} className={`border-b border-slate-100 align-top ${changed ? "bg-amber-50" : ""}`}>
                <th scope="row" className="py-2 pr-3 font-semibold">
                  {label}
                  {changed && <span className="ml-2 text-xs font-semibold text-amber-900">Changed</span>}
                </th>
                <td className="py-2 pr-3">
                  <Cell value={before[key]} folder={folder} alt={`${label}, version ${left}`} />
                </td>
                <td className="py-2">
                  <Cell value={after[key]} folder={folder} alt={`${label}, version ${right}`} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}

function VersionSelect({
  label,
  versions,
  value,
  onChange,
}: {
  label: string;
  versions: readonly VersionSummary[];
  value: number;
  onChange: (number: number) => void;
}) {
  const id = useId();
  return (
    <label htmlFor={id} className="flex flex-col text-sm font-semibold">
      {label}
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(Number(event.target.value))}
        className="mt-1 rounded-md border border-slate-300 px-2 py-1.5"
      >
        {versions.map((version) => (
          <option key={version.number} value={version.number}>
            {version.number}
          </option>
        ))}
      </select>
    </label>
  );
}

export function VersionHistory({ declaration, id }: { declaration: HistoryDeclaration; id: number }) {
  const { name } = declaration;
  const [pages, setPages] = useState(1);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const list = useQuery({
    queryKey: ["admin", "versions", name, id, pages],
    queryFn: () =>
      loadRecord(
        `/api/editions/${name}/${id}/versions?page=1&pageSize=${PAGE_SIZE * pages}`,
        versionListAnswer,
      ),
  });
  const versions: VersionSummary[] = list.data?.data ?? [];
  const [chosen, setChosen] = useState<{ left: number; right: number } | null>(null);
  const newest = versions[0]?.number;
  const left = chosen?.left ?? versions[1]?.number ?? newest;
  const right = chosen?.right ?? newest;

  const restore = async (number: number) => {
    const edition = await loadEdition(name, String(id)).catch(() => null);
    const answer = await adminApi.post(`/api/editions/${name}/${id}/versions/${number}/restore`, {
      revision: edition?.draft?.revision ?? 0,
    });
    if (!answer.ok) {
      toast.error(answer.body.message ?? "The version could not be restored");
      return;
    }
    toast.success(editionTexts.restored);
    await queryClient.invalidateQueries({ queryKey: ["admin", "edition"] });
    navigate(declaration.backTo);
  };

  return (
    <>
      <ScreenHeader
        title={`History: ${list.data?.title || `record ${id}`}`}
        description="Every published version: who published it, when and what changed. Compare two, or restore one as a draft to publish."
      />
      <p className="mb-4">
        <Link to={declaration.backTo} className="font-semibold text-brand-700 underline underline-offset-2">
          Back to {declaration.backLabel}
        </Link>
      </p>
      {list.isPending && <LoadingState />}
      {list.isError && <ErrorNotice>{list.error.message}</ErrorNotice>}
      {list.data && (
        <div className="space-y-6">
          {left !== undefined && right !== undefined && (
            <Panel title="Compare" id="compare-versions">
              <div className="mb-4 flex flex-wrap gap-4">
                <VersionSelect
                  label="Version"
                  versions={versions}
                  value={left}
                  onChange={(number) => setChosen({ left: number, right })}
                />
                <VersionSelect
                  label="with version"
                  versions={versions}
                  value={right}
                  onChange={(number) => setChosen({ left, right: number })}
                />
              </div>
              <Comparison declaration={declaration} id={id} left={left} right={right} />
            </Panel>
          )}
          <Panel title={`Versions (${list.data.total})`} id="versions">
            <ol className="divide-y divide-slate-100">
              {versions.map((version) => (
                <li key={version.number} className="flex flex-wrap items-center gap-x-4 gap-y-2 py-3">
                  <span className="font-semibold">Version {version.number}</span>
                  <DateTime value={version.publishedAt} className="text-sm text-slate-700" />
                  <span className="text-sm text-slate-700">{version.publishedBy ?? "—"}</span>
                  <span className="min-w-0 flex-1 text-sm text-slate-700 [overflow-wrap:anywhere]">
                    {version.changed.length > 0
                      ? `Changed: ${version.changed.map((key) => declaration.labels[key] ?? key).join(", ")}`
                      : version.number === 1
                        ? "As it was first kept"
                        : "No field changed"}
                  </span>
                  <button
                    type="button"
                    onClick={() => void restore(version.number)}
                    aria-label={`Restore version ${version.number}`}
                    className={secondaryButtonClass}
                  >
                    Restore
                  </button>
                </li>
              ))}
            </ol>
            {versions.length < list.data.total && (
              <button
                type="button"
                onClick={() => setPages(pages + 1)}
                className={`mt-3 ${secondaryButtonClass}`}
              >
                Show older versions
              </button>
            )}
          </Panel>
        </div>
      )}
    </>
  );
}
