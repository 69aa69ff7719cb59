import {
  formatDateTime,
  formatFullDateTime,
  formatRelativeTime,
  formatRupees,
  telHref,
} from "#src/lib/date-time.ts";

/**
 * A time as the back office shows it: the day and the time of day in the company's time zone,
 * and for a recent one also how long ago; the full time (weekday, seconds, zone) on hover and for
 * screen readers. "—" when there is no time.
 */
export function DateTime({ value, className }: { value: string | null | undefined; className?: string }) {
  const shown = formatDateTime(value);
  if (!shown || !value) return <span className={className}>—</span>;
  const full = formatFullDateTime(value);
  const relative = formatRelativeTime(value);
  return (
    <time dateTime={value} title={full} className={className}>
      <span aria-hidden="true">
        {shown}
        {relative ? <span className="text-slate-500"> ({relative})</span> : null}
      </span>
      <span className="sr-only">
        {full}
        {relative ? `, ${relative}` : ""}
      </span>
    </time>
  );
}

/** A salary or price in rupees with Indian digit grouping (₹7,00,000). */
export function Rupees({ value }: { value: string | number | null | undefined }) {
  const text = formatRupees(value);
  return <>{text || "—"}</>;
}

/** A phone number a click can call; as text when it is not one. */
export function PhoneLink({ phone }: { phone: string }) {
  const href = telHref(phone);
  if (!phone) return <>—</>;
  if (!href) return <>{phone}</>;
  return (
    <a className="text-brand-700 underline" href={href}>
      {phone}
    </a>
  );
}

/** An address a click can write to. */
export function EmailLink({ email }: { email: string }) {
  if (!email) return <>—</>;
  return (
    <a className="break-all text-brand-700 underline" href={`mailto:${email}`}>
      {email}
    </a>
  );
}
