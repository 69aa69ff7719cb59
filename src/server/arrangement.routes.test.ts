import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeClient, makeTeamMember, makeTestimonial } from "#src/server/db/factories.ts";
import { sampleClients, sampleLeaders, sampleTestimonials } from "#src/server/db/sample/sample-content.ts";
import { createPageData } from "#src/server/page-data.ts";
import { bearer, loginAsAdmin } from "#src/server/test/api-helpers.ts";
import { createTestApp, type TestApp } from "#src/server/test/test-app.ts";

// The order and visibility routes (src/platform/http/arrangement-routes.ts) of the three
// collections that share them whole: what staff set is what the public API and the pages show.

type Headers = Record<string, string>;

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await loginAsAdmin(t);
});
afterAll(() => t.close());

const pageData = () =>
  createPageData(
    t.database.db,
    { publicOrigin: "", clientPortalUrl: "", billingOrderUrl: "", bookingUrl: "" },
    t.cache,
  );

/** A factory's row goes straight to the database: drop the public cache as the API's writes do. */
async function fresh<Row>(row: Promise<Row>): Promise<Row> {
  const made = await row;
  t.cache.clear();
  return made;
}

let serial = 0;
const unique = (name: string) => `${name} ${++serial}`;

interface Collection {
  path: string;
  make: () => Promise<{ id: number }>;
  /** The ids the public API answers, in order. */
  publicIds: () => Promise<number[]>;
  /** The ids the page loaders get, in order. */
  pageIds: () => Promise<number[]>;
  /** The paged list's rows (what the back office lists), as staff or as a visitor. */
  pagedRows: (headers: Headers) => Promise<{ id: number; visible?: boolean }[]>;
}

const ids = (rows: { id: number }[]) => rows.map((row) => row.id);

const collections: Collection[] = [
  {
    path: "/api/team",
    make: () =>
      fresh(
        makeTeamMember(t.database.db, t.images, { ...sampleLeaders[0]!, name: unique("Arranged Member") }),
      ),
    publicIds: async () => ids((await t.app.inject("/api/team")).json().data),
    pageIds: async () => ids(await pageData().listTeamMembers()),
    pagedRows: async (headers) =>
      (await t.app.inject({ url: "/api/team?page=1&pageSize=100", headers })).json().data,
  },
  {
    path: "/api/clients",
    make: () =>
      fresh(makeClient(t.database.db, t.images, { ...sampleClients[0]!, name: unique("Arranged Client") })),
    publicIds: async () => ids((await t.app.inject("/api/clients")).json()),
    pageIds: async () => ids(await pageData().listClients()),
    pagedRows: async (headers) =>
      (await t.app.inject({ url: "/api/clients?page=1&pageSize=100", headers })).json().data,
  },
  {
    path: "/api/testimonials",
    make: () =>
      fresh(
        makeTestimonial(t.database.db, t.images, {
          ...sampleTestimonials[0]!,
          name: unique("Arranged Quote"),
        }),
      ),
    publicIds: async () => ids((await t.app.inject("/api/testimonials")).json().data),
    pageIds: async () => ids(await pageData().listTestimonials()),
    pagedRows: async (headers) =>
      (await t.app.inject({ url: "/api/testimonials?page=1&pageSize=100", headers })).json().data,
  },
];

describe.each(collections)("$path order and visibility", (collection) => {
  const order = (payload: unknown, headers: Headers = bearer(token)) =>
    t.app.inject({ method: "PUT", url: `${collection.path}/order`, payload: payload as object, headers });
  const currentOrder = async () =>
    ids((await t.app.inject({ url: `${collection.path}/order`, headers: bearer(token) })).json().data);
  const setVisible = (id: number, visible: unknown, headers: Headers = bearer(token)) =>
    t.app.inject({
      method: "PATCH",
      url: `${collection.path}/${id}/visibility`,
      payload: { visible } as object,
      headers,
    });

  it("a new row shows first; PUT …/order stores the order the public API and the pages then show", async () => {
    const first = await collection.make();
    const second = await collection.make();
    const existing = await currentOrder();
    expect(existing.slice(0, 2)).toEqual([second.id, first.id]);
    expect((await collection.publicIds()).slice(0, 2)).toEqual([second.id, first.id]);

    const wanted = [...existing.filter((id) => id !== first.id && id !== second.id), first.id, second.id];
    const response = await order({ ids: wanted });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: "Order saved" });
    expect(await currentOrder()).toEqual(wanted);
    // The cache was dropped: both the API and the page loaders follow at once.
    expect((await collection.publicIds()).slice(-2)).toEqual([first.id, second.id]);
    expect((await collection.pageIds()).slice(-2)).toEqual([first.id, second.id]);
  });

  it("refuses an order that misses an id, names one twice or names an unknown one (400 naming ids)", async () => {
    await collection.make();
    const existing = await currentOrder();
    for (const [wrong, problem] of [
      [existing.slice(1), "is missing"],
      [[...existing, existing[0]], "more than once"],
      [[...existing, 2_000_000_000], "not in the list"],
    ] as const) {
      const response = await order({ ids: wrong });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        success: false,
        errors: [{ field: "ids", message: expect.stringContaining(problem) }],
      });
    }
    for (const body of [{}, { ids: "1,2" }, { ids: [1.5] }, { ids: existing, extra: 1 }]) {
      const response = await order(body);
      expect(response.statusCode).toBe(400);
      expect(response.json().success).toBe(false);
      expect(response.json().errors[0].field).toMatch(/^(ids|extra)/);
    }
    expect(await currentOrder()).toEqual(existing);
  });

  it("a hidden row leaves the public API and the pages, stays in the back office marked, and comes back", async () => {
    const row = await collection.make();
    const hidden = await setVisible(row.id, false);
    expect(hidden.statusCode).toBe(200);
    expect(hidden.json()).toMatchObject({ success: true, visible: false });
    expect(await collection.publicIds()).not.toContain(row.id);
    expect(await collection.pageIds()).not.toContain(row.id);
    // A visitor's paged list never has it; staff's has it, marked.
    expect(ids(await collection.pagedRows({}))).not.toContain(row.id);
    // An unknown token is a visitor too: the public list answers it, without the hidden row.
    expect(ids(await collection.pagedRows(bearer("a".repeat(43))))).not.toContain(row.id);
    expect((await collection.pagedRows(bearer(token))).find((r) => r.id === row.id)).toMatchObject({
      visible: false,
    });
    const order = (await t.app.inject({ url: `${collection.path}/order`, headers: bearer(token) })).json()
      .data;
    expect(order.find((r: { id: number }) => r.id === row.id)).toMatchObject({ visible: false });

    expect((await setVisible(row.id, true)).statusCode).toBe(200);
    expect(await collection.publicIds()).toContain(row.id);
    expect(await collection.pageIds()).toContain(row.id);
  });

  it("visibility: 400 naming visible, 404 for a missing id", async () => {
    const row = await collection.make();
    const wrong = await setVisible(row.id, "no");
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ success: false, errors: [{ field: "visible" }] });
    const missing = await setVisible(2_000_000_000, false);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().success).toBe(false);
  });

  it("every arrangement route needs a session: 401 without one", async () => {
    const row = await collection.make();
    expect((await t.app.inject(`${collection.path}/order`)).statusCode).toBe(401);
    expect((await order({ ids: [row.id] }, {})).statusCode).toBe(401);
    expect((await setVisible(row.id, false, {})).statusCode).toBe(401);
    expect(await collection.publicIds()).toContain(row.id);
  });
});
