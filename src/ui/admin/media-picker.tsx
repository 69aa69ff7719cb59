import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { z } from "zod";
import { loadRecord } from "#src/lib/admin-api.ts";
import { MEDIA_KIND_LABELS, type MediaItemAnswer, mediaItem } from "#src/lib/media.ts";
import type { UploadFolder } from "#src/lib/upload-urls.ts";
import { TextField } from "#src/ui/form-controls.tsx";
import { Modal } from "#src/ui/modal.tsx";
import { secondaryButtonClass } from "./confirm-dialog.tsx";
import { EmptyState, ErrorNotice, LoadingState } from "./list-states.tsx";

// Picking an image already in the media library for a record's form
// (docs/decisions/0047-media-library.md): only images of the field's kind, searched by name and alt.

const mediaPage = z.object({
  success: z.boolean(),
  data: z.array(mediaItem),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});

/** The search typed, settled for `ms` before it is asked for (one request per pause, not per key). */
function useSettled(value: string, ms = 300): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

function mediaQueryUrl(options: { folder?: UploadFolder | ""; q: string; page: number; pageSize: number }) {
  const params = new URLSearchParams({ page: String(options.page), pageSize: String(options.pageSize) });
  if (options.folder) params.set("folder", options.folder);
  if (options.q.trim()) params.set("q", options.q.trim());
  return `/api/media?${params}`;
}

const PAGE_SIZE = 24;

/**
 * A page of library images of one kind (or all), searched by name and alt text once the typing
 * pauses; a new search or kind starts at the first page. The picker's and the library screen's list.
 */
export function useMediaSearch(folder: UploadFolder | "", enabled = true) {
  const [search, setSearchText] = useState("");
  const [page, setPage] = useState(1);
  const q = useSettled(search);
  const items = useQuery({
    queryKey: ["admin", "media", folder, q, page],
    queryFn: () => loadRecord(mediaQueryUrl({ folder, q, page, pageSize: PAGE_SIZE }), mediaPage),
    enabled,
  });
  const pages = items.data ? Math.max(1, Math.ceil(items.data.total / PAGE_SIZE)) : 1;
  const setSearch = (text: string) => {
    setSearchText(text);
    setPage(1);
  };
  return { search, setSearch, page, setPage, pages, items };
}

export function MediaPicker({
  folder,
  open,
  onClose,
  onChoose,
}: {
  folder: UploadFolder;
  open: boolean;
  onClose: () => void;
  onChoose: (item: MediaItemAnswer) => void;
}) {
  const { search, setSearch, page, setPage, pages, items } = useMediaSearch(folder, open);
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={`Choose from the media library: ${MEDIA_KIND_LABELS[folder]}`}
      className="max-w-3xl"
    >
      <TextField
        label="Search by name or alt text"
        type="search"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      <div className="mt-4 min-h-32">
        {items.isPending && <LoadingState />}
        {items.isError && <ErrorNotice>{items.error.message}</ErrorNotice>}
        {items.data && items.data.data.length === 0 && <EmptyState>No images found.</EmptyState>}
        {items.data && items.data.data.length > 0 && (
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-4" aria-label="Library images">
            {items.data.data.map((item) => (
              <li key={item.id}>
                <button
                  type="button"
                  onClick={() => {
                    onChoose(item);
                    onClose();
                  }}
                  className="flex w-full flex-col gap-1 rounded-lg border border-slate-200 p-2 text-left hover:border-brand-500 focus-visible:outline-2 focus-visible:outline-brand-600"
                >
                  {/* Named by its words below (the alt text among them): the picture is not read twice. */}
                  <img src={item.url} alt="" className="aspect-square w-full rounded object-contain" />
                  <span className="truncate text-sm font-semibold text-ink">
                    <span className="sr-only">Choose </span>
                    {item.title}
                  </span>
                  <span className="truncate text-xs text-slate-600">{item.alt}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
      <MediaPager page={page} pages={pages} label="Pages of library images" onPage={setPage} />
    </Modal>
  );
}

/** Previous and Next through the pages of a library list, and where one is (nothing for one page). */
export function MediaPager({
  page,
  pages,
  label,
  onPage,
}: {
  page: number;
  pages: number;
  label: string;
  onPage: (page: number) => void;
}) {
  if (pages <= 1) return null;
  return (
    <nav aria-label={label} className="mt-4 flex items-center justify-between gap-3">
      <button
        type="button"
        className={secondaryButtonClass}
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        Previous
      </button>
      <span className="text-sm text-slate-700">
        Page {page} of {pages}
      </span>
      <button
        type="button"
        className={secondaryButtonClass}
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        Next
      </button>
    </nav>
  );
}

/** "Choose from library" beside a form's image input, and the chosen image with its alt text. */
export function LibraryChoice({
  folder,
  picked,
  onChoose,
  onClear,
}: {
  folder: UploadFolder;
  picked: MediaItemAnswer | null;
  onChoose: (item: MediaItemAnswer) => void;
  onClear: () => void;
}) {
  const [open, setOpen] = useState(false);
  return (
    <div className="mt-2 flex flex-wrap items-center gap-3">
      <button type="button" className={secondaryButtonClass} onClick={() => setOpen(true)}>
        Choose from library
      </button>
      {picked && (
        <span className="flex items-center gap-2 text-sm text-slate-700">
          <img
            src={picked.url}
            alt={picked.alt}
            className="size-12 rounded border border-slate-200 object-contain"
          />
          <span>
            Chosen: <strong>{picked.title}</strong>
          </span>
          <button type="button" onClick={onClear} className="text-sm font-semibold text-brand-700 underline">
            Clear
          </button>
        </span>
      )}
      {open && <MediaPicker folder={folder} open={open} onClose={() => setOpen(false)} onChoose={onChoose} />}
    </div>
  );
}
