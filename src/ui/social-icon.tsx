/**
 * Small monochrome glyphs for the social networks, drawn here (lucide no longer ships brand marks).
 * Each is decorative: the link around it carries the accessible name.
 */
const paths: Record<string, string> = {
  Facebook: "M14 8h2.5V4.5H14c-2.5 0-4 1.7-4 4.2V11H7.5v3.5H10V21h3.5v-6.5H16l.5-3.5h-3V9c0-.6.4-1 1-1Z",
  Instagram:
    "M7.5 3h9A4.5 4.5 0 0 1 21 7.5v9a4.5 4.5 0 0 1-4.5 4.5h-9A4.5 4.5 0 0 1 3 16.5v-9A4.5 4.5 0 0 1 7.5 3Zm0 2A2.5 2.5 0 0 0 5 7.5v9A2.5 2.5 0 0 0 7.5 19h9a2.5 2.5 0 0 0 2.5-2.5v-9A2.5 2.5 0 0 0 16.5 5h-9ZM12 8a4 4 0 1 1 0 8 4 4 0 0 1 0-8Zm0 2a2 2 0 1 0 0 4 2 2 0 0 0 0-4Zm4.8-3.3a1 1 0 1 1 0 2 1 1 0 0 1 0-2Z",
  LinkedIn:
    "M5 9h3v11H5V9Zm1.5-5a1.75 1.75 0 1 1 0 3.5 1.75 1.75 0 0 1 0-3.5ZM10 9h2.9v1.5c.5-.9 1.7-1.8 3.4-1.8 3.2 0 3.7 2 3.7 4.7V20h-3v-5.8c0-1.4 0-3-1.9-3s-2.1 1.4-2.1 2.9V20h-3V9Z",
  X: "M4 4h4.6l3.7 5.1L16.7 4H19l-5.6 6.5L20 20h-4.6l-4-5.5L6.6 20H4.3l6-6.9L4 4Zm3.2 1.6 9 12.8h1.5l-9-12.8H7.2Z",
};

export function SocialIcon({ name, className = "size-4" }: { name: string; className?: string }) {
  const d = paths[name];
  if (!d) return null;
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className={className} fill="currentColor">
      <path d={d} fillRule="evenodd" />
    </svg>
  );
}
