/**
 * "Something changed" for whoever listens, on this instance and, through PostgreSQL's
 * LISTEN/NOTIFY, on the others (src/platform/content-sync.ts). The submissions' signal tells
 * the inbox to recount its unread submissions: a form post, a status change, a delete.
 * Listeners run synchronously and must be cheap (the inbox debounces its recount).
 */
export class ChangeSignal {
  readonly #listeners = new Set<() => void>();
  readonly #announcers = new Set<() => void>();

  /** A change made here: tell this instance's listeners and the other instances. */
  changed(): void {
    this.changedElsewhere();
    for (const announce of this.#announcers) announce();
  }

  /** A change another instance announced: tell this instance's listeners only. */
  changedElsewhere(): void {
    for (const listener of this.#listeners) listener();
  }

  onChange(listener: () => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /** How a change made here reaches the other instances (the NOTIFY of content-sync.ts). */
  onAnnounce(announce: () => void): () => void {
    this.#announcers.add(announce);
    return () => this.#announcers.delete(announce);
  }
}
