/**
 * Regenerates the raster brand assets under public/ from the hand-written SVGs:
 *
 *   public/favicon.ico          16, 32 and 48 px PNG entries (from public/favicon.svg)
 *   public/apple-touch-icon.png 180×180 full-bleed icon
 *   public/images/og-default.png 1200×630 social preview (logo + tagline)
 *
 * Run from the project root with Node 24 type stripping:
 *   npm exec -- node scripts/make-static-images.ts
 *
 * The hero video and its poster are made by scripts/make-static-media.sh.
 */
import { readFile, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const pub = (...parts: string[]): string => join(root, "public", ...parts);
const FONT = "Inter, Arial, sans-serif";

/** Wrap PNG images in an ICO container (PNG-compressed entries, Vista+ format). */
export function buildIco(images: readonly { size: number; png: Buffer }[]): Buffer {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(images.length, 4);
  const entries: Buffer[] = [];
  let offset = 6 + images.length * 16;
  for (const { size, png } of images) {
    const e = Buffer.alloc(16);
    e.writeUInt8(size >= 256 ? 0 : size, 0); // width
    e.writeUInt8(size >= 256 ? 0 : size, 1); // height
    e.writeUInt8(0, 2); // palette colours
    e.writeUInt8(0, 3); // reserved
    e.writeUInt16LE(1, 4); // colour planes
    e.writeUInt16LE(32, 6); // bits per pixel
    e.writeUInt32LE(png.length, 8);
    e.writeUInt32LE(offset, 12);
    offset += png.length;
    entries.push(e);
  }
  return Buffer.concat([header, ...entries, ...images.map((i) => i.png)]);
}

async function favicon(): Promise<void> {
  const svg = await readFile(pub("favicon.svg"));
  const sizes = [16, 32, 48];
  const images = await Promise.all(
    sizes.map(async (size) => ({
      size,
      png: await sharp(svg, { density: Math.ceil((72 * size) / 64) * 4 })
        .resize(size, size)
        .png({ compressionLevel: 9 })
        .toBuffer(),
    })),
  );
  await writeFile(pub("favicon.ico"), buildIco(images));
}

async function appleTouchIcon(): Promise<void> {
  // Full-bleed square: iOS applies its own rounded mask.
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="180" height="180" viewBox="0 0 180 180">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0%" stop-color="#4F46E5"/><stop offset="100%" stop-color="#14B8A6"/></linearGradient></defs>
  <rect width="180" height="180" fill="url(#g)"/>
  <circle cx="150" cy="30" r="60" fill="#FFFFFF" opacity="0.08"/>
  <path d="M52 136 L90 52 L128 136" fill="none" stroke="#FFFFFF" stroke-width="16" stroke-linecap="round" stroke-linejoin="round"/>
  <path d="M70 110 H110" stroke="#FFFFFF" stroke-width="12" stroke-linecap="round" opacity="0.7"/>
  <circle cx="132" cy="48" r="11" fill="#FFFFFF"/>
</svg>`;
  await sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toFile(pub("apple-touch-icon.png"));
}

function ogBackgroundSvg(): string {
  const services = ["Web", "Mobile", "Cloud", "DevOps", "IT Consulting"];
  let x = 80;
  let pills = "";
  for (const s of services) {
    const w = s.length * 10 + 36;
    pills += `<rect x="${x}" y="452" width="${w}" height="40" rx="20" fill="#FFFFFF" fill-opacity="0.08" stroke="#FFFFFF" stroke-opacity="0.18"/>`;
    pills += `<text x="${x + w / 2}" y="478" font-family="${FONT}" font-size="18" font-weight="600" fill="#E2E8F0" text-anchor="middle">${s}</text>`;
    x += w + 12;
  }
  const codeBars = [
    [0, 120, "#818CF8"],
    [24, 180, "#5EEAD4"],
    [24, 90, "#F9A8D4"],
    [48, 150, "#94A3B8"],
    [48, 70, "#FCD34D"],
    [24, 140, "#5EEAD4"],
    [0, 60, "#818CF8"],
  ] as const;
  let code = "";
  codeBars.forEach(([indent, w, c], i) => {
    code += `<rect x="${834 + indent}" y="${150 + i * 26}" width="${w}" height="11" rx="5.5" fill="${c}" opacity="0.9"/>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0%" stop-color="#0F172A"/><stop offset="55%" stop-color="#1E1B4B"/><stop offset="100%" stop-color="#134E4A"/>
    </linearGradient>
    <radialGradient id="glowA" cx="0.5" cy="0.5" r="0.5"><stop offset="0%" stop-color="#4F46E5" stop-opacity="0.55"/><stop offset="100%" stop-color="#4F46E5" stop-opacity="0"/></radialGradient>
    <radialGradient id="glowB" cx="0.5" cy="0.5" r="0.5"><stop offset="0%" stop-color="#14B8A6" stop-opacity="0.45"/><stop offset="100%" stop-color="#14B8A6" stop-opacity="0"/></radialGradient>
    <pattern id="dots" width="30" height="30" patternUnits="userSpaceOnUse"><circle cx="2" cy="2" r="1.6" fill="#FFFFFF" opacity="0.12"/></pattern>
    <linearGradient id="bar" x1="0" y1="0" x2="1" y2="0"><stop offset="0%" stop-color="#4F46E5"/><stop offset="100%" stop-color="#14B8A6"/></linearGradient>
    <linearGradient id="area" x1="0" y1="0" x2="0" y2="1"><stop offset="0%" stop-color="#14B8A6" stop-opacity="0.45"/><stop offset="100%" stop-color="#14B8A6" stop-opacity="0"/></linearGradient>
  </defs>
  <rect width="1200" height="630" fill="url(#bg)"/>
  <rect width="1200" height="630" fill="url(#dots)"/>
  <circle cx="930" cy="150" r="330" fill="url(#glowA)"/>
  <circle cx="1060" cy="560" r="300" fill="url(#glowB)"/>
  <circle cx="120" cy="620" r="220" fill="url(#glowA)"/>
  <rect x="0" y="0" width="1200" height="8" fill="url(#bar)"/>

  <text x="80" y="292" font-family="${FONT}" font-size="54" font-weight="800" fill="#FFFFFF" letter-spacing="-1">Trouble-free Services</text>
  <text x="80" y="356" font-family="${FONT}" font-size="54" font-weight="800" fill="#5EEAD4" letter-spacing="-1">of Technology</text>
  <text x="80" y="412" font-family="${FONT}" font-size="24" font-weight="500" fill="#CBD5E1">Software, apps and cloud for growing businesses</text>
  ${pills}
  <text x="80" y="560" font-family="${FONT}" font-size="20" font-weight="600" fill="#94A3B8" letter-spacing="1.5">AHMEDABAD, INDIA</text>

  <g>
    <rect x="806" y="96" width="330" height="250" rx="18" fill="#0B1120" stroke="#334155" stroke-width="1.5"/>
    <rect x="806" y="96" width="330" height="38" rx="18" fill="#1E293B"/>
    <rect x="806" y="116" width="330" height="18" fill="#1E293B"/>
    <circle cx="830" cy="115" r="6" fill="#F87171"/><circle cx="850" cy="115" r="6" fill="#FBBF24"/><circle cx="870" cy="115" r="6" fill="#34D399"/>
    ${code}
  </g>
  <g>
    <rect x="740" y="330" width="300" height="190" rx="18" fill="#FFFFFF"/>
    <rect x="762" y="352" width="110" height="12" rx="6" fill="#334155"/>
    <rect x="762" y="372" width="70" height="10" rx="5" fill="#CBD5E1"/>
    <text x="1018" y="372" font-family="${FONT}" font-size="22" font-weight="800" fill="#0F766E" text-anchor="end">+38%</text>
    <path d="M762 490 C800 470 820 480 850 455 C880 430 900 450 930 420 C960 392 990 410 1018 386 L1018 500 L762 500 Z" fill="url(#area)"/>
    <path d="M762 490 C800 470 820 480 850 455 C880 430 900 450 930 420 C960 392 990 410 1018 386" fill="none" stroke="#14B8A6" stroke-width="4" stroke-linecap="round"/>
  </g>
  <g>
    <rect x="1010" y="450" width="150" height="64" rx="16" fill="#4F46E5"/>
    <circle cx="1040" cy="482" r="15" fill="#FFFFFF" fill-opacity="0.2"/>
    <path d="M1033 482 l5 5 l10 -11" fill="none" stroke="#FFFFFF" stroke-width="3.5" stroke-linecap="round" stroke-linejoin="round"/>
    <rect x="1064" y="472" width="76" height="9" rx="4.5" fill="#FFFFFF" opacity="0.9"/>
    <rect x="1064" y="488" width="50" height="8" rx="4" fill="#FFFFFF" opacity="0.55"/>
  </g>
</svg>`;
}

async function ogImage(): Promise<void> {
  const logo = await readFile(pub("brand", "logo-light.svg"));
  // logo is 165×60; render at 2.4× (396×144)
  const logoPng = await sharp(logo, { density: 72 * 2.4 })
    .png()
    .toBuffer();
  await sharp(Buffer.from(ogBackgroundSvg()))
    .composite([{ input: logoPng, left: 68, top: 70 }])
    .png({ compressionLevel: 9, palette: false })
    .toFile(pub("images", "og-default.png"));
}

await favicon();
await appleTouchIcon();
await ogImage();
console.log("wrote public/favicon.ico, public/apple-touch-icon.png, public/images/og-default.png");
