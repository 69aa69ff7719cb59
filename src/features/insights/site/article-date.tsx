import { getCompanyTimeZone } from "#src/lib/date-time.ts";

/** "27 November 2026", in the company's time zone, in a `<time>` carrying the instant. */
export function ArticleDate({ iso }: { iso: string }) {
  const text = new Intl.DateTimeFormat("en-IN", { dateStyle: "long", timeZone: getCompanyTimeZone() }).format(
    new Date(iso),
  );
  return <time dateTime={iso}>{text}</time>;
}
