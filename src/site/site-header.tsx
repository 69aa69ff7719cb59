import { ChevronDown, Menu, X } from "lucide-react";
import { useCallback, useEffect, useId, useRef, useState } from "react";
import { Link, NavLink, useLocation } from "react-router";
import {
  aboutLinks,
  desktopServiceLinks,
  navLinksAfterServices,
  serviceLinks,
} from "#src/content/services.ts";

/** The navigation bar takes its scrolled style past 50 px. */
export const SCROLLED_THRESHOLD_PX = 50;

function useScrolledPast(threshold: number) {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > threshold);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, [threshold]);
  return scrolled;
}

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-md px-2.5 py-2 text-[15px] font-medium transition-colors hover:text-brand-700 ${
    isActive ? "text-brand-700" : "text-slate-700"
  }`;

interface DropdownProps {
  label: string;
  items: readonly { label: string; to: string }[];
}

/**
 * A disclosure menu: opens on click or hover, closes on Escape, outside click or leaving focus.
 * A click on the label of a menu that hovering opened keeps it open (a pointer that hovers and
 * clicks, or a tap on a wide touch screen, which fires both), rather than closing it at once.
 */
function NavDropdown({ label, items }: DropdownProps) {
  const [open, setOpen] = useState(false);
  const openedByHover = useRef(false);
  const menuId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const containerRef = useRef<HTMLLIElement>(null);
  const location = useLocation();

  // Choosing a link (a route change) closes the menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: location is the trigger
  useEffect(() => setOpen(false), [location.pathname]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [open]);

  return (
    // biome-ignore lint/a11y/noNoninteractiveElementInteractions: delegated handlers for the button and links inside (hover, Escape, focus leaving)
    <li
      ref={containerRef}
      className="relative"
      onMouseEnter={() => {
        if (open) return;
        openedByHover.current = true;
        setOpen(true);
      }}
      onMouseLeave={() => {
        openedByHover.current = false;
        setOpen(false);
      }}
      onKeyDown={(event) => {
        if (event.key === "Escape" && open) {
          event.stopPropagation();
          setOpen(false);
          buttonRef.current?.focus();
        }
      }}
      onBlur={(event) => {
        if (!containerRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => {
          if (openedByHover.current) {
            openedByHover.current = false;
            setOpen(true);
            return;
          }
          setOpen((value) => !value);
        }}
        className="flex items-center gap-1 rounded-md px-2.5 py-2 text-[15px] font-medium text-slate-700 hover:text-brand-700"
      >
        {label}
        <ChevronDown
          aria-hidden="true"
          className={`size-4 transition-transform ${open ? "rotate-180" : ""}`}
        />
      </button>
      <ul
        id={menuId}
        hidden={!open}
        className="absolute left-0 top-full z-50 min-w-60 rounded-xl border border-slate-200 bg-white p-2 shadow-xl"
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

interface SidebarGroupProps {
  label: string;
  items: readonly { label: string; to: string }[];
  onNavigate: () => void;
}

function SidebarGroup({ label, items, onNavigate }: SidebarGroupProps) {
  const [expanded, setExpanded] = useState(false);
  const groupId = useId();
  return (
    <li>
      <button
        type="button"
        aria-expanded={expanded}
        aria-controls={groupId}
        onClick={() => setExpanded((value) => !value)}
        className="flex w-full items-center justify-between rounded-lg px-3 py-3 text-left text-base font-medium text-slate-800 hover:bg-slate-100"
      >
        {label}
        <ChevronDown
          aria-hidden="true"
          className={`size-5 transition-transform ${expanded ? "rotate-180" : ""}`}
        />
      </button>
      <ul id={groupId} hidden={!expanded} className="ml-3 border-l border-slate-200 pl-3">
        {items.map((item) => (
          <li key={item.to}>
            <Link
              to={item.to}
              onClick={onNavigate}
              className="block rounded-lg px-3 py-2 text-[15px] text-slate-700 hover:bg-slate-100"
            >
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </li>
  );
}

export function SiteHeader({ clientPortalUrl }: { clientPortalUrl: string }) {
  const scrolled = useScrolledPast(SCROLLED_THRESHOLD_PX);
  const sidebarRef = useRef<HTMLDialogElement>(null);
  const openSidebar = () => sidebarRef.current?.showModal();
  const closeSidebar = useCallback(() => sidebarRef.current?.close(), []);

  return (
    <header
      data-scrolled={scrolled}
      className={`sticky top-0 z-40 transition-[background-color,box-shadow] duration-300 ${
        scrolled ? "bg-white/95 shadow-md backdrop-blur" : "bg-white"
      }`}
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
          <NavDropdown label="Services" items={desktopServiceLinks} />
          {navLinksAfterServices.map((item) => (
            <li key={item.to}>
              <NavLink to={item.to} className={linkClass}>
                {item.label}
              </NavLink>
            </li>
          ))}
        </ul>

        <div className="hidden items-center gap-2 lg:flex">
          {/* The client portal is another application: a full-page navigation, not a route. */}
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

        <button
          type="button"
          onClick={openSidebar}
          aria-label="Open menu"
          aria-haspopup="dialog"
          className="rounded-lg p-2 text-slate-800 hover:bg-slate-100 lg:hidden"
        >
          <Menu aria-hidden="true" className="size-7" />
        </button>
      </nav>

      {/* A click on the backdrop (the dialog element itself) closes the sidebar; Escape is native. */}
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: keyboard users close it with Escape or the Close button */}
      <dialog
        ref={sidebarRef}
        aria-label="Menu"
        className="fixed inset-y-0 right-0 left-auto m-0 h-full max-h-none w-[min(22rem,88vw)] max-w-none bg-white p-0 shadow-2xl backdrop:bg-slate-900/50 lg:hidden"
        onClick={(event) => {
          if (event.target === event.currentTarget) closeSidebar();
        }}
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
              onClick={closeSidebar}
              aria-label="Close menu"
              className="rounded-lg p-2 text-slate-800 hover:bg-slate-100"
            >
              <X aria-hidden="true" className="size-6" />
            </button>
          </div>
          <ul className="flex-1 space-y-0.5 overflow-y-auto p-3">
            <li>
              <Link
                to="/"
                onClick={closeSidebar}
                className="block rounded-lg px-3 py-3 text-base font-medium text-slate-800 hover:bg-slate-100"
              >
                Home
              </Link>
            </li>
            <SidebarGroup label="About" items={aboutLinks} onNavigate={closeSidebar} />
            <SidebarGroup label="Services" items={serviceLinks} onNavigate={closeSidebar} />
            {navLinksAfterServices.map((item) => (
              <li key={item.to}>
                <Link
                  to={item.to}
                  onClick={closeSidebar}
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
              onClick={closeSidebar}
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
