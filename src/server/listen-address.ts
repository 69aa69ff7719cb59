import type { AddressInfo } from "node:net";

/**
 * The address to open, as the start message says it: the port the server really listens on
 * (`PORT=3111` says 3111); a wildcard host (`0.0.0.0`, `::`) as `localhost`, where a browser on
 * this machine reaches it. The public origin, when it differs, follows in brackets.
 */
export function servingMessage(address: AddressInfo | string | null, publicOrigin: string): string {
  if (!address || typeof address === "string") return `serving on ${address ?? publicOrigin}`;
  const wildcard = address.address === "0.0.0.0" || address.address === "::";
  const host = wildcard ? "localhost" : address.family === "IPv6" ? `[${address.address}]` : address.address;
  const local = `http://${host}:${address.port}`;
  const origin = publicOrigin.replace(/\/$/, "");
  return origin === local ? `serving on ${local}` : `serving on ${local} (public address ${origin})`;
}
