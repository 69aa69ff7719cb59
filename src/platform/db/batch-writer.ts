/**
 * Group commit for public form posts. Rows that arrive while a write is in flight wait and go
 * together in the next one (one multi-row INSERT, one transaction, one WAL flush), so under load
 * the database does one write per batch instead of one per post. With no load a row is written
 * alone, as soon as the event loop has read what else arrived with it. Each caller's promise
 * settles only after its own row has committed: nothing is acknowledged before it is stored.
 *
 * Should a batch fail, its rows are written one by one, so a bad row fails alone.
 */
export class BatchWriter<Row> {
  readonly #write: (rows: Row[]) => Promise<void>;
  readonly #maxBatch: number;
  #queue: { row: Row; resolve: () => void; reject: (error: unknown) => void }[] = [];
  #writing = false;

  constructor(write: (rows: Row[]) => Promise<void>, maxBatch = 256) {
    this.#write = write;
    this.#maxBatch = maxBatch;
  }

  add(row: Row): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      this.#queue.push({ row, resolve, reject });
      if (this.#writing) return;
      this.#writing = true;
      // Not at once: an embedded database can finish a write before the event loop reads the
      // next request, so each would go alone. After this turn's requests have been read, all
      // that reached here go together.
      setImmediate(() => void this.#drain());
    });
  }

  async #drain(): Promise<void> {
    try {
      while (this.#queue.length > 0) {
        const batch = this.#queue.splice(0, this.#maxBatch);
        try {
          await this.#write(batch.map((item) => item.row));
          for (const item of batch) item.resolve();
        } catch (error) {
          if (batch.length === 1) {
            batch[0]?.reject(error);
            continue;
          }
          for (const item of batch) {
            try {
              await this.#write([item.row]);
              item.resolve();
            } catch (rowError) {
              item.reject(rowError);
            }
          }
        }
      }
    } finally {
      this.#writing = false;
    }
  }
}
