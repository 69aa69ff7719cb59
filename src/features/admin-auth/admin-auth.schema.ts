import { z } from "zod";

/** POST /api/admin/login (number and password required). */
export const adminLoginInput = z.strictObject({
  number: z
    .string({ error: "Number is required" })
    .trim()
    .min(1, "Number is required")
    .max(20, "Number is too long"),
  password: z
    .string({ error: "Password is required" })
    .min(1, "Password is required")
    .max(128, "Password is too long"),
});
export type AdminLoginInput = z.input<typeof adminLoginInput>;

/** Local storage key of the admin token (the browser keeps it between visits). */
export const ADMIN_TOKEN_STORAGE_KEY = "adminToken";

/** The texts of the admin login: shown word for word, and imported by the tests. */
export const adminAuthTexts = {
  loginSuccess: "Login Successful!",
  loginFailed: "Something went wrong. Please try again.",
  invalidCredentials: "Invalid number or password",
  tooManyAttempts: "Too many login attempts. Please try again later.",
  sessionExpired: "Your session has ended. Please log in again.",
} as const;

/** What the browser reads of a successful POST /api/admin/login: the token to store. */
export const adminLoginAnswer = z.object({ token: z.string().min(1) });

/** What the browser reads of GET /api/admin/session: the number of the admin logged in. */
export const adminSessionAnswer = z.object({ number: z.string() });
