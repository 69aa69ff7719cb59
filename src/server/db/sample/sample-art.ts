/**
 * Generated artwork for the sample content: pure functions that return SVG
 * source strings (no I/O). Everything is drawn here; nothing references
 * another host.
 *
 * - clientLogoSvg:   400×160 wordmark logo with an emblem chosen by index
 * - portraitSvg:     400×400 illustrated bust, varied by seed
 * - projectScreenSvg 1280×800 illustrated product screen mock-up
 * - techIconSvg:     128×128 rounded tile with a monogram / glyph
 */
import type { ScreenSpec } from "./sample-content.ts";

export const FONT = "Inter, Arial, sans-serif";

const BRAND = { primary: "#4F46E5", accent: "#14B8A6", dark: "#0F172A" } as const;

// ---------------------------------------------------------------------------
// small helpers
// ---------------------------------------------------------------------------

/** Escape text for use in XML content and attribute values. */
export function esc(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

/** FNV-1a 32-bit hash of a string. */
export function hashString(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** Deterministic PRNG (mulberry32) returning numbers in [0, 1). */
function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function shuffled<T>(rand: () => number, items: readonly T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

function pick<T>(rand: () => number, items: readonly T[]): T {
  return items[Math.floor(rand() * items.length) % items.length] as T;
}

function parseHex(hex: string): [number, number, number] {
  let h = hex.replace("#", "");
  if (h.length === 3)
    h = h
      .split("")
      .map((c) => c + c)
      .join("");
  const n = Number.parseInt(h.slice(0, 6), 16);
  if (Number.isNaN(n)) return [79, 70, 229];
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function toHex(rgb: readonly number[]): string {
  return `#${rgb
    .map((v) =>
      Math.max(0, Math.min(255, Math.round(v)))
        .toString(16)
        .padStart(2, "0"),
    )
    .join("")
    .toUpperCase()}`;
}

/** Linear mix of two hex colours (t = 0 → a, t = 1 → b). */
export function mix(a: string, b: string, t: number): string {
  const ca = parseHex(a);
  const cb = parseHex(b);
  return toHex(ca.map((v, i) => v + ((cb[i] as number) - v) * t));
}

function toHsl(hex: string): [number, number, number] {
  const [r, g, b] = parseHex(hex).map((v) => v / 255) as [number, number, number];
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const l = (max + min) / 2;
  if (max === min) return [0, 0, l];
  const d = max - min;
  const sat = l > 0.5 ? d / (2 - max - min) : d / (max + min);
  let h: number;
  if (max === r) h = (g - b) / d + (g < b ? 6 : 0);
  else if (max === g) h = (b - r) / d + 2;
  else h = (r - g) / d + 4;
  return [h * 60, sat, l];
}

function fromHsl(h: number, sat: number, l: number): string {
  const k = (n: number): number => (n + h / 30) % 12;
  const a = sat * Math.min(l, 1 - l);
  const f = (n: number): number => l - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)));
  return toHex([f(0) * 255, f(8) * 255, f(4) * 255]);
}

/** Mix two colours through HSL along the shorter hue arc (avoids muddy midpoints). */
export function mixHsl(a: string, b: string, t: number): string {
  const [h1, s1, l1] = toHsl(a);
  const [h2, s2, l2] = toHsl(b);
  let dh = h2 - h1;
  if (dh > 180) dh -= 360;
  if (dh < -180) dh += 360;
  return fromHsl((h1 + dh * t + 360) % 360, s1 + (s2 - s1) * t, l1 + (l2 - l1) * t);
}

const lighten = (c: string, t: number): string => mix(c, "#FFFFFF", t);
const darken = (c: string, t: number): string => mix(c, "#000000", t);

function luminance(hex: string): number {
  const [r, g, b] = parseHex(hex);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}

function fmt(n: number): string {
  return Number.isInteger(n) ? String(n) : n.toFixed(1);
}

function svgDoc(width: number, height: number, body: string, label: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${esc(label)}">` +
    `<title>${esc(label)}</title>${body}</svg>`
  );
}

function text(
  x: number,
  y: number,
  content: string,
  opts: {
    size: number;
    fill: string;
    weight?: number;
    anchor?: "start" | "middle" | "end";
    spacing?: number;
    opacity?: number;
  },
): string {
  const attrs = [
    `x="${fmt(x)}"`,
    `y="${fmt(y)}"`,
    `font-family="${FONT}"`,
    `font-size="${fmt(opts.size)}"`,
    `font-weight="${opts.weight ?? 400}"`,
    `fill="${opts.fill}"`,
  ];
  if (opts.anchor && opts.anchor !== "start") attrs.push(`text-anchor="${opts.anchor}"`);
  if (opts.spacing) attrs.push(`letter-spacing="${fmt(opts.spacing)}"`);
  if (opts.opacity !== undefined) attrs.push(`opacity="${opts.opacity}"`);
  return `<text ${attrs.join(" ")}>${esc(content)}</text>`;
}

/** Rough width estimate of a text run in Arial/Inter-like fonts. */
function textWidth(content: string, size: number, bold = false): number {
  let w = 0;
  for (const ch of content) {
    if ("il.,:;'|!I ".includes(ch)) w += 0.3;
    else if ("mwMW".includes(ch)) w += 0.85;
    else if (ch >= "A" && ch <= "Z") w += 0.68;
    else w += 0.55;
  }
  return w * size * (bold ? 1.07 : 1);
}

/** Largest font size ≤ max such that the text fits in width. */
function fitSize(content: string, width: number, max: number, bold = true): number {
  const at1 = textWidth(content, 1, bold);
  return Math.max(10, Math.min(max, Math.floor(width / Math.max(at1, 0.01))));
}

function rect(x: number, y: number, w: number, h: number, r: number, fill: string, extra = ""): string {
  return `<rect x="${fmt(x)}" y="${fmt(y)}" width="${fmt(w)}" height="${fmt(h)}" rx="${fmt(r)}" fill="${fill}"${extra ? ` ${extra}` : ""}/>`;
}

/**
 * A soft shadow under a window or a phone: six faint rounded rectangles, each a step larger, which
 * darken to about a third under the shape and fade out over 30 px. A blur filter looks the same
 * and took three quarters of the time the sample images take to render (docs/performance.md).
 */
function softShadow(x: number, y: number, w: number, h: number, r: number): string {
  let s = "";
  for (let step = 5; step >= 0; step--) {
    const grow = step * 6;
    s += rect(x - grow, y - grow, w + 2 * grow, h + 2 * grow, r + grow, "#0F172A", `opacity="0.07"`);
  }
  return s;
}

function circle(cx: number, cy: number, r: number, fill: string, extra = ""): string {
  return `<circle cx="${fmt(cx)}" cy="${fmt(cy)}" r="${fmt(r)}" fill="${fill}"${extra ? ` ${extra}` : ""}/>`;
}

/** A "text line" drawn as a rounded bar. */
function bar(x: number, y: number, w: number, fill: string, h = 10, opacity = 1): string {
  return rect(x, y, w, h, h / 2, fill, opacity < 1 ? `opacity="${opacity}"` : "");
}

function linearGradient(id: string, stops: readonly string[], x2 = 1, y2 = 1): string {
  const n = stops.length - 1;
  return (
    `<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}">` +
    stops.map((c, i) => `<stop offset="${fmt((i / n) * 100)}%" stop-color="${c}"/>`).join("") +
    "</linearGradient>"
  );
}

function idPrefix(...parts: readonly (string | number)[]): string {
  return `a${hashString(parts.join("|")).toString(36)}`;
}

// ---------------------------------------------------------------------------
// client logos (400×160)
// ---------------------------------------------------------------------------

const LOGO_PALETTES: readonly (readonly [string, string])[] = [
  ["#4F46E5", "#14B8A6"],
  ["#16A34A", "#F59E0B"],
  ["#0EA5E9", "#14B8A6"],
  ["#DB2777", "#F472B6"],
  ["#7C3AED", "#F59E0B"],
  ["#0F766E", "#22C55E"],
  ["#E11D48", "#F97316"],
  ["#2563EB", "#7C3AED"],
  ["#F59E0B", "#EF4444"],
  ["#F97316", "#0EA5E9"],
];

function petals(fill: string): string {
  return [0, 72, 144, 216, 288]
    .map(
      (deg) =>
        `<ellipse cx="50" cy="26" rx="15" ry="22" fill="${fill}" transform="rotate(${deg} 50 50)" opacity="0.92"/>`,
    )
    .join("");
}

/** Emblems drawn in a 100×100 box at (0,0), using gradient url(#g) and colours a/b. */
const EMBLEMS: readonly ((g: string, a: string, b: string) => string)[] = [
  // 0 hexagon with forward chevrons (logistics)
  (g) =>
    `<path d="M50 4 L90 27 L90 73 L50 96 L10 73 L10 27 Z" fill="${g}"/>` +
    `<path d="M32 34 L50 50 L32 66" fill="none" stroke="#fff" stroke-width="9" stroke-linecap="round" stroke-linejoin="round"/>` +
    `<path d="M54 34 L72 50 L54 66" fill="none" stroke="#fff" stroke-width="9" stroke-linecap="round" stroke-linejoin="round" opacity="0.7"/>`,
  // 1 circle with two leaves (foods)
  (g) =>
    `<circle cx="50" cy="50" r="46" fill="${g}"/>` +
    `<path d="M50 78 C24 70 22 40 44 24 C52 42 56 60 50 78 Z" fill="#fff"/>` +
    `<path d="M52 78 C76 72 82 48 68 32 C58 46 52 60 52 78 Z" fill="#fff" opacity="0.75"/>`,
  // 2 rounded square with a soft cross and pulse (healthcare)
  (g) =>
    `<rect x="4" y="4" width="92" height="92" rx="26" fill="${g}"/>` +
    `<path d="M40 22 H60 V40 H78 V60 H60 V78 H40 V60 H22 V40 H40 Z" fill="#fff" opacity="0.95"/>` +
    `<path d="M26 50 H40 L45 42 L52 60 L57 50 H74" fill="none" stroke="${g}" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"/>`,
  // 3 lotus petals (realty)
  (g, a, b) =>
    `<path d="M50 12 C66 30 66 58 50 78 C34 58 34 30 50 12 Z" fill="${g}"/>` +
    `<path d="M50 78 C30 76 14 60 10 38 C30 40 44 54 50 78 Z" fill="${a}" opacity="0.8"/>` +
    `<path d="M50 78 C70 76 86 60 90 38 C70 40 56 54 50 78 Z" fill="${b}" opacity="0.85"/>` +
    `<rect x="18" y="84" width="64" height="7" rx="3.5" fill="${a}"/>`,
  // 4 woven diamond (textiles)
  (_g, a, b) =>
    `<g transform="rotate(45 50 50)">` +
    `<rect x="18" y="18" width="30" height="30" rx="6" fill="${a}"/>` +
    `<rect x="52" y="18" width="30" height="30" rx="6" fill="${b}"/>` +
    `<rect x="18" y="52" width="30" height="30" rx="6" fill="${b}"/>` +
    `<rect x="52" y="52" width="30" height="30" rx="6" fill="${a}" opacity="0.7"/></g>`,
  // 5 rising bars in a ring (finance)
  (g, a) =>
    `<circle cx="50" cy="50" r="44" fill="none" stroke="${g}" stroke-width="8"/>` +
    `<rect x="28" y="52" width="11" height="22" rx="3" fill="${a}"/>` +
    `<rect x="44" y="40" width="11" height="34" rx="3" fill="${g}"/>` +
    `<rect x="60" y="28" width="11" height="46" rx="3" fill="${a}"/>`,
  // 6 five-petal flower (retail)
  (g, a, b) =>
    `${petals(g)}<circle cx="50" cy="50" r="12" fill="${b}"/><circle cx="50" cy="50" r="5" fill="${a}"/>`,
  // 7 open book with a spark (education)
  (g, a, b) =>
    `<path d="M50 30 C38 22 22 20 8 22 V80 C22 78 38 80 50 88 Z" fill="${g}"/>` +
    `<path d="M50 30 C62 22 78 20 92 22 V80 C78 78 62 80 50 88 Z" fill="${a}" opacity="0.85"/>` +
    `<path d="M50 4 L54 14 L64 16 L54 20 L50 30 L46 20 L36 16 L46 14 Z" fill="${b}"/>`,
  // 8 lightning bolt in a circle (energy)
  (g) =>
    `<circle cx="50" cy="50" r="46" fill="${g}"/>` +
    `<path d="M56 14 L28 56 H48 L42 86 L72 42 H52 Z" fill="#fff" stroke="#fff" stroke-width="2" stroke-linejoin="round"/>`,
  // 9 sun over waves (travel)
  (_g, a, b) =>
    `<circle cx="50" cy="42" r="26" fill="#F59E0B"/><circle cx="50" cy="42" r="19" fill="${a}" opacity="0.55"/>` +
    `<path d="M6 66 C20 56 34 56 50 66 C66 76 80 76 94 66" fill="none" stroke="${b}" stroke-width="8" stroke-linecap="round"/>` +
    `<path d="M6 84 C20 74 34 74 50 84 C66 94 80 94 94 84" fill="none" stroke="${a}" stroke-width="8" stroke-linecap="round" opacity="0.7"/>`,
];

/** 400×160 wordmark logo for a client company; the emblem depends on `index`. */
export function clientLogoSvg(name: string, index: number): string {
  const i = ((Math.floor(index) % EMBLEMS.length) + EMBLEMS.length) % EMBLEMS.length;
  const [a, b] = LOGO_PALETTES[i % LOGO_PALETTES.length] as readonly [string, string];
  const id = idPrefix("logo", name, index);
  const words = name.trim().split(/\s+/);
  const first = words[0] ?? name;
  const rest = words.slice(1).join(" ").toUpperCase();
  const emblem = (EMBLEMS[i] as (g: string, a: string, b: string) => string)(`url(#${id}g)`, a, b);
  const textX = 150;
  const avail = 400 - textX - 16;
  let words$ = "";
  if (rest) {
    const s1 = fitSize(first, avail, 50);
    const s2 = Math.min(18, fitSize(rest, avail - rest.length * 3.5, 18, true));
    words$ =
      text(textX, 84, first, { size: s1, weight: 800, fill: BRAND.dark, spacing: -0.5 }) +
      text(textX + 2, 84 + s2 + 14, rest, { size: s2, weight: 600, fill: darken(a, 0.1), spacing: 3.5 });
  } else {
    const s1 = fitSize(first, avail, 54);
    words$ = text(textX, 80 + s1 * 0.35, first, { size: s1, weight: 800, fill: BRAND.dark });
  }
  const body =
    `<defs>${linearGradient(`${id}g`, [a, mixHsl(a, b, 0.5), b])}</defs>` +
    `<g transform="translate(26 30)">${emblem}</g>` +
    words$;
  return svgDoc(400, 160, body, `${name} logo`);
}

// ---------------------------------------------------------------------------
// portraits (400×400)
// ---------------------------------------------------------------------------

const SKIN_TONES: readonly string[] = ["#F3CFAE", "#E9B991", "#DDA67D", "#C98D63", "#B07651", "#92593A"];
const HAIR_COLOURS: readonly string[] = ["#1C1412", "#2A1B14", "#3A271C", "#24201F", "#4B3222"];
const CLOTHES: readonly string[] = [
  "#4F46E5",
  "#0F766E",
  "#1E3A8A",
  "#9F1239",
  "#334155",
  "#B45309",
  "#0E7490",
  "#6D28D9",
  "#F8FAFC",
  "#166534",
];
const PORTRAIT_BACKGROUNDS: readonly (readonly [string, string])[] = [
  ["#E0E7FF", "#A5B4FC"],
  ["#CCFBF1", "#5EEAD4"],
  ["#FEF3C7", "#FCD34D"],
  ["#FCE7F3", "#F9A8D4"],
  ["#E0F2FE", "#7DD3FC"],
  ["#EDE9FE", "#C4B5FD"],
  ["#DCFCE7", "#86EFAC"],
];

/** Common Gujarati / Indian feminine first names (and the usual endings) used to pick a hair style family. */
const FEMININE_NAMES = new Set([
  "priya",
  "ananya",
  "khushi",
  "neha",
  "riya",
  "kavya",
  "pooja",
  "shruti",
  "dhara",
  "isha",
  "nidhi",
  "hetal",
  "janvi",
  "krupa",
  "mansi",
  "aditi",
  "diya",
  "sneha",
  "megha",
  "bhumi",
]);

function looksFeminine(name: string): boolean {
  const first = (name.trim().split(/\s+/)[0] ?? "").toLowerCase();
  if (FEMININE_NAMES.has(first)) return true;
  return false;
}

/**
 * 400×400 illustrated, friendly bust portrait. `seed` drives skin tone, hair,
 * clothes, background and accessories; `name` picks the hair-style family
 * (long/short) and is used for the accessible title.
 */
export function portraitSvg(seed: number, name: string): string {
  const rand = rng((Math.floor(seed) * 2654435761) ^ hashString(name));
  const id = idPrefix("portrait", seed, name);
  const feminine = looksFeminine(name);
  const skin = pick(rand, SKIN_TONES);
  const skinShade = darken(skin, 0.12);
  const skinDeep = darken(skin, 0.22);
  const hair = pick(rand, HAIR_COLOURS);
  const cloth = pick(rand, CLOTHES);
  const clothDark = luminance(cloth) > 0.85 ? "#CBD5E1" : darken(cloth, 0.2);
  const [bg1, bg2] = pick(rand, PORTRAIT_BACKGROUNDS);
  const glasses = rand() < 0.35;
  let outfit = Math.floor(rand() * 4); // 0 crew tee, 1 collared shirt, 2 blazer, 3 kurta
  if (outfit === 2 && luminance(cloth) > 0.85) outfit = 1;
  const hairStyle = Math.floor(rand() * 4);
  const beard = !feminine && rand() < 0.45;
  const bindi = feminine && rand() < 0.4;
  const earrings = feminine && rand() < 0.7;
  const smileWide = rand() < 0.5;

  const headCy = 178;

  // --- background
  let s = `<defs>${linearGradient(`${id}bg`, [bg1, bg2])}${linearGradient(`${id}cl`, [lighten(cloth, 0.08), clothDark], 0, 1)}</defs>`;
  s += rect(0, 0, 400, 400, 0, `url(#${id}bg)`);
  s += circle(318, 86, 70, "#FFFFFF", `opacity="0.22"`);
  s += circle(64, 330, 90, "#FFFFFF", `opacity="0.15"`);

  // --- hair behind the head (long styles)
  if (feminine && (hairStyle === 0 || hairStyle === 2)) {
    const len = hairStyle === 0 ? 330 : 268;
    s += `<path d="M118 178 C112 100 160 84 200 84 C244 84 290 102 284 178 C286 230 294 ${len - 30} 300 ${len} C250 ${len + 14} 150 ${len + 14} 100 ${len} C108 ${len - 30} 116 230 118 178 Z" fill="${hair}"/>`;
  }
  if (feminine && hairStyle === 3) {
    // ponytail peeking out behind the neck on one side
    s += `<path d="M254 138 C326 156 330 248 300 318 C290 312 280 304 268 296 C292 246 288 200 250 178 Z" fill="${hair}"/>`;
  }

  // --- torso
  s += `<path d="M34 400 C38 326 92 296 156 288 L244 288 C308 296 362 326 366 400 Z" fill="url(#${id}cl)"/>`;
  // --- neck
  s += `<path d="M172 222 L228 222 L232 292 C214 310 186 310 168 292 Z" fill="${skinShade}"/>`;
  s += `<path d="M172 256 C190 272 212 272 230 256 L232 270 C212 284 190 284 170 270 Z" fill="${skinDeep}" opacity="0.35"/>`;

  // --- outfit details
  if (outfit === 0) {
    s += `<path d="M160 288 C176 312 224 312 240 288 L232 286 C214 300 186 300 168 286 Z" fill="${clothDark}"/>`;
  } else if (outfit === 1) {
    s += `<path d="M168 290 L200 330 L232 290 Z" fill="${skinShade}"/>`;
    s += `<path d="M162 282 L200 332 L180 340 L150 296 Z" fill="${lighten(cloth, 0.35)}"/>`;
    s += `<path d="M238 282 L200 332 L220 340 L250 296 Z" fill="${lighten(cloth, 0.35)}"/>`;
    s += circle(200, 352, 3.5, clothDark) + circle(200, 378, 3.5, clothDark);
  } else if (outfit === 2) {
    const shirt = luminance(cloth) > 0.6 ? "#1E293B" : "#F8FAFC";
    s += `<path d="M166 288 L200 344 L234 288 Z" fill="${shirt}"/>`;
    s += `<path d="M156 290 L200 400 L120 400 L108 330 Z" fill="${darken(cloth, 0.08)}"/>`;
    s += `<path d="M244 290 L200 400 L280 400 L292 330 Z" fill="${darken(cloth, 0.08)}"/>`;
    s += `<path d="M156 290 L186 344 L170 354 Z" fill="${darken(cloth, 0.28)}"/>`;
    s += `<path d="M244 290 L214 344 L230 354 Z" fill="${darken(cloth, 0.28)}"/>`;
  } else {
    s += `<path d="M170 290 C184 306 216 306 230 290" fill="none" stroke="${lighten(cloth, 0.45)}" stroke-width="6" stroke-linecap="round"/>`;
    s += `<rect x="195" y="300" width="10" height="100" rx="3" fill="${lighten(cloth, 0.45)}"/>`;
    s += circle(200, 322, 3, clothDark) + circle(200, 346, 3, clothDark) + circle(200, 370, 3, clothDark);
  }

  // --- ears
  s += `<ellipse cx="132" cy="${headCy + 12}" rx="13" ry="20" fill="${skinShade}"/>`;
  s += `<ellipse cx="268" cy="${headCy + 12}" rx="13" ry="20" fill="${skinShade}"/>`;
  if (earrings) {
    s += circle(132, headCy + 38, 5, "#F59E0B") + circle(268, headCy + 38, 5, "#F59E0B");
  }
  // --- head
  s += `<path d="M134 170 C134 112 166 96 200 96 C234 96 266 112 266 170 C266 228 236 262 200 262 C164 262 134 228 134 170 Z" fill="${skin}"/>`;

  // --- beard (under the mouth, before facial features)
  if (beard) {
    const trim = rand() < 0.5;
    if (trim) {
      s += `<path d="M142 196 C146 244 172 266 200 266 C228 266 254 244 258 196 C250 222 234 236 220 232 C208 228 192 228 180 232 C166 236 150 222 142 196 Z" fill="${hair}" opacity="0.88"/>`;
    } else {
      s += `<path d="M184 249 C192 245 208 245 216 249 C215 260 208 266 200 266 C192 266 185 260 184 249 Z" fill="${hair}" opacity="0.85"/>`;
    }
    s += `<path d="M176 220 C186 212 196 214 200 218 C204 214 214 212 224 220 C214 224 206 224 200 222 C194 224 186 224 176 220 Z" fill="${hair}"/>`;
  }

  // --- hair on top
  if (feminine) {
    if (hairStyle === 1) {
      // bun
      s += circle(200, 84, 30, hair);
    }
    // parted fringe covering the top of the head
    s += `<path d="M130 184 C122 112 160 86 204 86 C248 86 282 112 270 184 C264 150 250 128 226 118 C206 136 170 146 140 148 C136 160 132 172 130 184 Z" fill="${hair}"/>`;
    s += `<path d="M200 92 C214 100 222 110 226 118" fill="none" stroke="${lighten(hair, 0.18)}" stroke-width="3" stroke-linecap="round" opacity="0.7"/>`;
  } else if (hairStyle === 0) {
    // short crop with side part
    s += `<path d="M132 172 C126 106 164 82 204 84 C246 86 276 110 268 172 C262 140 254 126 240 120 C214 124 178 122 150 132 C140 142 134 156 132 172 Z" fill="${hair}"/>`;
    s += `<path d="M168 96 C180 108 200 114 230 110" fill="none" stroke="${lighten(hair, 0.2)}" stroke-width="3" stroke-linecap="round" opacity="0.6"/>`;
  } else if (hairStyle === 1) {
    // voluminous swept hair
    s += `<path d="M130 176 C116 100 160 70 208 74 C256 78 286 108 270 176 C266 146 256 130 244 124 C222 134 184 132 160 120 C146 132 136 150 130 176 Z" fill="${hair}"/>`;
    s += `<path d="M150 104 C176 92 214 90 252 108" fill="none" stroke="${lighten(hair, 0.2)}" stroke-width="4" stroke-linecap="round" opacity="0.5"/>`;
  } else if (hairStyle === 2) {
    // curly top
    let curls = "";
    const pts: readonly (readonly [number, number, number])[] = [
      [146, 132, 20],
      [162, 108, 22],
      [188, 94, 24],
      [216, 94, 24],
      [242, 106, 22],
      [258, 130, 20],
      [200, 112, 22],
      [172, 124, 18],
      [230, 124, 18],
    ];
    for (const [x, y, r] of pts) curls += circle(x, y, r, hair);
    s += curls;
    s += `<path d="M132 168 C132 140 140 128 150 122 L150 150 C142 154 136 160 132 168 Z" fill="${hair}"/>`;
    s += `<path d="M268 168 C268 140 260 128 250 122 L250 150 C258 154 264 160 268 168 Z" fill="${hair}"/>`;
  } else {
    // very short / buzz with receding fade
    s += `<path d="M136 160 C136 110 166 92 200 92 C236 92 266 110 264 160 C254 132 232 120 200 120 C168 120 146 132 136 160 Z" fill="${hair}"/>`;
  }

  // --- eyebrows
  const browY = headCy - 16;
  s += `<path d="M156 ${browY} C164 ${browY - 8} 178 ${browY - 8} 186 ${browY - 2}" fill="none" stroke="${hair}" stroke-width="${feminine ? 4 : 6}" stroke-linecap="round"/>`;
  s += `<path d="M214 ${browY - 2} C222 ${browY - 8} 236 ${browY - 8} 244 ${browY}" fill="none" stroke="${hair}" stroke-width="${feminine ? 4 : 6}" stroke-linecap="round"/>`;
  // --- eyes
  const eyeY = headCy + 4;
  for (const ex of [171, 229]) {
    s += `<ellipse cx="${ex}" cy="${eyeY}" rx="11" ry="8" fill="#FFFFFF"/>`;
    s += circle(ex, eyeY + 0.5, 6, "#2B1A12");
    s += circle(ex + 2, eyeY - 2, 2, "#FFFFFF");
    if (feminine) {
      s += `<path d="M${ex - 12} ${eyeY - 3} C${ex - 6} ${eyeY - 11} ${ex + 6} ${eyeY - 11} ${ex + 13} ${eyeY - 4}" fill="none" stroke="#1C1412" stroke-width="3" stroke-linecap="round"/>`;
    }
  }
  if (glasses) {
    const frame = pick(rand, ["#1E293B", "#7C2D12", "#334155", "#4F46E5"]);
    s += `<rect x="150" y="${eyeY - 17}" width="42" height="32" rx="12" fill="#FFFFFF" fill-opacity="0.12" stroke="${frame}" stroke-width="4"/>`;
    s += `<rect x="208" y="${eyeY - 17}" width="42" height="32" rx="12" fill="#FFFFFF" fill-opacity="0.12" stroke="${frame}" stroke-width="4"/>`;
    s += `<path d="M192 ${eyeY - 3} C196 ${eyeY - 7} 204 ${eyeY - 7} 208 ${eyeY - 3}" fill="none" stroke="${frame}" stroke-width="4"/>`;
    s += `<path d="M150 ${eyeY - 6} L136 ${eyeY - 10} M250 ${eyeY - 6} L264 ${eyeY - 10}" stroke="${frame}" stroke-width="4" stroke-linecap="round"/>`;
  }
  if (bindi) s += circle(200, browY - 10, 4, "#B91C1C");
  // --- nose
  s += `<path d="M200 ${eyeY + 8} C198 ${eyeY + 22} 192 ${eyeY + 30} 194 ${eyeY + 34} C198 ${eyeY + 37} 204 ${eyeY + 37} 208 ${eyeY + 34}" fill="none" stroke="${skinDeep}" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"/>`;
  // --- cheeks
  s +=
    circle(158, eyeY + 34, 12, "#F472B6", `opacity="0.16"`) +
    circle(242, eyeY + 34, 12, "#F472B6", `opacity="0.16"`);
  // --- mouth
  const my = eyeY + 52;
  if (smileWide) {
    s += `<path d="M178 ${my} C186 ${my + 18} 214 ${my + 18} 222 ${my} C210 ${my + 6} 190 ${my + 6} 178 ${my} Z" fill="#7F1D1D"/>`;
    s += `<path d="M183 ${my + 2} C192 ${my + 6} 208 ${my + 6} 217 ${my + 2} L214 ${my + 6} C204 ${my + 9} 196 ${my + 9} 186 ${my + 6} Z" fill="#FFFFFF"/>`;
  } else {
    s += `<path d="M180 ${my} C190 ${my + 12} 210 ${my + 12} 220 ${my}" fill="none" stroke="#8B2E2E" stroke-width="5" stroke-linecap="round"/>`;
  }
  return svgDoc(400, 400, s, `Portrait of ${name}`);
}

// ---------------------------------------------------------------------------
// project screens (1280×800)
// ---------------------------------------------------------------------------

const W = 1280;
const H = 800;

interface Ctx {
  id: string;
  a: string;
  b: string;
  rand: () => number;
  project: string;
  title: string;
}

function sparkPath(
  rand: () => number,
  x: number,
  y: number,
  w: number,
  h: number,
  n: number,
  rising = true,
): string {
  const pts: [number, number][] = [];
  let v = 0.3 + rand() * 0.2;
  for (let i = 0; i < n; i++) {
    v += (rand() - (rising ? 0.38 : 0.5)) * 0.3;
    v = Math.max(0.08, Math.min(0.95, v));
    pts.push([x + (w * i) / (n - 1), y + h - v * h]);
  }
  // smooth with simple cubic segments
  let d = `M${fmt(pts[0]?.[0] ?? x)} ${fmt(pts[0]?.[1] ?? y)}`;
  for (let i = 1; i < pts.length; i++) {
    const [x0, y0] = pts[i - 1] as [number, number];
    const [x1, y1] = pts[i] as [number, number];
    const mx = (x0 + x1) / 2;
    d += ` C${fmt(mx)} ${fmt(y0)} ${fmt(mx)} ${fmt(y1)} ${fmt(x1)} ${fmt(y1)}`;
  }
  return d;
}

function areaChart(
  c: Ctx,
  x: number,
  y: number,
  w: number,
  h: number,
  color: string,
  key: string,
  rising = true,
): string {
  const line = sparkPath(c.rand, x, y, w, h, 9, rising);
  const gid = `${c.id}${key}`;
  return (
    `<defs><linearGradient id="${gid}" x1="0" y1="0" x2="0" y2="1"><stop offset="0%" stop-color="${color}" stop-opacity="0.35"/><stop offset="100%" stop-color="${color}" stop-opacity="0"/></linearGradient></defs>` +
    `<path d="${line} L${fmt(x + w)} ${fmt(y + h)} L${fmt(x)} ${fmt(y + h)} Z" fill="url(#${gid})"/>` +
    `<path d="${line}" fill="none" stroke="${color}" stroke-width="4" stroke-linecap="round"/>`
  );
}

function gridLines(x: number, y: number, w: number, h: number, n: number): string {
  let s = "";
  for (let i = 0; i <= n; i++) {
    const yy = y + (h * i) / n;
    s += `<line x1="${fmt(x)}" y1="${fmt(yy)}" x2="${fmt(x + w)}" y2="${fmt(yy)}" stroke="#E2E8F0" stroke-width="1.5" stroke-dasharray="6 6"/>`;
  }
  return s;
}

function barChart(
  c: Ctx,
  x: number,
  y: number,
  w: number,
  h: number,
  n: number,
  colors: readonly string[],
): string {
  let s = gridLines(x, y, w, h, 4);
  const gap = w / n;
  const bw = gap * 0.5;
  for (let i = 0; i < n; i++) {
    const v = 0.25 + c.rand() * 0.7;
    const bh = v * h;
    s += rect(
      x + i * gap + (gap - bw) / 2,
      y + h - bh,
      bw,
      bh,
      Math.min(8, bw / 2),
      colors[i % colors.length] as string,
    );
  }
  return s;
}

function donut(
  cx: number,
  cy: number,
  r: number,
  parts: readonly number[],
  colors: readonly string[],
  thickness = 26,
): string {
  const total = parts.reduce((p, v) => p + v, 0);
  const circ = 2 * Math.PI * r;
  let offset = 0;
  let s = `<circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="#EEF2F7" stroke-width="${thickness}"/>`;
  parts.forEach((p, i) => {
    const len = (p / total) * circ;
    s += `<circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="${colors[i % colors.length]}" stroke-width="${thickness}" stroke-dasharray="${fmt(Math.max(0, len - 4))} ${fmt(circ)}" stroke-dashoffset="${fmt(-offset)}" transform="rotate(-90 ${cx} ${cy})"/>`;
    offset += len;
  });
  return s;
}

function card(x: number, y: number, w: number, h: number, fill = "#FFFFFF", r = 16): string {
  return rect(x, y, w, h, r, fill, `stroke="#E2E8F0" stroke-width="1.5"`);
}

function avatarDot(cx: number, cy: number, r: number, color: string): string {
  return (
    circle(cx, cy, r, lighten(color, 0.75)) +
    circle(cx, cy - r * 0.22, r * 0.36, color) +
    `<path d="M${fmt(cx - r * 0.62)} ${fmt(cy + r * 0.62)} C${fmt(cx - r * 0.5)} ${fmt(cy + r * 0.12)} ${fmt(cx + r * 0.5)} ${fmt(cy + r * 0.12)} ${fmt(cx + r * 0.62)} ${fmt(cy + r * 0.62)} Z" fill="${color}"/>`
  );
}

function pill(x: number, y: number, label: string, color: string, size = 13): string {
  const w = textWidth(label, size, true) + 24;
  const h = size + 14;
  return (
    rect(x, y, w, h, h / 2, lighten(color, 0.82)) +
    text(x + w / 2, y + h / 2 + size * 0.36, label, {
      size,
      weight: 600,
      fill: darken(color, 0.15),
      anchor: "middle",
    })
  );
}

function button(
  x: number,
  y: number,
  label: string,
  fill: string,
  fg = "#FFFFFF",
  size = 16,
  outline = false,
): string {
  const w = textWidth(label, size, true) + 40;
  const h = size + 24;
  const bg = outline
    ? rect(x, y, w, h, h / 2, "#FFFFFF", `stroke="${fill}" stroke-width="2"`)
    : rect(x, y, w, h, h / 2, fill);
  return (
    bg +
    text(x + w / 2, y + h / 2 + size * 0.36, label, {
      size,
      weight: 700,
      fill: outline ? fill : fg,
      anchor: "middle",
    })
  );
}

function backdrop(c: Ctx): string {
  const p = c.id;
  return (
    `<defs>${linearGradient(`${p}bk`, [c.a, mixHsl(c.a, c.b, 0.5), c.b])}` +
    `<pattern id="${p}dots" width="28" height="28" patternUnits="userSpaceOnUse"><circle cx="2" cy="2" r="2" fill="#FFFFFF" opacity="0.18"/></pattern></defs>` +
    rect(0, 0, W, H, 0, `url(#${p}bk)`) +
    rect(0, 0, W, H, 0, `url(#${p}dots)`) +
    circle(1140, 90, 220, "#FFFFFF", `opacity="0.08"`) +
    circle(110, 760, 260, "#FFFFFF", `opacity="0.07"`)
  );
}

/** Browser window frame; returns the markup and the content box. */
function browser(x: number, y: number, w: number, h: number, url: string): string {
  return (
    softShadow(x + 10, y + 26, w - 20, h - 10, 20) +
    rect(x, y, w, h, 18, "#FFFFFF") +
    `<path d="M${x} ${y + 18} Q${x} ${y} ${x + 18} ${y} L${x + w - 18} ${y} Q${x + w} ${y} ${x + w} ${y + 18} L${x + w} ${y + 46} L${x} ${y + 46} Z" fill="#F1F5F9"/>` +
    circle(x + 24, y + 23, 6.5, "#F87171") +
    circle(x + 46, y + 23, 6.5, "#FBBF24") +
    circle(x + 68, y + 23, 6.5, "#34D399") +
    rect(x + 250, y + 10, w - 500, 26, 13, "#FFFFFF", `stroke="#E2E8F0"`) +
    `<path d="M${x + 268} ${y + 22} h10 v9 h-10 Z M${x + 270} ${y + 22} v-3 a3 3 0 0 1 6 0 v3" fill="none" stroke="#64748B" stroke-width="1.8"/>` +
    text(x + 286, y + 28, url, { size: 13, fill: "#64748B" }) +
    `<line x1="${x}" y1="${y + 46}" x2="${x + w}" y2="${y + 46}" stroke="#E2E8F0" stroke-width="1.5"/>`
  );
}

function slug(s: string): string {
  return s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/(^-|-$)/g, "");
}

const KPI_LABELS: readonly string[] = [
  "Active",
  "Completed",
  "Revenue",
  "Growth",
  "Users",
  "Orders",
  "Uptime",
  "Tickets",
];

function kpiValue(rand: () => number, i: number): string {
  switch (i % 4) {
    case 0:
      return `${Math.floor(1 + rand() * 9)},${String(Math.floor(rand() * 1000)).padStart(3, "0")}`;
    case 1:
      return `${(90 + rand() * 9.8).toFixed(1)}%`;
    case 2:
      return `₹${(2 + rand() * 40).toFixed(1)}L`;
    default:
      return `${Math.floor(12 + rand() * 300)}`;
  }
}

function sidebarIcon(x: number, y: number, color: string, k: number): string {
  switch (k % 4) {
    case 0:
      return (
        rect(x, y, 8, 8, 2, color) +
        rect(x + 10, y, 8, 8, 2, color) +
        rect(x, y + 10, 8, 8, 2, color) +
        rect(x + 10, y + 10, 8, 8, 2, color)
      );
    case 1:
      return (
        circle(x + 9, y + 9, 8, "none", `stroke="${color}" stroke-width="2.5"`) +
        rect(x + 8, y + 4, 2.5, 6, 1, color)
      );
    case 2:
      return (
        rect(x, y + 10, 4, 8, 1, color) +
        rect(x + 7, y + 5, 4, 13, 1, color) +
        rect(x + 14, y, 4, 18, 1, color)
      );
    default:
      return (
        rect(x, y + 2, 18, 14, 3, "none", `stroke="${color}" stroke-width="2.5"`) +
        bar(x + 4, y + 7, 10, color, 2.5)
      );
  }
}

function dashboardScreen(c: Ctx): string {
  const bx = 70;
  const by = 60;
  const bw = 1140;
  const bh = 690;
  let s = browser(bx, by, bw, bh, `app.${slug(c.project)}.demo/${slug(c.title)}`);
  const top = by + 47;
  const sideW = 230;
  const dark = mix(BRAND.dark, c.a, 0.12);
  // sidebar
  s += `<path d="M${bx} ${top} H${bx + sideW} V${by + bh} H${bx + 18} Q${bx} ${by + bh} ${bx} ${by + bh - 18} Z" fill="${dark}"/>`;
  s +=
    rect(bx + 24, top + 26, 34, 34, 10, c.b) +
    `<path d="M${bx + 33} ${top + 52} L${bx + 41} ${top + 34} L${bx + 49} ${top + 52}" fill="none" stroke="#fff" stroke-width="3.5" stroke-linecap="round" stroke-linejoin="round"/>`;
  s += text(bx + 68, top + 50, c.project, {
    size: fitSize(c.project, sideW - 84, 20),
    weight: 700,
    fill: "#FFFFFF",
  });
  const navLabels = [62, 90, 74, 84, 56, 78];
  navLabels.forEach((len, i) => {
    const y = top + 100 + i * 50;
    if (i === 0) s += rect(bx + 14, y - 12, sideW - 28, 42, 12, c.a);
    const col = i === 0 ? "#FFFFFF" : "#94A3B8";
    s += sidebarIcon(bx + 30, y, col, i);
    s += bar(bx + 62, y + 4, len, col, 10, i === 0 ? 1 : 0.8);
  });
  s += rect(bx + 18, by + bh - 110, sideW - 36, 86, 14, "#FFFFFF", `opacity="0.08"`);
  s += bar(bx + 34, by + bh - 90, 110, "#CBD5E1", 9, 0.8) + bar(bx + 34, by + bh - 70, 76, "#94A3B8", 9, 0.6);
  s += rect(bx + 34, by + bh - 52, 96, 22, 11, c.b);
  // main header
  const mx = bx + sideW + 30;
  const mw = bw - sideW - 60;
  s += text(mx, top + 44, c.title, { size: fitSize(c.title, 420, 28), weight: 800, fill: BRAND.dark });
  s += bar(mx, top + 58, 220, "#CBD5E1", 9);
  s +=
    rect(mx + mw - 330, top + 20, 220, 38, 19, "#F1F5F9") +
    circle(mx + mw - 308, top + 39, 7, "none", `stroke="#94A3B8" stroke-width="2.5"`) +
    bar(mx + mw - 290, top + 34, 100, "#CBD5E1", 9);
  s += circle(mx + mw - 80, top + 39, 19, "#F1F5F9");
  s += `<path d="M${mx + mw - 88} ${top + 45} h16 c-3 -3 -3 -6 -3 -10 a5 5 0 0 0 -10 0 c0 4 0 7 -3 10 Z M${mx + mw - 83} ${top + 48} a3 3 0 0 0 6 0" fill="none" stroke="#475569" stroke-width="2.2" stroke-linejoin="round"/>`;
  s += circle(mx + mw - 72, top + 29, 5, "#EF4444");
  s += avatarDot(mx + mw - 28, top + 39, 19, c.a);
  // KPI cards
  const labels = shuffled(c.rand, KPI_LABELS);
  const ky = top + 90;
  const kw = (mw - 3 * 20) / 4;
  for (let i = 0; i < 4; i++) {
    const x = mx + i * (kw + 20);
    const col = i % 2 === 0 ? c.a : c.b;
    s += card(x, ky, kw, 118);
    s += rect(x + 18, ky + 18, 36, 36, 10, lighten(col, 0.82)) + sidebarIcon(x + 27, ky + 27, col, i);
    s += `<path d="${sparkPath(c.rand, x + kw - 96, ky + 20, 76, 30, 6)}" fill="none" stroke="${col}" stroke-width="3" stroke-linecap="round"/>`;
    s += text(x + 18, ky + 98, kpiValue(c.rand, i), { size: 28, weight: 800, fill: BRAND.dark });
    s += text(x + kw - 18, ky + 98, labels[i] as string, {
      size: 14,
      weight: 500,
      fill: "#64748B",
      anchor: "end",
    });
  }
  // chart card
  const cy = ky + 140;
  const cw = mw * 0.62;
  const ch = by + bh - cy - 24;
  s += card(mx, cy, cw, ch);
  s += text(mx + 22, cy + 36, "Performance", { size: 18, weight: 700, fill: BRAND.dark });
  s += pill(mx + cw - 150, cy + 16, "Last 30 days", c.a);
  s +=
    circle(mx + 26, cy + 62, 5, c.a) +
    bar(mx + 36, cy + 57, 60, "#CBD5E1", 9) +
    circle(mx + 120, cy + 62, 5, c.b) +
    bar(mx + 130, cy + 57, 60, "#CBD5E1", 9);
  const gx = mx + 22;
  const gy = cy + 84;
  const gw = cw - 44;
  const gh = ch - 110;
  s += gridLines(gx, gy, gw, gh, 4);
  s += areaChart(c, gx, gy, gw, gh, c.b, "ar2", false);
  s += areaChart(c, gx, gy, gw, gh, c.a, "ar1", true);
  // list card
  const lx = mx + cw + 20;
  const lw = mw - cw - 20;
  s += card(lx, cy, lw, ch);
  s += text(lx + 20, cy + 36, "Recent activity", { size: 18, weight: 700, fill: BRAND.dark });
  const statuses: readonly (readonly [string, string])[] = [
    ["Done", "#16A34A"],
    ["Live", c.a],
    ["Review", "#D97706"],
    ["Done", "#16A34A"],
    ["New", c.b],
  ];
  const rows = Math.min(5, Math.floor((ch - 60) / 54));
  for (let i = 0; i < rows; i++) {
    const y = cy + 66 + i * 54;
    s += avatarDot(lx + 38, y + 16, 17, i % 2 ? c.b : c.a);
    s += bar(lx + 66, y + 4, 70 + c.rand() * 50, "#334155", 10);
    s += bar(lx + 66, y + 22, 50 + c.rand() * 40, "#CBD5E1", 8);
    const [label, col] = statuses[i % statuses.length] as readonly [string, string];
    s += pill(lx + lw - 20 - (textWidth(label, 12, true) + 24), y + 4, label, col, 12);
  }
  return s;
}

function analyticsScreen(c: Ctx): string {
  const bx = 70;
  const by = 60;
  const bw = 1140;
  const bh = 690;
  let s = browser(bx, by, bw, bh, `insights.${slug(c.project)}.demo`);
  const top = by + 47;
  // top nav
  s +=
    rect(bx + 28, top + 22, 34, 34, 10, c.a) +
    circle(bx + 45, top + 39, 8, "none", `stroke="#fff" stroke-width="3.5"`);
  s += text(bx + 74, top + 46, c.project, { size: 20, weight: 800, fill: BRAND.dark });
  const tabs = ["Overview", "Reports", "Exports"];
  let tx = bx + 110 + textWidth(c.project, 20, true);
  tabs.forEach((t, i) => {
    s += text(tx, top + 45, t, { size: 15, weight: i === 0 ? 700 : 500, fill: i === 0 ? c.a : "#64748B" });
    if (i === 0) s += rect(tx, top + 60, textWidth(t, 15, true), 3, 1.5, c.a);
    tx += textWidth(t, 15, true) + 34;
  });
  s += button(bx + bw - 170, top + 20, "Export", c.a, "#FFFFFF", 14);
  s += avatarDot(bx + bw - 44, top + 39, 18, c.b);
  s += `<line x1="${bx}" y1="${top + 72}" x2="${bx + bw}" y2="${top + 72}" stroke="#E2E8F0" stroke-width="1.5"/>`;
  s += rect(bx, top + 73, bw, bh - 47 - 73 - 18, 0, "#F8FAFC");
  s += rect(bx, by + bh - 30, bw, 30, 18, "#F8FAFC");
  const x0 = bx + 28;
  const inner = bw - 56;
  s += text(x0, top + 118, c.title, { size: fitSize(c.title, 600, 30), weight: 800, fill: BRAND.dark });
  s += bar(x0, top + 134, 260, "#CBD5E1", 9);
  // stat tiles
  const labels = shuffled(c.rand, KPI_LABELS);
  const sy = top + 160;
  const tw = (inner - 2 * 20) / 3;
  for (let i = 0; i < 3; i++) {
    const x = x0 + i * (tw + 20);
    const col = [c.a, c.b, "#F59E0B"][i] as string;
    s += card(x, sy, tw, 96);
    s += text(x + 20, sy + 32, labels[i] as string, { size: 15, weight: 500, fill: "#64748B" });
    s += text(x + 20, sy + 74, kpiValue(c.rand, i), { size: 30, weight: 800, fill: BRAND.dark });
    const up = `+${(2 + c.rand() * 18).toFixed(1)}%`;
    s += pill(x + tw - 110, sy + 52, up, i === 2 ? "#16A34A" : col, 13);
    s += `<path d="M${x + tw - 40} ${sy + 36} l10 -12 l10 12" fill="none" stroke="${col}" stroke-width="3" stroke-linecap="round" stroke-linejoin="round"/>`;
  }
  // big area chart
  const cy = sy + 116;
  const ch = by + bh - cy - 28;
  const cw = inner * 0.6;
  s += card(x0, cy, cw, ch);
  s += text(x0 + 22, cy + 36, "Trend", { size: 18, weight: 700, fill: BRAND.dark });
  const gx = x0 + 50;
  const gy = cy + 60;
  const gw = cw - 72;
  const gh = ch - 96;
  s += gridLines(gx, gy, gw, gh, 4);
  for (let i = 0; i <= 4; i++) s += bar(x0 + 20, gy + (gh * i) / 4 - 4, 20, "#CBD5E1", 8);
  for (let i = 0; i < 6; i++) s += bar(gx + (gw * i) / 5 - 14, gy + gh + 14, 28, "#CBD5E1", 8);
  s += areaChart(c, gx, gy, gw, gh, c.a, "t1", true);
  // donut + bars
  const dx = x0 + cw + 20;
  const dw = inner - cw - 20;
  const dh = (ch - 20) * 0.55;
  s += card(dx, cy, dw, dh);
  s += text(dx + 20, cy + 34, "Breakdown", { size: 17, weight: 700, fill: BRAND.dark });
  const parts = [40 + c.rand() * 20, 20 + c.rand() * 15, 10 + c.rand() * 15];
  const colors = [c.a, c.b, "#F59E0B"];
  const r = Math.min(58, dh / 2 - 40);
  s += donut(dx + 34 + r, cy + dh / 2 + 16, r, parts, colors, 22);
  const total = parts.reduce((p, v) => p + v, 0);
  s += text(dx + 34 + r, cy + dh / 2 + 24, `${Math.round(((parts[0] as number) / total) * 100)}%`, {
    size: 20,
    weight: 800,
    fill: BRAND.dark,
    anchor: "middle",
  });
  colors.forEach((col, i) => {
    const ly = cy + 70 + i * 34;
    s +=
      rect(dx + 2 * r + 70, ly, 14, 14, 4, col) +
      bar(dx + 2 * r + 94, ly + 2, 60 + c.rand() * 30, "#94A3B8", 10);
  });
  const by2 = cy + dh + 20;
  const bh2 = ch - dh - 20;
  s += card(dx, by2, dw, bh2);
  s += text(dx + 20, by2 + 32, "Weekly", { size: 17, weight: 700, fill: BRAND.dark });
  s += barChart(c, dx + 20, by2 + 50, dw - 40, bh2 - 70, 7, [c.a, c.b]);
  return s;
}

function productArt(
  c: Ctx,
  x: number,
  y: number,
  w: number,
  h: number,
  k: number,
  background?: string,
  tint = 0,
): string {
  const cx = x + w / 2;
  const cy = y + h / 2;
  const col = [c.a, c.b, "#F59E0B", "#EC4899", "#0EA5E9", "#16A34A"][(k + tint) % 6] as string;
  const bg = background ?? lighten(col, 0.85);
  let s = rect(x, y, w, h, 12, bg);
  switch (k % 6) {
    case 0: // bag
      s +=
        rect(cx - 40, cy - 26, 80, 70, 10, col) +
        `<path d="M${cx - 20} ${cy - 26} v-10 a20 20 0 0 1 40 0 v10" fill="none" stroke="${darken(col, 0.25)}" stroke-width="6"/>`;
      break;
    case 1: // bottle / jar
      s +=
        rect(cx - 26, cy - 30, 52, 76, 16, col) +
        rect(cx - 16, cy - 46, 32, 18, 5, darken(col, 0.25)) +
        rect(cx - 26, cy - 4, 52, 22, 0, "#FFFFFF", `opacity="0.55"`);
      break;
    case 2: // phone / device
      s +=
        rect(cx - 28, cy - 46, 56, 92, 12, BRAND.dark) +
        rect(cx - 22, cy - 38, 44, 72, 6, col) +
        circle(cx, cy + 40, 3, "#64748B");
      break;
    case 3: // fabric / folded cloth
      s +=
        `<path d="M${cx - 50} ${cy + 34} L${cx - 34} ${cy - 30} L${cx + 50} ${cy - 30} L${cx + 34} ${cy + 34} Z" fill="${col}"/>` +
        `<path d="M${cx - 44} ${cy + 12} L${cx + 40} ${cy + 12}" stroke="${lighten(col, 0.5)}" stroke-width="6"/>` +
        `<path d="M${cx - 38} ${cy - 8} L${cx + 45} ${cy - 8}" stroke="#F59E0B" stroke-width="4"/>`;
      break;
    case 4: // headphones
      s +=
        `<path d="M${cx - 38} ${cy + 10} v-10 a38 38 0 0 1 76 0 v10" fill="none" stroke="${BRAND.dark}" stroke-width="8"/>` +
        rect(cx - 48, cy + 2, 24, 40, 10, col) +
        rect(cx + 24, cy + 2, 24, 40, 10, col);
      break;
    default: // fruit basket
      s +=
        circle(cx - 22, cy, 20, "#F97316") +
        circle(cx + 18, cy - 4, 22, "#84CC16") +
        circle(cx, cy - 20, 16, "#EF4444") +
        `<path d="M${cx - 52} ${cy + 8} H${cx + 52} L${cx + 40} ${cy + 46} H${cx - 40} Z" fill="${darken("#D97706", 0.1)}"/>`;
  }
  return s;
}

/** Product illustrations that suit the shop: 0 bag, 1 bottle, 2 device, 3 fabric, 4 headphones, 5 fruit. */
function productKinds(c: Ctx): number[] {
  const topic = `${c.project} ${c.title}`.toLowerCase();
  if (/fresh|food|grocer|basket|farm|mandi/.test(topic)) return [5, 1, 0, 5];
  if (/handloom|weave|textile|fashion|saree|fabric/.test(topic)) return [3, 0, 3, 0];
  if (/gadget|refurb|device|electronic|phone/.test(topic)) return [2, 4, 2, 4];
  return [0, 1, 2, 3, 4, 5];
}

function storefrontScreen(c: Ctx): string {
  const bx = 70;
  const by = 60;
  const bw = 1140;
  const bh = 690;
  let s = browser(bx, by, bw, bh, `shop.${slug(c.project)}.demo`);
  const top = by + 47;
  const x0 = bx + 32;
  const inner = bw - 64;
  // nav
  s += circle(x0 + 16, top + 38, 16, c.a) + circle(x0 + 16, top + 38, 7, "#FFFFFF");
  s += text(x0 + 42, top + 46, c.project, { size: 22, weight: 800, fill: BRAND.dark });
  let nx = x0 + 70 + textWidth(c.project, 22, true);
  for (const w of [54, 70, 62, 48]) {
    s += bar(nx, top + 33, w, "#94A3B8", 10);
    nx += w + 26;
  }
  s +=
    rect(bx + bw - 390, top + 18, 240, 40, 20, "#F1F5F9") +
    circle(bx + bw - 366, top + 38, 7, "none", `stroke="#94A3B8" stroke-width="2.5"`) +
    bar(bx + bw - 348, top + 33, 110, "#CBD5E1", 9);
  // cart
  const cx = bx + bw - 100;
  s +=
    `<path d="M${cx - 14} ${top + 26} h6 l6 20 h18 l5 -14 h-26" fill="none" stroke="${BRAND.dark}" stroke-width="3" stroke-linecap="round" stroke-linejoin="round"/>` +
    circle(cx + 2, top + 51, 3, BRAND.dark) +
    circle(cx + 14, top + 51, 3, BRAND.dark) +
    circle(cx + 20, top + 24, 9, c.b) +
    text(cx + 20, top + 28.5, String(1 + Math.floor(c.rand() * 8)), {
      size: 12,
      weight: 700,
      fill: "#FFFFFF",
      anchor: "middle",
    });
  s += avatarDot(bx + bw - 48, top + 38, 18, c.a);
  // hero banner
  const hy = top + 76;
  const hh = 230;
  s += `<defs>${linearGradient(`${c.id}hb`, [c.a, mixHsl(c.a, c.b, 0.5), c.b], 1, 0.3)}</defs>`;
  s += rect(x0, hy, inner, hh, 20, `url(#${c.id}hb)`);
  s += circle(x0 + inner - 160, hy + 110, 150, "#FFFFFF", `opacity="0.12"`);
  s += rect(x0 + 40, hy + 34, 124, 28, 14, "#FFFFFF", `opacity="0.25"`);
  s += text(x0 + 102, hy + 53, "NEW SEASON", {
    size: 13,
    weight: 700,
    fill: "#FFFFFF",
    anchor: "middle",
    spacing: 1.5,
  });
  s += text(x0 + 40, hy + 112, c.title, { size: fitSize(c.title, 520, 44), weight: 800, fill: "#FFFFFF" });
  s += bar(x0 + 40, hy + 134, 360, "#FFFFFF", 11, 0.7) + bar(x0 + 40, hy + 154, 260, "#FFFFFF", 11, 0.5);
  s += button(x0 + 40, hy + 176, "Shop now", "#FFFFFF", darken(c.a, 0.1), 16);
  // hero art: stacked product tiles
  const heroKinds = productKinds(c);
  s += productArt(c, x0 + inner - 330, hy + 30, 150, 170, heroKinds[0] as number, "#FFFFFF");
  s += productArt(c, x0 + inner - 170, hy + 50, 140, 150, heroKinds[1] as number, "#FFFFFF");
  // section heading
  const gy = hy + hh + 28;
  s += text(x0, gy + 22, "Popular right now", { size: 22, weight: 800, fill: BRAND.dark });
  s += text(x0 + inner, gy + 22, "View all →", { size: 15, weight: 600, fill: c.a, anchor: "end" });
  // product grid
  const py = gy + 42;
  const pw = (inner - 3 * 20) / 4;
  const kinds = productKinds(c);
  const prices = shuffled(c.rand, [199, 249, 349, 499, 649, 799, 999, 1299, 1499, 2499]);
  const ph = by + bh - py - 24;
  for (let i = 0; i < 4; i++) {
    const x = x0 + i * (pw + 20);
    s += card(x, py, pw, ph);
    s += productArt(c, x + 12, py + 12, pw - 24, ph - 110, kinds[i % kinds.length] as number, undefined, i);
    if (i === 1) s += pill(x + 20, py + 20, "-20%", "#EF4444", 12);
    s += bar(x + 14, py + ph - 86, pw * 0.6, "#334155", 11);
    s += bar(x + 14, py + ph - 66, pw * 0.4, "#CBD5E1", 9);
    const price = `₹${(prices[i] as number).toLocaleString("en-IN")}`;
    s += text(x + 14, py + ph - 22, price, { size: 20, weight: 800, fill: BRAND.dark });
    s +=
      circle(x + pw - 32, py + ph - 30, 18, c.a) +
      `<path d="M${x + pw - 40} ${py + ph - 30} h16 M${x + pw - 32} ${py + ph - 38} v16" stroke="#fff" stroke-width="3" stroke-linecap="round"/>`;
  }
  return s;
}

function landingScreen(c: Ctx): string {
  const bx = 70;
  const by = 60;
  const bw = 1140;
  const bh = 690;
  let s = browser(bx, by, bw, bh, `www.${slug(c.project)}.demo`);
  const top = by + 47;
  const x0 = bx + 44;
  const inner = bw - 88;
  // soft hero background
  s += `<defs>${linearGradient(`${c.id}lh`, [lighten(c.a, 0.92), lighten(c.b, 0.9)], 1, 0.6)}</defs>`;
  s += rect(bx, top + 1, bw, 420, 0, `url(#${c.id}lh)`);
  // nav
  s +=
    rect(x0, top + 22, 34, 34, 10, c.a) +
    `<path d="M${x0 + 9} ${top + 46} L${x0 + 17} ${top + 30} L${x0 + 25} ${top + 46}" fill="none" stroke="#fff" stroke-width="3.5" stroke-linecap="round" stroke-linejoin="round"/>`;
  s += text(x0 + 46, top + 47, c.project, { size: 21, weight: 800, fill: BRAND.dark });
  let nx = x0 + 380;
  for (const label of ["Features", "Pricing", "About", "Contact"]) {
    s += text(nx, top + 45, label, { size: 15, weight: 500, fill: "#475569" });
    nx += textWidth(label, 15) + 36;
  }
  s += button(x0 + inner - 140, top + 18, "Get started", c.a, "#FFFFFF", 15);
  // hero copy
  const hy = top + 100;
  s += pill(x0, hy, `★ ${c.project}`, c.a, 14);
  const words = c.title.split(" ");
  const half = Math.ceil(words.length / 2);
  const lines =
    fitSize(c.title, 500, 58) >= 50 || words.length < 2
      ? [c.title]
      : [words.slice(0, half).join(" "), words.slice(half).join(" ")];
  const fs = Math.min(...lines.map((l) => fitSize(l, 500, 58)));
  lines.forEach((l, i) => {
    s += text(x0, hy + 92 + i * (fs + 8), l, { size: fs, weight: 800, fill: BRAND.dark, spacing: -1 });
  });
  const ay = hy + 92 + (lines.length - 1) * (fs + 8) + 36;
  s +=
    bar(x0, ay, 440, "#94A3B8", 12) +
    bar(x0, ay + 24, 400, "#94A3B8", 12) +
    bar(x0, ay + 48, 300, "#CBD5E1", 12);
  s +=
    button(x0, ay + 82, "Start now", c.a, "#FFFFFF", 17) +
    button(x0 + 160, ay + 82, "Watch demo", c.a, "#FFFFFF", 17, true);
  // hero illustration: floating cards
  const ix = x0 + 560;
  const iy = top + 70;
  s += circle(ix + 250, iy + 190, 170, c.b, `opacity="0.18"`);
  s += circle(ix + 300, iy + 140, 90, c.a, `opacity="0.15"`);
  s += rect(ix + 40, iy + 40, 400, 270, 20, "#FFFFFF", `stroke="#E2E8F0" stroke-width="1.5"`);
  s +=
    rect(ix + 40, iy + 40, 400, 54, 20, lighten(c.a, 0.9)) +
    rect(ix + 40, iy + 74, 400, 20, 0, lighten(c.a, 0.9));
  s += circle(ix + 70, iy + 67, 12, c.a) + bar(ix + 92, iy + 62, 120, "#334155", 10);
  s += gridLines(ix + 64, iy + 120, 350, 150, 3);
  s += areaChart(c, ix + 64, iy + 120, 350, 150, c.a, "lc", true);
  // floating mini cards
  s += rect(ix - 10, iy + 250, 210, 86, 16, "#FFFFFF", `stroke="#E2E8F0" stroke-width="1.5"`);
  s +=
    circle(ix + 26, iy + 293, 20, lighten(c.b, 0.75)) +
    `<path d="M${ix + 16} ${iy + 293} l7 7 l13 -14" fill="none" stroke="${darken(c.b, 0.1)}" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"/>`;
  s += bar(ix + 58, iy + 280, 110, "#334155", 10) + bar(ix + 58, iy + 300, 80, "#CBD5E1", 9);
  s += rect(ix + 330, iy + 4, 170, 92, 16, "#FFFFFF", `stroke="#E2E8F0" stroke-width="1.5"`);
  s +=
    avatarDot(ix + 362, iy + 50, 20, c.a) +
    bar(ix + 392, iy + 38, 86, "#334155", 10) +
    bar(ix + 392, iy + 56, 60, "#CBD5E1", 9);
  for (let i = 0; i < 5; i++)
    s += `<path d="M${ix + 394 + i * 14} ${iy + 78} l3.5 -8 l3.5 8 l-7 -5 h7 Z" fill="#F59E0B"/>`;
  // feature cards
  const fy = top + 440;
  const fw = (inner - 2 * 24) / 3;
  const fh = by + bh - fy - 26;
  for (let i = 0; i < 3; i++) {
    const x = x0 + i * (fw + 24);
    const col = [c.a, c.b, "#F59E0B"][i] as string;
    s += card(x, fy, fw, fh);
    s += rect(x + 22, fy + 22, 48, 48, 14, lighten(col, 0.82)) + sidebarIcon(x + 37, fy + 37, col, i);
    s += bar(x + 86, fy + 32, 120, "#334155", 12) + bar(x + 86, fy + 54, 80, "#CBD5E1", 9);
    s += bar(x + 22, fy + 96, fw - 60, "#CBD5E1", 9) + bar(x + 22, fy + 114, fw - 90, "#CBD5E1", 9);
    if (fh > 160) s += bar(x + 22, fy + 132, fw - 120, "#E2E8F0", 9);
  }
  return s;
}

function pinMarker(x: number, y: number, color: string, r = 16): string {
  return (
    `<path d="M${x} ${y} C${x - r * 0.3} ${y - r * 0.9} ${x - r} ${y - r * 1.3} ${x - r} ${y - r * 2} A${r} ${r} 0 1 1 ${x + r} ${y - r * 2} C${x + r} ${y - r * 1.3} ${x + r * 0.3} ${y - r * 0.9} ${x} ${y} Z" fill="${color}" stroke="#FFFFFF" stroke-width="3"/>` +
    circle(x, y - r * 2, r * 0.4, "#FFFFFF")
  );
}

function mapScreen(c: Ctx): string {
  const bx = 70;
  const by = 60;
  const bw = 1140;
  const bh = 690;
  let s = browser(bx, by, bw, bh, `maps.${slug(c.project)}.demo/live`);
  const top = by + 47;
  const panelW = 340;
  // map area (clipped)
  const mx = bx + panelW;
  const mw = bw - panelW;
  const mh = by + bh - top;
  s += `<defs><clipPath id="${c.id}mc"><path d="M${mx} ${top} H${bx + bw} V${by + bh - 18} Q${bx + bw} ${by + bh} ${bx + bw - 18} ${by + bh} H${mx} Z"/></clipPath></defs>`;
  s += `<g clip-path="url(#${c.id}mc)">`;
  s += rect(mx, top, mw, mh, 0, "#EEF2EC");
  // blocks
  const r2 = rng(hashString(c.project + c.title));
  for (let gx = 0; gx < 8; gx++) {
    for (let gy = 0; gy < 6; gy++) {
      const x = mx + gx * 110 + 14;
      const y = top + gy * 110 + 14;
      const v = r2();
      const fill = v < 0.12 ? "#C7E9C0" : v < 0.18 ? "#BFDBFE" : "#E2E8E0";
      s += rect(x, y, 82, 82, 8, fill);
    }
  }
  // river
  s += `<path d="M${mx - 20} ${top + 520} C${mx + 200} ${top + 440} ${mx + 360} ${top + 600} ${mx + 560} ${top + 520} S ${mx + 820} ${top + 430} ${mx + 900} ${top + 470}" fill="none" stroke="#93C5FD" stroke-width="34" stroke-linecap="round"/>`;
  // roads
  for (let i = 0; i < 8; i++) s += rect(mx + i * 110 - 6, top, 12, mh, 0, "#FFFFFF");
  for (let i = 0; i < 7; i++) s += rect(mx, top + i * 110 - 6, mw, 12, 0, "#FFFFFF");
  s += `<path d="M${mx} ${top + 80} L${mx + mw} ${top + 420}" stroke="#FDE68A" stroke-width="16"/><path d="M${mx} ${top + 80} L${mx + mw} ${top + 420}" stroke="#FFFFFF" stroke-width="4" stroke-dasharray="14 12"/>`;
  // route
  const route = `M${mx + 70} ${top + 500} L${mx + 70} ${top + 330} L${mx + 290} ${top + 330} L${mx + 290} ${top + 220} L${mx + 510} ${top + 220} L${mx + 510} ${top + 110} L${mx + 700} ${top + 110}`;
  s += `<path d="${route}" fill="none" stroke="${c.a}" stroke-width="14" stroke-linecap="round" stroke-linejoin="round" opacity="0.25"/>`;
  s += `<path d="${route}" fill="none" stroke="${c.a}" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/>`;
  s += circle(mx + 70, top + 500, 11, "#FFFFFF", `stroke="${c.a}" stroke-width="5"`);
  s += pinMarker(mx + 700, top + 112, c.b, 18);
  s += pinMarker(mx + 180, top + 222, "#F59E0B", 14);
  s += pinMarker(mx + 620, top + 442, "#EC4899", 14);
  // vehicle marker
  s +=
    circle(mx + 290, top + 270, 24, c.a, `opacity="0.2"`) +
    circle(mx + 290, top + 270, 14, c.a, `stroke="#FFFFFF" stroke-width="4"`);
  // info bubble
  s += rect(mx + 310, top + 160, 180, 58, 12, "#FFFFFF", `stroke="#E2E8F0"`);
  s += text(mx + 326, top + 184, `ETA ${8 + Math.floor(c.rand() * 40)} min`, {
    size: 15,
    weight: 700,
    fill: BRAND.dark,
  });
  s += bar(mx + 326, top + 196, 110, "#CBD5E1", 8);
  // zoom controls
  s +=
    rect(bx + bw - 64, top + 24, 40, 84, 12, "#FFFFFF", `stroke="#E2E8F0"`) +
    `<path d="M${bx + bw - 52} ${top + 46} h16 M${bx + bw - 44} ${top + 38} v16 M${bx + bw - 52} ${top + 86} h16" stroke="#334155" stroke-width="3" stroke-linecap="round"/>`;
  s += "</g>";
  // side panel
  s += `<path d="M${bx} ${top} H${mx} V${by + bh} H${bx + 18} Q${bx} ${by + bh} ${bx} ${by + bh - 18} Z" fill="#FFFFFF"/>`;
  s += `<line x1="${mx}" y1="${top}" x2="${mx}" y2="${by + bh}" stroke="#E2E8F0" stroke-width="1.5"/>`;
  s += text(bx + 26, top + 44, c.project, { size: 14, weight: 700, fill: c.a, spacing: 1.5 });
  s += text(bx + 26, top + 80, c.title, {
    size: fitSize(c.title, panelW - 50, 26),
    weight: 800,
    fill: BRAND.dark,
  });
  s +=
    rect(bx + 24, top + 100, panelW - 48, 40, 20, "#F1F5F9") +
    circle(bx + 48, top + 120, 7, "none", `stroke="#94A3B8" stroke-width="2.5"`) +
    bar(bx + 66, top + 115, 140, "#CBD5E1", 9);
  const tabs = ["All", "Moving", "Stopped"];
  let tx = bx + 24;
  tabs.forEach((t, i) => {
    const w = textWidth(t, 13, true) + 26;
    s +=
      rect(tx, top + 156, w, 30, 15, i === 0 ? c.a : "#F1F5F9") +
      text(tx + 13, top + 176, t, { size: 13, weight: 600, fill: i === 0 ? "#FFFFFF" : "#475569" });
    tx += w + 8;
  });
  const colors = [c.a, c.b, "#F59E0B", "#EC4899", "#16A34A", c.a];
  for (let i = 0; i < 6; i++) {
    const y = top + 206 + i * 70;
    if (y + 60 > by + bh) break;
    const col = colors[i] as string;
    s += rect(bx + 16, y, panelW - 32, 60, 12, i === 0 ? lighten(c.a, 0.9) : "#FFFFFF");
    s += rect(bx + 28, y + 12, 36, 36, 10, lighten(col, 0.8)) + circle(bx + 46, y + 30, 7, col);
    s +=
      bar(bx + 78, y + 16, 110 + c.rand() * 60, "#334155", 10) +
      bar(bx + 78, y + 34, 80 + c.rand() * 40, "#CBD5E1", 8);
    s += text(bx + panelW - 30, y + 26, `${5 + Math.floor(c.rand() * 55)}m`, {
      size: 14,
      weight: 700,
      fill: col,
      anchor: "end",
    });
  }
  return s;
}

function phone(c: Ctx, x: number, y: number, w: number, h: number, variant: number, title: string): string {
  const id = `${c.id}ph${variant}`;
  const sx = x + 12;
  const sy = y + 12;
  const sw = w - 24;
  const sh = h - 24;
  let s = softShadow(x + 8, y + 24, w - 16, h - 10, 48);
  s +=
    rect(x, y, w, h, 48, "#0B1120") +
    rect(x + 3, y + 3, w - 6, h - 6, 45, "none", `stroke="#334155" stroke-width="2"`);
  s += `<defs><clipPath id="${id}"><rect x="${sx}" y="${sy}" width="${sw}" height="${sh}" rx="38"/></clipPath></defs>`;
  s += `<g clip-path="url(#${id})">`;
  s += rect(sx, sy, sw, sh, 0, "#F8FAFC");
  // status bar
  s += text(sx + 28, sy + 30, "9:41", { size: 14, weight: 700, fill: BRAND.dark });
  s += rect(sx + sw / 2 - 46, sy + 10, 92, 26, 13, "#0B1120");
  s +=
    rect(sx + sw - 58, sy + 19, 26, 12, 3, "none", `stroke="${BRAND.dark}" stroke-width="2"`) +
    rect(sx + sw - 55, sy + 22, 16, 6, 1, BRAND.dark);
  if (variant === 0) {
    s += text(sx + 22, sy + 74, "Hello,", { size: 15, weight: 500, fill: "#64748B" });
    s += text(sx + 22, sy + 102, title, { size: fitSize(title, sw - 90, 24), weight: 800, fill: BRAND.dark });
    s += avatarDot(sx + sw - 38, sy + 86, 20, c.a);
    // hero card
    s += `<defs>${linearGradient(`${id}g`, [c.a, mixHsl(c.a, c.b, 0.5), c.b])}</defs>`;
    s += rect(sx + 18, sy + 124, sw - 36, 150, 22, `url(#${id}g)`);
    s += circle(sx + sw - 50, sy + 150, 60, "#FFFFFF", `opacity="0.15"`);
    s += bar(sx + 38, sy + 148, 90, "#FFFFFF", 9, 0.7);
    s += text(sx + 38, sy + 200, kpiValue(c.rand, 0), { size: 32, weight: 800, fill: "#FFFFFF" });
    s += `<path d="${sparkPath(c.rand, sx + 38, sy + 214, sw - 90, 40, 7)}" fill="none" stroke="#FFFFFF" stroke-width="3" stroke-linecap="round" opacity="0.9"/>`;
    // chips
    let cx = sx + 18;
    ["Today", "Week", "Month"].forEach((t, i) => {
      const cw = textWidth(t, 13, true) + 26;
      s +=
        rect(cx, sy + 292, cw, 30, 15, i === 0 ? BRAND.dark : "#E2E8F0") +
        text(cx + 13, sy + 312, t, { size: 13, weight: 600, fill: i === 0 ? "#FFFFFF" : "#475569" });
      cx += cw + 8;
    });
    // list
    for (let i = 0; i < 4; i++) {
      const ly = sy + 340 + i * 68;
      if (ly + 58 > sy + sh - 80) break;
      const col = [c.a, c.b, "#F59E0B", "#EC4899"][i] as string;
      s += rect(sx + 18, ly, sw - 36, 58, 16, "#FFFFFF", `stroke="#E2E8F0"`);
      s += rect(sx + 30, ly + 11, 36, 36, 11, lighten(col, 0.8)) + circle(sx + 48, ly + 29, 8, col);
      s +=
        bar(sx + 78, ly + 15, 90 + c.rand() * 30, "#334155", 9) +
        bar(sx + 78, ly + 33, 60 + c.rand() * 30, "#CBD5E1", 8);
      s += `<path d="M${sx + sw - 44} ${ly + 22} l7 7 l-7 7" fill="none" stroke="#94A3B8" stroke-width="2.5" stroke-linecap="round"/>`;
    }
  } else {
    s += `<path d="M${sx + 24} ${sy + 70} l-8 8 l8 8" fill="none" stroke="${BRAND.dark}" stroke-width="3" stroke-linecap="round" stroke-linejoin="round"/>`;
    s += text(sx + sw / 2, sy + 84, c.project, {
      size: fitSize(c.project, sw - 100, 18),
      weight: 700,
      fill: BRAND.dark,
      anchor: "middle",
    });
    s += productArt(c, sx + 18, sy + 110, sw - 36, 190, productKinds(c)[0] as number);
    s += bar(sx + 22, sy + 322, sw * 0.55, "#334155", 13) + bar(sx + 22, sy + 346, sw * 0.4, "#CBD5E1", 10);
    s += text(sx + 22, sy + 396, kpiValue(c.rand, 2), { size: 26, weight: 800, fill: c.a });
    for (let i = 0; i < 3; i++) s += bar(sx + 22, sy + 420 + i * 20, sw - 44 - i * 40, "#E2E8F0", 9);
    s +=
      rect(sx + 18, sy + sh - 150, sw - 36, 52, 26, c.a) +
      text(sx + sw / 2, sy + sh - 118, "Continue", {
        size: 17,
        weight: 700,
        fill: "#FFFFFF",
        anchor: "middle",
      });
  }
  // tab bar
  s +=
    rect(sx, sy + sh - 76, sw, 76, 0, "#FFFFFF") +
    `<line x1="${sx}" y1="${sy + sh - 76}" x2="${sx + sw}" y2="${sy + sh - 76}" stroke="#E2E8F0"/>`;
  for (let i = 0; i < 4; i++) {
    const tx = sx + (sw / 4) * (i + 0.5);
    s += sidebarIcon(tx - 9, sy + sh - 56, i === 0 ? c.a : "#94A3B8", i);
  }
  s += rect(sx + sw / 2 - 60, sy + sh - 14, 120, 5, 2.5, BRAND.dark);
  s += "</g>";
  return s;
}

function mobileScreen(c: Ctx): string {
  let s = "";
  // copy on the left
  const x0 = 96;
  s +=
    rect(x0, 196, 150, 36, 18, "#FFFFFF", `opacity="0.2"`) +
    text(x0 + 75, 220, "MOBILE APP", {
      size: 14,
      weight: 700,
      fill: "#FFFFFF",
      anchor: "middle",
      spacing: 2,
    });
  const fs = fitSize(c.project, 520, 76);
  s += text(x0, 250 + fs, c.project, { size: fs, weight: 800, fill: "#FFFFFF", spacing: -1 });
  s += text(x0, 250 + fs + 56, c.title, { size: 32, weight: 600, fill: "#FFFFFF", opacity: 0.92 });
  const ly = 250 + fs + 96;
  s +=
    bar(x0, ly, 420, "#FFFFFF", 13, 0.55) +
    bar(x0, ly + 28, 380, "#FFFFFF", 13, 0.55) +
    bar(x0, ly + 56, 260, "#FFFFFF", 13, 0.4);
  // store-style download pills (generic)
  const by = ly + 96;
  for (let i = 0; i < 2; i++) {
    const bx = x0 + i * 200;
    s += rect(bx, by, 184, 58, 14, BRAND.dark);
    if (i === 0) {
      s += `<path d="M${bx + 22} ${by + 16} l22 13 l-22 13 Z" fill="${c.b}"/>`;
    } else {
      s +=
        rect(bx + 22, by + 14, 22, 30, 6, "none", `stroke="${c.b}" stroke-width="3"`) +
        circle(bx + 33, by + 38, 2, c.b);
    }
    s += text(bx + 56, by + 25, "Download on", { size: 11, fill: "#CBD5E1" });
    s += text(bx + 56, by + 45, i === 0 ? "Android" : "iPhone", { size: 18, weight: 700, fill: "#FFFFFF" });
  }
  // phones
  s += `<g transform="rotate(-8 980 420)">${phone(c, 890, 110, 300, 620, 1, c.title)}</g>`;
  s += phone(c, 690, 80, 320, 660, 0, c.title);
  return s;
}

/**
 * 1280×800 illustrated mock-up of a product screen. The same art is used for
 * project posters (side image) and carousel images.
 */
export function projectScreenSvg(spec: ScreenSpec, projectName: string): string {
  const [a, b] = spec.palette;
  const c: Ctx = {
    id: idPrefix("screen", spec.kind, spec.title, projectName),
    a,
    b,
    rand: rng(hashString(`${projectName}|${spec.kind}|${spec.title}`)),
    project: projectName,
    title: spec.title,
  };
  let body = backdrop(c);
  switch (spec.kind) {
    case "dashboard":
      body += dashboardScreen(c);
      break;
    case "analytics":
      body += analyticsScreen(c);
      break;
    case "storefront":
      body += storefrontScreen(c);
      break;
    case "landing":
      body += landingScreen(c);
      break;
    case "map":
      body += mapScreen(c);
      break;
    case "mobile":
      body += mobileScreen(c);
      break;
    default:
      body += dashboardScreen(c);
  }
  return svgDoc(W, H, body, `${projectName}: ${spec.title}`);
}

// ---------------------------------------------------------------------------
// technology icons (128×128)
// ---------------------------------------------------------------------------

type Glyph =
  | "atom"
  | "hexagon"
  | "cylinder"
  | "cloud"
  | "boxes"
  | "graph"
  | "phone"
  | "bag"
  | "dots"
  | "wave"
  | "none";

interface TechStyle {
  mono: string;
  bg: readonly [string, string];
  fg: string;
  glyph: Glyph;
  /** Secondary colour for glyph details. */
  accent?: string;
}

const TECH_STYLES: Readonly<Record<string, TechStyle>> = {
  React: { mono: "", bg: ["#1E293B", "#0F172A"], fg: "#61DAFB", glyph: "atom" },
  "Next.js": { mono: "N", bg: ["#27272A", "#000000"], fg: "#FFFFFF", glyph: "none" },
  Angular: { mono: "Ng", bg: ["#E23237", "#B52E31"], fg: "#FFFFFF", glyph: "none" },
  "Vue.js": { mono: "Vue", bg: ["#42B883", "#2F8F66"], fg: "#FFFFFF", glyph: "none", accent: "#35495E" },
  TypeScript: { mono: "TS", bg: ["#3178C6", "#235A97"], fg: "#FFFFFF", glyph: "none" },
  "Tailwind CSS": { mono: "Tw", bg: ["#38BDF8", "#0EA5E9"], fg: "#FFFFFF", glyph: "wave" },
  "Node.js": { mono: "N", bg: ["#5FA04E", "#3C7A30"], fg: "#FFFFFF", glyph: "hexagon" },
  Express: { mono: "ex", bg: ["#3F3F46", "#18181B"], fg: "#FFFFFF", glyph: "none" },
  NestJS: { mono: "Ns", bg: ["#E0234E", "#B01A3D"], fg: "#FFFFFF", glyph: "none" },
  Python: { mono: "Py", bg: ["#3776AB", "#2B5B84"], fg: "#FFD43B", glyph: "none" },
  Django: { mono: "dj", bg: ["#0C4B33", "#092E20"], fg: "#FFFFFF", glyph: "none", accent: "#44B78B" },
  Laravel: { mono: "L", bg: ["#FF2D20", "#D42519"], fg: "#FFFFFF", glyph: "none" },
  PHP: { mono: "php", bg: ["#777BB4", "#5B5F96"], fg: "#FFFFFF", glyph: "none" },
  ".NET": { mono: ".NET", bg: ["#512BD4", "#3D1FA6"], fg: "#FFFFFF", glyph: "none" },
  Flutter: { mono: "Fl", bg: ["#54C5F8", "#02569B"], fg: "#FFFFFF", glyph: "none" },
  "React Native": { mono: "", bg: ["#334155", "#0F172A"], fg: "#61DAFB", glyph: "phone" },
  Kotlin: { mono: "K", bg: ["#7F52FF", "#E44857"], fg: "#FFFFFF", glyph: "none" },
  Swift: { mono: "Sw", bg: ["#F88A36", "#F05138"], fg: "#FFFFFF", glyph: "none" },
  PostgreSQL: { mono: "Pg", bg: ["#4169A8", "#2F4F7F"], fg: "#FFFFFF", glyph: "cylinder" },
  MySQL: { mono: "My", bg: ["#00758F", "#005466"], fg: "#FFFFFF", glyph: "cylinder", accent: "#F29111" },
  MongoDB: { mono: "Mo", bg: ["#13AA52", "#0B7A3A"], fg: "#FFFFFF", glyph: "cylinder" },
  Redis: { mono: "Rd", bg: ["#DC382D", "#A8271F"], fg: "#FFFFFF", glyph: "cylinder" },
  Firebase: { mono: "Fb", bg: ["#FFCA28", "#F57C00"], fg: "#3B2300", glyph: "none" },
  GraphQL: { mono: "GQL", bg: ["#E535AB", "#B0127F"], fg: "#FFFFFF", glyph: "graph" },
  AWS: { mono: "AWS", bg: ["#232F3E", "#131A22"], fg: "#FF9900", glyph: "cloud" },
  Azure: { mono: "Az", bg: ["#0089D6", "#005BA1"], fg: "#FFFFFF", glyph: "cloud" },
  Docker: { mono: "", bg: ["#2496ED", "#1768B3"], fg: "#FFFFFF", glyph: "boxes" },
  Kubernetes: { mono: "K8s", bg: ["#326CE5", "#2251B5"], fg: "#FFFFFF", glyph: "none" },
  Figma: { mono: "Fg", bg: ["#2C2C2C", "#121212"], fg: "#FFFFFF", glyph: "dots" },
  Shopify: { mono: "S", bg: ["#95BF47", "#5E8E3E"], fg: "#FFFFFF", glyph: "bag" },
  WordPress: { mono: "WP", bg: ["#21759B", "#17516B"], fg: "#FFFFFF", glyph: "none" },
};

const FALLBACK_TILES: readonly (readonly [string, string])[] = [
  ["#4F46E5", "#3730A3"],
  ["#14B8A6", "#0F766E"],
  ["#0EA5E9", "#0369A1"],
  ["#F97316", "#C2410C"],
  ["#8B5CF6", "#6D28D9"],
];

/** Names that have a dedicated icon style in `techIconSvg`. */
export const techIconNames: readonly string[] = Object.keys(TECH_STYLES);

function monoSize(mono: string): number {
  return mono.length <= 1 ? 64 : mono.length === 2 ? 54 : mono.length === 3 ? 42 : 34;
}

/** 128×128 icon tile for a technology (original, stylised monogram / glyph). */
export function techIconSvg(techName: string): string {
  const known = TECH_STYLES[techName];
  const style: TechStyle = known ?? {
    mono: (techName.replace(/[^A-Za-z0-9]/g, "").slice(0, 2) || "?").replace(/^./, (ch) => ch.toUpperCase()),
    bg: FALLBACK_TILES[hashString(techName) % FALLBACK_TILES.length] as readonly [string, string],
    fg: "#FFFFFF",
    glyph: "none",
  };
  const id = idPrefix("tech", techName);
  const fg = style.fg;
  const acc = style.accent ?? fg;
  let s = `<defs>${linearGradient(`${id}t`, [style.bg[0], style.bg[1]])}</defs>`;
  s += rect(4, 4, 120, 120, 28, `url(#${id}t)`);
  s += `<path d="M32 4 H96 A28 28 0 0 1 124 32 V44 C90 30 40 30 4 50 V32 A28 28 0 0 1 32 4 Z" fill="#FFFFFF" opacity="0.1"/>`;
  let monoY = 64 + monoSize(style.mono) * 0.36;
  let size = monoSize(style.mono);
  switch (style.glyph) {
    case "atom":
      s +=
        `<g fill="none" stroke="${fg}" stroke-width="5">` +
        `<ellipse cx="64" cy="64" rx="44" ry="17"/>` +
        `<ellipse cx="64" cy="64" rx="44" ry="17" transform="rotate(60 64 64)"/>` +
        `<ellipse cx="64" cy="64" rx="44" ry="17" transform="rotate(120 64 64)"/></g>` +
        circle(64, 64, 9, fg);
      break;
    case "phone":
      s += rect(40, 18, 48, 92, 12, "none", `stroke="${fg}" stroke-width="5"`) + rect(56, 100, 16, 4, 2, fg);
      s +=
        `<g fill="none" stroke="${fg}" stroke-width="3.5"><ellipse cx="64" cy="60" rx="20" ry="8"/><ellipse cx="64" cy="60" rx="20" ry="8" transform="rotate(60 64 60)"/><ellipse cx="64" cy="60" rx="20" ry="8" transform="rotate(120 64 60)"/></g>` +
        circle(64, 60, 4, fg);
      break;
    case "hexagon":
      s += `<path d="M64 14 L107 39 L107 89 L64 114 L21 89 L21 39 Z" fill="none" stroke="${fg}" stroke-width="6" stroke-linejoin="round" opacity="0.9"/>`;
      size = 50;
      monoY = 64 + size * 0.36;
      break;
    case "cylinder":
      s +=
        `<g fill="none" stroke="${acc}" stroke-width="4" opacity="0.55">` +
        `<ellipse cx="64" cy="30" rx="34" ry="11"/>` +
        `<path d="M30 30 V98 C30 104 45 109 64 109 C83 109 98 104 98 98 V30"/>` +
        `<path d="M30 52 C30 58 45 63 64 63 C83 63 98 58 98 52"/></g>`;
      size = 40;
      monoY = 94;
      break;
    case "cloud":
      s += `<path d="M34 58 C24 58 20 48 26 41 C30 35 38 35 42 38 C44 26 58 20 68 26 C74 18 90 20 92 32 C102 32 108 42 102 50 C100 55 96 58 90 58 Z" fill="${fg}" opacity="0.9"/>`;
      size = style.mono.length > 2 ? 36 : 42;
      monoY = 100;
      break;
    case "boxes":
      for (const [x, y] of [
        [26, 58],
        [48, 58],
        [70, 58],
        [48, 36],
        [70, 36],
        [70, 14],
      ] as const) {
        s += rect(x, y + 10, 19, 19, 4, fg);
      }
      s += `<path d="M18 92 C38 104 88 104 110 86" fill="none" stroke="${fg}" stroke-width="6" stroke-linecap="round"/>`;
      break;
    case "graph":
      // a small query tree: root node with three children
      s += `<path d="M64 24 L34 50 M64 24 L64 50 M64 24 L94 50" stroke="${fg}" stroke-width="4" stroke-linecap="round" opacity="0.85"/>`;
      s += circle(64, 24, 8, fg) + circle(34, 50, 7, fg) + circle(64, 50, 7, fg) + circle(94, 50, 7, fg);
      size = 38;
      monoY = 100;
      break;
    case "bag":
      s +=
        `<path d="M30 44 H98 L92 108 H36 Z" fill="${fg}" opacity="0.95"/>` +
        `<path d="M48 44 V36 A16 16 0 0 1 80 36 V44" fill="none" stroke="${fg}" stroke-width="6"/>`;
      size = 46;
      monoY = 94;
      break;
    case "dots":
      ["#F24E1E", "#FF7262", "#A259FF", "#1ABCFE", "#0ACF83"].forEach((col, i) => {
        s += circle(30 + i * 17, 100, 6.5, col);
      });
      monoY = 78;
      break;
    case "wave":
      s += `<path d="M22 96 C36 84 48 84 60 96 C72 108 84 108 106 92" fill="none" stroke="${fg}" stroke-width="6" stroke-linecap="round" opacity="0.75"/>`;
      monoY = 76;
      break;
    default:
      break;
  }
  if (style.mono) {
    const monoFill =
      style.glyph === "cylinder" || style.glyph === "bag" ? (style.glyph === "bag" ? style.bg[1] : fg) : fg;
    s += text(64, monoY, style.mono, {
      size,
      weight: 800,
      fill: monoFill,
      anchor: "middle",
      spacing: style.mono.length > 2 ? -1 : -0.5,
    });
  }
  if (techName === "Vue.js" || techName === "Django" || techName === "MySQL") {
    s += rect(40, 104, 48, 6, 3, acc, `opacity="0.9"`);
  }
  return svgDoc(128, 128, s, `${techName} icon`);
}
