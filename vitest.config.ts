import { defineConfig } from "vitest/config";

// Unit, component and API tests. Files that touch the database end in `.routes.test.ts` or
// `.db.test.ts`; with TEST_DATABASE_URL set they, and only they, run a second time against
// PostgreSQL. (src/ui/admin/list-screen.test.tsx also reaches the database, through a real
// server, but its first load waits one second for the table: on PostgreSQL under load that
// first answer can be later, so it runs on PGlite only.)
const databaseTests = ["src/**/*.routes.test.ts", "src/**/*.db.test.ts"];
const postgresUrl = process.env.TEST_DATABASE_URL;

export default defineConfig({
  test: {
    pool: "forks",
    // Each worker keeps its modules from one test file to the next: a file no longer imports the
    // whole server afresh (that was a third of the run: 323 s with isolation, 182 s without, on
    // this machine). No test relies on a fresh module state: each builds its own app and database
    // (src/server/test/test-app.ts), and they pass in any order.
    isolate: false,
    maxWorkers: 2,
    testTimeout: 30_000,
    // CI (.ci/run) sets UNIT_RETRIES=1: a test that fails once on a loaded machine and passes on
    // its retry is named in the summary ("retry x1"); local runs do not retry.
    retry: Number(process.env.UNIT_RETRIES ?? 0),
    hookTimeout: 60_000,
    globalSetup: ["src/server/test/global-setup.ts"],
    projects: [
      {
        extends: true,
        test: {
          name: "pglite",
          include: ["src/**/*.test.{ts,tsx}"],
          env: { TEST_DB_ENGINE: "pglite" },
        },
      },
      ...(postgresUrl
        ? [
            {
              extends: true,
              test: {
                name: "postgres",
                include: databaseTests,
                env: { TEST_DB_ENGINE: "postgres" },
              },
            },
          ]
        : []),
    ],
  },
});
