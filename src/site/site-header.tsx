import ChevronDown from "lucide-react/icons/chevron-down";
import Menu from "lucide-react/icons/menu";
import Search from "lucide-react/icons/search";
import X from "lucide-react/icons/x";
import { useId } from "react";
import { Link, NavLink } from "react-router";
import {
  aboutLinks,
  desktopServiceLinks,
  navLinksAfterServices,
  serviceLinks,
} from "#src/content/services.ts";
import { SearchForm } from "#src/features/site-search/site/search-form.tsx";
import { siteSearchTexts } from "#src/features/site-search/site-search.texts.ts";

/** The navigation bar takes its scrolled style past 50 px. */
export const SCROLLED_THRESHOLD_PX = 50;

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-md px-2.5 py-2 text-[15px] font-medium transition-colors hover:text-brand-700 ${
    isActive ? "text-brand-700" : "text-slate-700"
  }`;

interface DropdownProps {
  label: string;
  items: readonly { label: string; to: string }[];
}

/**
 * A desktop menu as a popover: its button opens and closes it, Escape and a click outside close
 * it, with no script (docs/decisions/0017-public-site-behaviours.md). The `nav-dropdown`
 * behaviour adds hover opening, keeps a menu that hovering opened open when its label is then
 * clicked, closes it when focus leaves, and keeps `aria-expanded` on the button.
 */
function NavDropdown({ label, items }: DropdownProps) {
  const menuId = useId();
  return (
    // Each item scopes the anchor name its button gives and its menu is placed by.
    <li className="group relative [anchor-scope:--nav-menu]" data-behaviour="nav-dropdown">
      <button
        type="button"
        popoverTarget={menuId}
        aria-controls={menuId}
        className="flex items-center gap-1 rounded-md px-2.5 py-2 text-[15px] font-medium text-slate-700 [anchor-name:--nav-menu] hover:text-brand-700"
      >
        {label}
        <ChevronDown
          aria-hidden="true"
          className="size-4 transition-transform group-has-[:popover-open]:rotate-180"
        />
      </button>
      {/* Placed under its button by anchor positioning. */}
      <ul
        id={menuId}
        popover="auto"
        className="m-0 min-w-60 rounded-xl border border-slate-200 bg-white p-2 shadow-xl right-auto bottom-auto [left:anchor(left)] [position-anchor:--nav-menu] [top:anchor(bottom)]"
      >
        {items.map((item, position) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the menu lists one link twice, so the route alone is not unique
          <li key={`${item.to}-${position}`}>
            <NavLink
              to={item.to}
              className="block rounded-lg px-3 py-2 text-sm text-slate-700 hover:bg-brand-50 hover:text-brand-700"
            >
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </li>
  );
}

/** A sidebar group: a disclosure that expands and collapses with no script. */
function SidebarGroup({ label, items }: DropdownProps) {
  return (
    <li>
      <details className="group">
        <summary className="flex w-full cursor-pointer list-none items-center justify-between rounded-lg px-3 py-3 text-left text-base font-medium text-slate-800 hover:bg-slate-100 [&::-webkit-details-marker]:hidden">
          {label}
          <ChevronDown aria-hidden="true" className="size-5 transition-transform group-open:rotate-180" />
        </summary>
        <ul className="ml-3 border-l border-slate-200 pl-3">
          {items.map((item) => (
            <li key={item.to}>
              <Link
                to={item.to}
                className="block rounded-lg px-3 py-2 text-[15px] text-slate-700 hover:bg-slate-100"
              >
                {item.label}
              </Link>
            </li>
          ))}
        </ul>
      </details>
    </li>
  );
}

/**
 * The header's search: a button that opens the search box in a popover under it, with no script
 * (the form is a plain GET to the results page: docs/decisions/0049-site-search.md).
 */
function HeaderSearch() {
  const boxId = useId();
  return (
    <div className="[anchor-scope:--site-search]">
      <button
        type="button"
        popoverTarget={boxId}
        aria-controls={boxId}
        aria-label={siteSearchTexts.label}
        className="rounded-full p-2 text-slate-700 [anchor-name:--site-search] hover:bg-slate-100 hover:text-brand-700"
      >
        <Search aria-hidden="true" className="size-5" />
      </button>
      <div
        id={boxId}
        popover="auto"
        className="m-0 w-[22rem] rounded-xl border border-slate-200 bg-white p-3 shadow-xl left-auto bottom-auto [position-anchor:--site-search] [right:anchor(right)] [top:anchor(bottom)]"
      >
        <SearchForm compact />
      </div>
    </div>
  );
}

/**
 * The navigation bar and the mobile sidebar. `moreServices`: the pages staff placed in the
 * Services menu (src/features/pages/page.schema.ts), after the site's own.
 */
export function SiteHeader({
  clientPortalUrl,
  moreServices = [],
}: {
  clientPortalUrl: string;
  moreServices?: readonly { label: string; to: string }[];
}) {
  const sidebarId = useId();
  return (
    // The `scrolled-header` behaviour sets data-scrolled past the threshold; CSS does the rest.
    <header
      data-behaviour="scrolled-header"
      data-scrolled="false"
      data-threshold={SCROLLED_THRESHOLD_PX}
      className="sticky top-0 z-40 bg-white transition-[background-color,box-shadow] duration-300 data-[scrolled=true]:bg-white/95 data-[scrolled=true]:shadow-md data-[scrolled=true]:backdrop-blur"
    >
      <nav
        aria-label="Main"
        className="mx-auto flex h-20 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6"
      >
        <Link to="/" className="shrink-0" aria-label="Arvexa Technologies home">
          <img src="/brand/logo.svg" alt="" width={165} height={60} className="h-[60px] w-[165px]" />
        </Link>

        <ul className="hidden items-center gap-0.5 lg:flex">
          <li>
            <NavLink to="/" end className={linkClass}>
              Home
            </NavLink>
          </li>
          <NavDropdown label="About" items={aboutLinks} />
          <NavDropdown label="Services" items={[...desktopServiceLinks, ...moreServices]} />
          {navLinksAfterServices.map((item) => (
            <li key={item.to}>
              <NavLink to={item.to} className={linkClass}>
                {item.label}
              </NavLink>
            </li>
          ))}
        </ul>

        <div className="hidden items-center gap-2 lg:flex">
          <HeaderSearch />
          {/* The client portal is another application. */}
          <a
            href={clientPortalUrl}
            className="rounded-full border border-brand-600 px-4 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50"
          >
            Login
          </a>
          <Link
            to="/contact"
            className="rounded-full bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700"
          >
            Talk To Us
          </Link>
        </div>

        {/* Opens the sidebar with no script (an invoker command); the `sidebar` behaviour stands in where the browser lacks them. */}
        <button
          type="button"
          command="show-modal"
          commandfor={sidebarId}
          aria-label="Open menu"
          aria-haspopup="dialog"
          className="rounded-lg p-2 text-slate-800 hover:bg-slate-100 lg:hidden"
        >
          <Menu aria-hidden="true" className="size-7" />
        </button>
      </nav>

      {/* A modal dialog: Escape and a click on the backdrop close it, focus returns to the menu button. */}
      <dialog
        id={sidebarId}
        data-behaviour="sidebar"
        closedby="any"
        aria-label="Menu"
        className="fixed inset-y-0 right-0 left-auto m-0 h-full max-h-none w-[min(22rem,88vw)] max-w-none bg-white p-0 shadow-2xl backdrop:bg-slate-900/50 lg:hidden"
      >
        <div className="flex h-full flex-col">
          <div className="flex items-center justify-between border-b border-slate-200 px-4 py-3">
            <img
              src="/brand/logo.svg"
              alt="Arvexa Technologies"
              width={165}
              height={60}
              className="h-12 w-auto"
            />
            <button
              type="button"
              command="close"
              commandfor={sidebarId}
              aria-label="Close menu"
              className="rounded-lg p-2 text-slate-800 hover:bg-slate-100"
            >
              <X aria-hidden="true" className="size-6" />
            </button>
          </div>
          <SearchForm className="border-b border-slate-200 p-4" />
          <ul className="flex-1 space-y-0.5 overflow-y-auto p-3">
            <li>
              <Link
                to="/"
                className="block rounded-lg px-3 py-3 text-base font-medium text-slate-800 hover:bg-slate-100"
              >
                Home
              </Link>
            </li>
            <SidebarGroup label="About" items={aboutLinks} />
            <SidebarGroup label="Services" items={[...serviceLinks, ...moreServices]} />
            {navLinksAfterServices.map((item) => (
              <li key={item.to}>
                <Link
                  to={item.to}
                  className="block rounded-lg px-3 py-3 text-base font-medium text-slate-800 hover:bg-slate-100"
                >
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
          <div className="grid gap-2 border-t border-slate-200 p-4">
            <a
              href={clientPortalUrl}
              className="rounded-full border border-brand-600 px-4 py-2.5 text-center font-semibold text-brand-700"
            >
              Login
            </a>
            <Link
              to="/contact"
              className="rounded-full bg-brand-600 px-4 py-2.5 text-center font-semibold text-white"
            >
              Talk To Us
            </Link>
          </div>
        </div>
      </dialog>
    </header>
  );
}
