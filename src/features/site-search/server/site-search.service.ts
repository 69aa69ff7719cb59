import type { FastifyBaseLogger } from "fastify";
import type { Db } from "#src/platform/db/client.ts";
import type { SearchSource } from "../site-search.schema.ts";
import { replaceKind } from "./site-search.repository.ts";

// The index of the site search (docs/decisions/0049-site-search.md): each source's documents,
// written again at start and after every change of content on this instance (the content cache's
// clear: the instance that wrote indexes; the table is shared by all). Re-indexing is cheap (a few
// hundred rows, an unchanged row is not rewritten), so a change re-reads every source.

export class SiteSearch {
  readonly #db: Db;
  readonly #log: FastifyBaseLogger;
  readonly #sources: SearchSource[] = [];
  #wanted = 0;
  #done = 0;
  #running: Promise<void> | undefined;
  /** The fixed sources this instance has indexed since it started. */
  readonly #indexedFixed = new Set<string>();

  constructor(options: { db: Db; log: FastifyBaseLogger }) {
    this.#db = options.db;
    this.#log = options.log;
  }

  /** A kind of document the search finds (the composition root registers them). */
  register(source: SearchSource): void {
    if (this.#sources.some((known) => known.kind === source.kind))
      throw new Error(`a search source for ${source.kind} is registered already`);
    this.#sources.push(source);
  }

  get kinds(): string[] {
    return this.#sources.map((source) => source.kind);
  }

  /**
   * Writes every source's documents again (a fixed source's only until it has been written once). Asked while one runs, one more follows it, so what
   * was committed before the ask is indexed when the promise settles.
   */
  reindex(): Promise<void> {
    this.#wanted++;
    this.#running ??= this.#run().finally(() => {
      this.#running = undefined;
    });
    return this.#running;
  }

  /** Settles once every re-index asked so far is done (tests wait on it after a write). */
  settled(): Promise<void> {
    return this.#running ?? Promise.resolve();
  }

  async #run(): Promise<void> {
    while (this.#done < this.#wanted) {
      const wanted = this.#wanted;
      for (const source of this.#sources) {
        if (source.fixed && this.#indexedFixed.has(source.kind)) continue;
        try {
          await replaceKind(this.#db, source.kind, await source.documents());
          if (source.fixed) this.#indexedFixed.add(source.kind);
        } catch (error) {
          // One source failing leaves its rows as they were; the others are still written.
          this.#log.warn({ err: error, kind: source.kind }, "could not index a kind of search documents");
        }
      }
      this.#done = wanted;
    }
  }
}
