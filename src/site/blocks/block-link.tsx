import type { ReactNode } from "react";
import { Link } from "react-router";

/** A block's link: a path of the site through the router, an anchor or another site as it is. */
export function BlockLink({
  href,
  className,
  children,
}: {
  href: string;
  className: string;
  children: ReactNode;
}) {
  if (href.startsWith("/"))
    return (
      <Link to={href} className={className}>
        {children}
      </Link>
    );
  return (
    <a href={href} className={className}>
      {children}
    </a>
  );
}
