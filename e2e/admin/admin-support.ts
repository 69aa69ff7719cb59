import { type APIRequestContext, expect as baseExpect, type Page } from "@playwright/test";
import sharp from "sharp";
import { E2E_ADMIN } from "../../playwright.config.ts";
import { ADMIN_TOKEN_STORAGE_KEY } from "../../src/features/admin-auth/admin-auth.schema.ts";

export { ADMIN_TOKEN_STORAGE_KEY, E2E_ADMIN };

/** The machine running the journeys is shared and busy: admin screens get more time to appear. */
export const expect = baseExpect.configure({ timeout: 15_000 });

/** Logs in through the API and returns the token. */
export async function apiLogIn(request: APIRequestContext): Promise<string> {
  const response = await request.post("/api/admin/login", { data: E2E_ADMIN });
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { token: string };
  return body.token;
}

/** A page whose local storage already holds a valid token (set once, before the first load). */
export async function loggedInPage(page: Page, request: APIRequestContext): Promise<string> {
  const token = await apiLogIn(request);
  // A static file of the same origin: no page script runs while the token is put in place.
  await page.goto("/favicon.svg");
  await page.evaluate(
    ([key, value]) => window.localStorage.setItem(key!, value!),
    [ADMIN_TOKEN_STORAGE_KEY, token],
  );
  return token;
}

export function authHeaders(token: string) {
  return { authorization: `Bearer ${token}` };
}

/** A PNG drawn on the fly (no binary fixtures). */
export async function pngFile(name: string, color = "#4f46e5", width = 240, height = 160) {
  const buffer = await sharp({ create: { width, height, channels: 3, background: color } })
    .png()
    .toBuffer();
  return { name, mimeType: "image/png", buffer };
}

let hugePng: Promise<Buffer> | undefined;
/** An image over 5 MB (5*1024*1024 bytes): noisy pixels, stored uncompressed; drawn once. */
export async function hugePngFile(name: string) {
  hugePng ??= drawHugePng();
  return { name, mimeType: "image/png", buffer: await hugePng };
}

async function drawHugePng(): Promise<Buffer> {
  const width = 1400;
  const height = 1400;
  const raw = Buffer.alloc(width * height * 3);
  for (let index = 0; index < raw.length; index++) raw[index] = (index * 2654435761) >>> 24;
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
}

/** A minimal PDF, for a job application's resume. */
export function pdfFile(name = "resume.pdf") {
  const text =
    "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n";
  return { name, mimeType: "application/pdf", buffer: Buffer.from(text) };
}

/** A unique suffix so parallel tests never share rows. */
export function unique(prefix: string) {
  return `${prefix} ${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
}
