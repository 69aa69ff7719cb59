/**
 * Renders the testimonial portraits (src/content/home-content.ts) to small WebP files under
 * public/images/testimonials/, from the generated sample artwork. Run from the project root:
 *   npm exec -- node scripts/make-testimonial-images.ts
 */
import { mkdir } from "node:fs/promises";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import { TESTIMONIAL_IMAGE_SIZE, testimonials } from "../src/content/home-content.ts";
import { portraitSvg } from "../src/server/db/sample/sample-art.ts";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const outDir = join(root, "public", "images", "testimonials");
await mkdir(outDir, { recursive: true });

// Twice the displayed size, for high-density screens.
const size = TESTIMONIAL_IMAGE_SIZE * 2;
for (const [index, person] of testimonials.entries()) {
  const file = join(root, "public", person.image);
  await sharp(Buffer.from(portraitSvg(index + 11, person.name)))
    .resize(size, size)
    .webp({ quality: 78 })
    .toFile(file);
  console.log(`wrote ${file}`);
}
