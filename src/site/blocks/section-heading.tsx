import type { ReactNode } from "react";

interface SectionHeadingProps {
  eyebrow?: string;
  title: string;
  id?: string;
  children?: ReactNode;
  align?: "center" | "left";
  tone?: "light" | "dark";
}

/** The eyebrow + heading + intro that opens most sections. */
export function SectionHeading({
  eyebrow,
  title,
  id,
  children,
  align = "center",
  tone = "light",
}: SectionHeadingProps) {
  const centered = align === "center";
  return (
    <div className={centered ? "mx-auto max-w-3xl text-center" : "max-w-3xl"}>
      {eyebrow && (
        <p
          className={`text-sm font-bold tracking-widest uppercase ${tone === "dark" ? "text-accent-400" : "text-brand-600"}`}
        >
          {eyebrow}
        </p>
      )}
      <h2
        id={id}
        className={`mt-2 text-3xl font-extrabold tracking-tight sm:text-4xl ${tone === "dark" ? "text-white" : "text-ink"}`}
      >
        {title}
      </h2>
      {children && (
        <div className={`mt-4 text-lg ${tone === "dark" ? "text-slate-300" : "text-slate-600"}`}>
          {children}
        </div>
      )}
    </div>
  );
}
