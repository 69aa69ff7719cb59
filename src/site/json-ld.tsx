import { useContext } from "react";
import { CspNonce } from "#src/lib/csp-nonce.ts";

/**
 * Serialises structured data for a <script type="application/ld+json">. `<` is escaped so that
 * text from the database (a job title, say) can never close the script element.
 */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

/**
 * Structured data (schema.org JSON-LD) carrying this response's CSP nonce (decision 0003).
 * The browser hides a nonce attribute after parsing and the client has no nonce, so the
 * hydration difference on that one attribute is expected.
 */
export function JsonLd({ data }: { data: unknown }) {
  const nonce = useContext(CspNonce);
  return (
    <script
      type="application/ld+json"
      nonce={nonce}
      suppressHydrationWarning
      // biome-ignore lint/security/noDangerouslySetInnerHtml: serialised and escaped above, never raw HTML
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }}
    />
  );
}
