/** Load helpers for the reliability suite: bounded loops against a server on this machine only. */

/**
 * `npm run test:long` sets RELIABILITY_LONG=1: the repeated runs (kill under load) go their full
 * count; each push (`npm test`, CI) runs a shorter version of the same checks.
 */
export const LONG_RUN = process.env.RELIABILITY_LONG === "1";

export interface PostResult {
  acked: string[];
  failed: number;
  rejected: number;
}

/**
 * `clients` concurrent loops each POST contact messages with unique markers until `stopAt()`
 * says so or a transport error ends that loop (the server died). Only 2xx answers count as
 * acknowledged.
 */
export async function postContactsUntil(options: {
  url: string;
  clients: number;
  prefix: string;
  stop: () => boolean;
  maxPerClient?: number;
  /** Told the number acknowledged so far, and the marker just acknowledged, after each acknowledgement. */
  onAcknowledged?: (count: number, marker: string) => void;
}): Promise<PostResult> {
  const acked: string[] = [];
  let failed = 0;
  let rejected = 0;
  const maxPerClient = options.maxPerClient ?? 100_000;
  await Promise.all(
    Array.from({ length: options.clients }, async (_, client) => {
      for (let i = 0; i < maxPerClient && !options.stop(); i++) {
        const marker = `${options.prefix}-${client}-${i}`;
        try {
          const response = await fetch(`${options.url}/api/contact/contact`, {
            method: "POST",
            headers: { "content-type": "application/json" },
            body: JSON.stringify({
              name: "Load Test",
              email: "load@example.com",
              number: "",
              message: marker,
            }),
          });
          await response.arrayBuffer();
          if (response.ok) {
            acked.push(marker);
            options.onAcknowledged?.(acked.length, marker);
          } else rejected++;
        } catch {
          failed++;
          return;
        }
      }
    }),
  );
  return { acked, failed, rejected };
}

export async function storedContactMessages(url: string, token: string): Promise<string[]> {
  const response = await fetch(`${url}/api/contact/contacts`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const body = (await response.json()) as { data?: { message: string }[] };
  if (!response.ok || !Array.isArray(body.data)) {
    throw new Error(`Listing contacts failed: ${response.status} ${JSON.stringify(body).slice(0, 300)}`);
  }
  return body.data.map((row) => row.message);
}

export function compare(acked: string[], stored: string[], prefix: string) {
  const storedCounts = new Map<string, number>();
  for (const message of stored) {
    if (message.startsWith(prefix)) storedCounts.set(message, (storedCounts.get(message) ?? 0) + 1);
  }
  const lost = acked.filter((marker) => !storedCounts.has(marker));
  const duplicates = [...storedCounts.values()].filter((count) => count > 1).length;
  return { acked: acked.length, stored: storedCounts.size, lost: lost.length, duplicates };
}
