import { describe, expect, it, vi } from "vitest";
import { type ApiAnswer, TransportError } from "./api-client.ts";
import { submitPublicForm } from "./form-submission.ts";

const answer = (ok: boolean, body: ApiAnswer["body"]): ApiAnswer => ({ ok, status: ok ? 200 : 400, body });

describe("submitPublicForm", () => {
  it("is sent when the server says success (either spelling)", async () => {
    const setError = vi.fn();
    expect(await submitPublicForm(async () => answer(true, { success: true }), [], setError)).toEqual({
      sent: true,
    });
    expect(await submitPublicForm(async () => answer(true, { Success: true }), [], setError)).toEqual({
      sent: true,
    });
    expect(setError).not.toHaveBeenCalled();
  });

  it("puts the server's field errors on the form's own fields only, and answers its message", async () => {
    const setError = vi.fn();
    const submission = await submitPublicForm(
      async () =>
        answer(false, {
          success: false,
          message: "Email is invalid",
          errors: [
            { field: "email", message: "Email is invalid" },
            { field: "isAdmin", message: "not a field of this form" },
            { message: "no field" },
          ],
        } as ApiAnswer["body"]),
      ["name", "email"],
      setError,
    );
    expect(submission).toEqual({ sent: false, unreachable: false, message: "Email is invalid" });
    expect(setError.mock.calls).toEqual([["email", { message: "Email is invalid" }]]);
  });

  it("a 2xx without success is a refusal, and a transport failure is told apart", async () => {
    const setError = vi.fn();
    expect(await submitPublicForm(async () => answer(true, {}), [], setError)).toEqual({
      sent: false,
      unreachable: false,
      message: undefined,
    });
    const unreachable = await submitPublicForm(
      () => Promise.reject(new TransportError("offline")),
      [],
      setError,
    );
    expect(unreachable).toEqual({ sent: false, unreachable: true });
    await expect(submitPublicForm(() => Promise.reject(new Error("bug")), [], setError)).rejects.toThrow(
      "bug",
    );
  });
});
