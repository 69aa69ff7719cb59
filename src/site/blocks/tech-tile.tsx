/**
 * A technology or provider shown as a generated monogram tile: no third-party logo is copied or
 * hotlinked, because every picture the site shows is made for it or uploaded by its staff (a
 * brand's logo is neither ours to copy nor a request to another host, which the CSP refuses).
 */
const tilePalettes = [
  "from-brand-600 to-brand-800",
  "from-accent-500 to-accent-600",
  "from-sky-500 to-blue-700",
  "from-violet-500 to-purple-700",
  "from-orange-500 to-rose-600",
  "from-emerald-500 to-teal-700",
  "from-slate-700 to-ink",
  "from-pink-500 to-fuchsia-700",
] as const;

function paletteFor(name: string) {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return tilePalettes[hash % tilePalettes.length];
}

export function monogramOf(name: string): string {
  const words = name
    .replace(/[^A-Za-z0-9 ]/g, " ")
    .trim()
    .split(/\s+/);
  if (words.length > 1)
    return words
      .slice(0, 2)
      .map((word) => word[0]?.toUpperCase())
      .join("");
  const word = words[0] ?? name;
  return word.length <= 3 ? word.toUpperCase() : `${word[0]?.toUpperCase()}${word[1]?.toLowerCase() ?? ""}`;
}

export function TechTile({ name, monogram }: { name: string; monogram?: string }) {
  return (
    <div className="flex h-full flex-col items-center gap-3 rounded-2xl border border-slate-200 bg-white p-4 text-center shadow-sm transition hover:-translate-y-0.5 hover:shadow-md">
      <span
        aria-hidden="true"
        className={`flex size-14 items-center justify-center rounded-xl bg-gradient-to-br text-lg font-bold text-white ${paletteFor(name)}`}
      >
        {monogram ?? monogramOf(name)}
      </span>
      <span className="text-sm font-semibold text-slate-800">{name}</span>
    </div>
  );
}
