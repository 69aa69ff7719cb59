import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeClient, makeTeamMember, makeTestimonial } from "#src/server/db/factories.ts";
import { bearer, loginAsAdmin } from "#src/server/test/api-helpers.ts";
import { createTestApp, type TestApp } from "#src/server/test/test-app.ts";

// Content lists open in the order the public site shows them (docs/decisions/0015-order-and-visibility.md):
// no `sort` and `sort=site` follow the arrangement, pages and exports alike.

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await loginAsAdmin(t);
});
afterAll(() => t.close());

const kinds = [
  {
    path: "/api/team",
    make: (index: number) => makeTeamMember(t.database.db, t.images, undefined, "leader", index),
  },
  { path: "/api/clients", make: (index: number) => makeClient(t.database.db, t.images, undefined, index) },
  {
    path: "/api/testimonials",
    make: (index: number) => makeTestimonial(t.database.db, t.images, undefined, index),
  },
];

describe("content lists in the site's order", () => {
  for (const kind of kinds) {
    it(`${kind.path} pages and exports follow the arranged order unless another sort is asked`, async () => {
      const made: number[] = [];
      for (let index = 0; index < 4; index++) made.push((await kind.make(index)).id);
      // An order that is neither newest nor oldest first.
      const arranged = [made[1]!, made[3]!, made[0]!, made[2]!];
      const saved = await t.app.inject({
        method: "PUT",
        url: `${kind.path}/order`,
        headers: bearer(token),
        payload: { ids: arranged },
      });
      expect(saved.statusCode).toBe(200);
      const ids = async (query: string) => {
        const response = await t.app.inject({ url: `${kind.path}?${query}`, headers: bearer(token) });
        expect(response.statusCode, response.body).toBe(200);
        return (response.json().data as { id: number }[]).map((row) => row.id);
      };
      expect(await ids("page=1")).toEqual(arranged);
      expect(await ids("page=1&sort=site")).toEqual(arranged);
      expect(await ids("pageSize=2&page=2")).toEqual(arranged.slice(2));
      expect(await ids("page=1&sort=newest")).toEqual([...made].reverse());
      const csv = await t.app.inject({ url: `${kind.path}?format=csv`, headers: bearer(token) });
      expect(csv.statusCode).toBe(200);
      const exported = csv.body
        .replace(/^\uFEFF/, "")
        .trim()
        .split(/\r?\n/)
        .slice(1)
        .map((line) => Number(line.split(",")[0]));
      expect(exported).toEqual(arranged);
    });
  }
});
