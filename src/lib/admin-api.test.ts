import { afterEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import {
  type AdminAnswer,
  ApiStatusError,
  adminApi,
  isRetryableLoadError,
  loadErrorMessage,
  loadList,
  loadRecord,
  settleAdminCall,
  TransportError,
  UnexpectedAnswerError,
} from "./admin-api.ts";

const row = z.object({ id: z.number(), name: z.string() });

function answerWith(status: number, body: unknown) {
  return vi
    .spyOn(globalThis, "fetch")
    .mockResolvedValue(
      new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } }),
    );
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("loadList", () => {
  it("reads a bare array and a {success, data} answer with the row schema", async () => {
    answerWith(200, [{ id: 1, name: "Acme" }]);
    expect(await loadList("/api/clients", row)).toEqual([{ id: 1, name: "Acme" }]);
    answerWith(200, { success: true, data: [{ id: 2, name: "Kavya", extra: true }] });
    expect(await loadList("/api/team", row)).toEqual([{ id: 2, name: "Kavya" }]);
  });

  it("turns an answer that does not fit the schema into a load error, not a crash", async () => {
    answerWith(200, { success: true, data: [{ id: "1", name: null }] });
    const error = await loadList("/api/team", row).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(UnexpectedAnswerError);
    expect(isRetryableLoadError(error)).toBe(false);
    expect(loadErrorMessage(error, "Failed to fetch team data", "Check your connection")).toBe(
      "Failed to fetch team data",
    );
  });

  it("keeps the status and the server's message of a refusal", async () => {
    answerWith(503, { success: false, message: "Service unavailable" });
    const error = await loadList("/api/clients", row).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiStatusError);
    expect(isRetryableLoadError(error)).toBe(true);
    expect(loadErrorMessage(error, "fallback")).toBe("Service unavailable");
  });

  it("says the network text when the request never arrived", async () => {
    vi.spyOn(globalThis, "fetch").mockRejectedValue(new TypeError("offline"));
    const error = await loadList("/api/clients", row).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(TransportError);
    expect(loadErrorMessage(error, "fallback", "Check your connection")).toBe("Check your connection");
  });
});

describe("loadRecord", () => {
  it("parses one record with its schema", async () => {
    answerWith(200, { id: 7, name: "TrackMate" });
    expect(await loadRecord("/api/projects/7", row)).toEqual({ id: 7, name: "TrackMate" });
    answerWith(200, { id: 7 });
    await expect(loadRecord("/api/projects/7", row)).rejects.toBeInstanceOf(UnexpectedAnswerError);
  });
});

describe("adminApi", () => {
  it("reads the envelope's fields and ignores ones of another type", async () => {
    answerWith(200, { success: true, message: 42, id: 3 });
    const answer = await adminApi.delete("/api/team/3");
    expect(answer.body).toEqual({ success: true, message: undefined, Success: undefined, error: undefined });
    expect(answer.json).toEqual({ success: true, message: 42, id: 3 });
  });
});

describe("settleAdminCall", () => {
  const answer = (ok: boolean, json: object): AdminAnswer => ({
    ok,
    status: ok ? 200 : 400,
    body: json,
    json,
  });

  it("is done when the answer is OK and not success: false", async () => {
    const outcome = await settleAdminCall({
      call: async () => answer(true, { success: true }),
      failure: "No",
    });
    expect(outcome.done).toBe(true);
  });

  it("says the server's message first, then the screen's text", async () => {
    expect(
      await settleAdminCall({
        call: async () => answer(false, { success: false, message: "Job not found" }),
        failure: "Failed to delete job",
      }),
    ).toEqual({ done: false, message: "Job not found" });
    expect(
      await settleAdminCall({
        call: async () => answer(true, { success: false }),
        failure: "Failed to delete job",
      }),
    ).toEqual({ done: false, message: "Failed to delete job" });
  });

  it("has a text of its own for a request that never arrived", async () => {
    const call = async (): Promise<AdminAnswer> => {
      throw new TransportError("offline");
    };
    expect(
      await settleAdminCall({ call, failure: { refused: () => "refused", unreachable: "Try again" } }),
    ).toEqual({ done: false, message: "Try again" });
  });

  it("with `reads`, gives back what the schema read, and refuses an answer that does not fit", async () => {
    const reads = z.object({ id: z.number() });
    expect(
      await settleAdminCall({
        call: async () => answer(true, { success: true, id: 5 }),
        failure: "No",
        reads,
      }),
    ).toMatchObject({ done: true, data: { id: 5 } });
    expect(
      await settleAdminCall({ call: async () => answer(true, { success: true }), failure: "No id", reads }),
    ).toEqual({ done: false, message: "No id" });
  });
});
