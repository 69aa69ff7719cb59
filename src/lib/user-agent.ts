import Bowser from "bowser";

/** "Chrome 131 on Linux" from a User-Agent header; its start when it names nothing known. */
export function browserLabel(userAgent: string): string {
  if (!userAgent) return "Unknown browser";
  const parsed = Bowser.parse(userAgent);
  const browser = [parsed.browser.name, parsed.browser.version?.split(".")[0]].filter(Boolean).join(" ");
  if (!browser) return userAgent.slice(0, 80);
  return parsed.os.name ? `${browser} on ${parsed.os.name}` : browser;
}
