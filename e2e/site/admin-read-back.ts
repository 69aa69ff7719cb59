import { type APIRequestContext, expect } from "@playwright/test";
import { E2E_ADMIN } from "../../playwright.config.ts";

/** Logs in through the API (POST /api/admin/login) as the journeys' admin and answers the bearer token. */
export async function adminToken(request: APIRequestContext): Promise<string> {
  const response = await request.post("/api/admin/login", { data: E2E_ADMIN });
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { token?: string };
  expect(body.token).toBeTruthy();
  return body.token!;
}

/** Reads an admin list (`{ success, data }`) to check what a public form really stored. */
export async function readAdminList<T>(request: APIRequestContext, path: string): Promise<T[]> {
  const token = await adminToken(request);
  const response = await request.get(path, { headers: { authorization: `Bearer ${token}` } });
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { success: boolean; data: T[] };
  expect(body.success).toBe(true);
  return body.data;
}

/** A unique address per run, so that no test depends on another's rows. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
}
