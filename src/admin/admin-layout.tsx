import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import Briefcase from "lucide-react/icons/briefcase";
import ChevronDown from "lucide-react/icons/chevron-down";
import CircleUser from "lucide-react/icons/circle-user";
import LogOut from "lucide-react/icons/log-out";
import Menu from "lucide-react/icons/menu";
import Users from "lucide-react/icons/users";
import X from "lucide-react/icons/x";
import { lazy, useCallback, useEffect, useId, useRef, useState } from "react";
import { NavLink, Outlet, redirect, useLoaderData, useLocation, useNavigate } from "react-router";
import { company } from "#src/content/company.ts";
import {
  ADMIN_TOKEN_STORAGE_KEY,
  adminAuthTexts,
  adminSessionAnswer,
  adminSessionState,
} from "#src/features/admin-auth/admin-auth.schema.ts";
import {
  adminApi,
  clearAdminToken,
  configureAdminTokenKey,
  onAdminUnauthorized,
  readAdminToken,
} from "#src/lib/admin-api.ts";
import { sendRequest, TransportError } from "#src/lib/api-client.ts";
import { setCompanyTimeZone } from "#src/lib/date-time.ts";
import { NoAccess, RolesProvider, useCan, useRoles } from "#src/ui/admin/access.tsx";
import { adminHeaders, adminMeta } from "#src/ui/admin/admin-meta.ts";
import { LoadingState } from "#src/ui/admin/list-states.tsx";
import { RecordPanelsProvider } from "#src/ui/admin/record-panels.tsx";
import { forgetUnsavedChanges, UnsavedChangesGuard } from "#src/ui/admin/unsaved-changes.tsx";
import { toast } from "#src/ui/toast.tsx";
import {
  ADMIN_NAV_GROUPS,
  type AdminLink,
  adminLinks,
  canOpen,
  DASHBOARD_INDEX_LINK,
  firstScreen,
  HIRE_DEVELOPER_GROUP,
  HIRE_REQUESTS_PERMISSION,
  hireDeveloperLinks,
  OWN_ACCOUNT_LINK,
} from "./admin-navigation.ts";
import { UnreadBadge, UnreadCountsProvider, useUnreadCounts } from "./unread-counts.tsx";

configureAdminTokenKey(ADMIN_TOKEN_STORAGE_KEY);

/**
 * Other features' panels on the inbox's record screen, by kind (src/ui/admin/record-panels.tsx):
 * a job application shows the candidate's earlier applications and interviews. Loaded when a
 * record first shows them.
 */
const recordPanels = {
  application: [
    lazy(() =>
      import("#src/features/job-applications/admin/applied-before.tsx").then((module) => ({
        default: module.AppliedBefore,
      })),
    ),
    lazy(() =>
      import("#src/features/job-applications/admin/candidate-interviews.tsx").then((module) => ({
        default: module.CandidateInterviews,
      })),
    ),
  ],
};

export const meta = () => adminMeta("Dashboard");
export const headers = adminHeaders;

/**
 * The guard: no stored token → /admin. It asks the server too: a token
 * the server no longer accepts (401) is removed and the browser returns to /admin.
 */
export async function clientLoader({ request }: { request: Request }) {
  const token = readAdminToken();
  if (!token) throw redirect("/admin");
  try {
    const answer = await sendRequest("/api/admin/session", {
      method: "GET",
      headers: { authorization: `Bearer ${token}` },
    });
    if (answer.status === 401) {
      clearAdminToken();
      throw redirect("/admin");
    }
    const session = adminSessionAnswer.safeParse(answer.json);
    // A temporary password or a two-factor set-up still owed: the own account's screen first.
    // The session also says the company's time zone, in which every screen shows its times.
    const owed = adminSessionState.safeParse((answer.json as { data?: unknown } | null)?.data);
    if (owed.success) setCompanyTimeZone(owed.data.timeZone);
    // An account without a display name is asked for one there too (people are named by it).
    if (
      owed.success &&
      (owed.data.mustChangePassword || owed.data.mustSetUpTwoFactor || owed.data.mustSetName) &&
      new URL(request.url).pathname !== OWN_ACCOUNT_LINK
    ) {
      throw redirect(OWN_ACCOUNT_LINK);
    }
    const roles = owed.success ? owed.data.roles : [];
    // The dashboard's own address opens the first screen these roles may use.
    const pathname = new URL(request.url).pathname.replace(/\/+$/, "");
    if (pathname === "/admin/dashboard" && !canOpen(roles, pathname)) throw redirect(firstScreen(roles));
    return { number: answer.ok && session.success ? session.data.number : null, roles };
  } catch (error) {
    // Offline: the screens' own loads show their errors.
    if (error instanceof TransportError) return { number: null, roles: [] as string[] };
    throw error;
  }
}
clientLoader.hydrate = true as const;

/** What the server renders for /admin/dashboard/*: the token lives in the browser. */
export function HydrateFallback() {
  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-100">
      <LoadingState />
    </main>
  );
}

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `block rounded-lg px-3 py-2 text-sm font-medium focus-visible:outline-white ${
    isActive ? "bg-brand-600 text-white" : "text-slate-200 hover:bg-white/10 hover:text-white"
  }`;

function SidebarLink({ link, onNavigate }: { link: AdminLink; onNavigate?: () => void }) {
  const location = useLocation();
  const counts = useUnreadCounts();
  return (
    <li>
      <NavLink
        to={link.to}
        onClick={onNavigate}
        className={({ isActive }) =>
          linkClass({
            isActive:
              isActive || (link.to === DASHBOARD_INDEX_LINK && location.pathname === "/admin/dashboard"),
          })
        }
      >
        <span className="flex items-center gap-2">
          {link.label}
          <UnreadBadge count={link.unread ? counts?.[link.unread] : undefined} />
        </span>
      </NavLink>
    </li>
  );
}

/** The spec's expandable Hire Developer group: one link per developer category. */
function HireDeveloperGroup({ onNavigate }: { onNavigate?: () => void }) {
  const location = useLocation();
  const counts = useUnreadCounts();
  const groupId = useId();
  const [hireOpen, setHireOpen] = useState(location.pathname.startsWith("/admin/dashboard/hiring/"));
  return (
    <li>
      <button
        type="button"
        aria-expanded={hireOpen}
        aria-controls={groupId}
        onClick={() => setHireOpen((open) => !open)}
        className="flex w-full items-center justify-between rounded-lg px-3 py-2 text-left text-sm font-medium text-slate-200 hover:bg-white/10 hover:text-white focus-visible:outline-white"
      >
        <span className="flex items-center gap-2">
          <Users aria-hidden="true" className="size-4" /> Hire Developer
          <UnreadBadge count={counts?.hire.total} />
        </span>
        <ChevronDown
          aria-hidden="true"
          className={`size-4 transition-transform ${hireOpen ? "rotate-180" : ""}`}
        />
      </button>
      <ul id={groupId} hidden={!hireOpen} className="mt-1 space-y-1 border-l border-white/15 pl-3 ml-3">
        {hireDeveloperLinks.map((link) => (
          <li key={link.category}>
            <NavLink to={link.to} onClick={onNavigate} className={linkClass}>
              <span className="flex items-center gap-2">
                {link.label}
                <UnreadBadge count={counts?.hire.byCategory[link.category]} />
              </span>
            </NavLink>
          </li>
        ))}
      </ul>
    </li>
  );
}

/**
 * The person's own menu at the sidebar's foot: who is signed in, their account's screen and
 * Log Out. Open while its screen is shown.
 */
function AccountMenu({
  number,
  onNavigate,
  onLogOut,
  loggingOut,
}: {
  number: string | null;
  onNavigate?: () => void;
  onLogOut: () => void;
  loggingOut: boolean;
}) {
  const location = useLocation();
  const menuId = useId();
  const links = adminLinks.filter((link) => link.group === "Account");
  const [open, setOpen] = useState(links.some((link) => link.to === location.pathname));
  return (
    <div className="mt-auto border-t border-white/15 pt-4">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
        className="flex w-full items-center justify-between gap-2 rounded-lg px-3 py-2 text-left text-sm font-medium text-slate-200 hover:bg-white/10 hover:text-white focus-visible:outline-white"
      >
        <span className="flex min-w-0 items-center gap-2">
          <CircleUser aria-hidden="true" className="size-4 shrink-0" />
          <span className="truncate">Account{number ? ` ${number}` : ""}</span>
        </span>
        <ChevronDown
          aria-hidden="true"
          className={`size-4 transition-transform ${open ? "" : "rotate-180"}`}
        />
      </button>
      <ul id={menuId} hidden={!open} className="mt-1 space-y-1">
        {links.map((link) => (
          <SidebarLink key={link.to} link={link} onNavigate={onNavigate} />
        ))}
        <li>
          <button
            type="button"
            onClick={onLogOut}
            disabled={loggingOut}
            className="flex w-full items-center gap-2 rounded-lg px-3 py-2 text-sm font-medium text-slate-200 hover:bg-white/10 hover:text-white focus-visible:outline-white disabled:opacity-60"
          >
            <LogOut aria-hidden="true" className="size-4" /> {loggingOut ? "Logging out..." : "Log Out"}
          </button>
        </li>
      </ul>
    </div>
  );
}

/** The sidebar: the Overview and the Inbox, then the groups of work, then the person's own menu. */
function SidebarNav({
  number,
  onNavigate,
  onLogOut,
  loggingOut,
}: {
  number: string | null;
  onNavigate?: () => void;
  onLogOut: () => void;
  loggingOut: boolean;
}) {
  const headingId = useId();
  const roles = useRoles();
  const canHire = useCan(HIRE_REQUESTS_PERMISSION);
  // A link the account may not use is not shown (src/lib/permissions.ts).
  const visible = adminLinks.filter((link) => canOpen(roles, link.to));
  return (
    <nav aria-label="Admin" className="flex h-full flex-col gap-1 p-4">
      <ul className="space-y-1">
        {visible
          .filter((link) => !link.group)
          .map((link) => (
            <SidebarLink key={link.to} link={link} onNavigate={onNavigate} />
          ))}
      </ul>
      {ADMIN_NAV_GROUPS.map((group) => {
        const links = visible.filter((link) => link.group === group);
        const hire = group === HIRE_DEVELOPER_GROUP && canHire;
        if (links.length === 0 && !hire) return null;
        return (
          <div key={group} className="mt-3">
            <h2
              id={`${headingId}-${group}`}
              className="px-3 pb-1 text-xs font-semibold tracking-wide text-slate-300 uppercase"
            >
              {group}
            </h2>
            <ul aria-labelledby={`${headingId}-${group}`} className="space-y-1">
              {links.map((link) => (
                <SidebarLink key={link.to} link={link} onNavigate={onNavigate} />
              ))}
              {hire && <HireDeveloperGroup onNavigate={onNavigate} />}
            </ul>
          </div>
        );
      })}
      <AccountMenu number={number} onNavigate={onNavigate} onLogOut={onLogOut} loggingOut={loggingOut} />
    </nav>
  );
}

function Brand() {
  return (
    <div className="flex items-center gap-2 px-4 pt-5 pb-2">
      <img src="/brand/logo-light.svg" alt="" width={165} height={60} className="h-9 w-auto" />
      <span className="sr-only">{company.name}</span>
      <span className="rounded bg-white/10 px-1.5 py-0.5 text-xs font-semibold tracking-wide text-slate-200">
        Admin
      </span>
    </div>
  );
}

export default function AdminLayout() {
  const { number, roles } = useLoaderData<typeof clientLoader>();
  const navigate = useNavigate();
  const location = useLocation();
  const [queryClient] = useState(
    () =>
      new QueryClient({
        defaultOptions: {
          queries: { retry: false, refetchOnWindowFocus: false },
          mutations: { retry: false },
        },
      }),
  );
  const [loggingOut, setLoggingOut] = useState(false);
  const drawerRef = useRef<HTMLDialogElement>(null);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const mainRef = useRef<HTMLElement>(null);

  useEffect(() => {
    onAdminUnauthorized(() => {
      queryClient.clear();
      toast.error(adminAuthTexts.sessionExpired);
      forgetUnsavedChanges();
      navigate("/admin", { replace: true });
    });
    return () => onAdminUnauthorized(null);
  }, [navigate, queryClient]);

  // A screen change moves focus to its content, as a page load would.
  const firstRender = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each path change on purpose.
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    mainRef.current?.focus();
  }, [location.pathname]);

  const closeDrawer = useCallback(() => drawerRef.current?.close(), []);

  async function logOut() {
    setLoggingOut(true);
    try {
      await adminApi.post("/api/admin/logout", {});
    } catch {
      // Offline: the token is still removed here; it expires on the server by itself.
    }
    clearAdminToken();
    queryClient.clear();
    closeDrawer();
    forgetUnsavedChanges();
    navigate("/admin", { replace: true });
  }

  return (
    <QueryClientProvider client={queryClient}>
      <RolesProvider value={roles}>
        <UnreadCountsProvider>
          <RecordPanelsProvider value={recordPanels}>
            <div className="min-h-screen bg-slate-100 lg:flex">
              <a
                href="#admin-main"
                className="sr-only z-[60] rounded bg-white px-4 py-2 text-brand-700 focus:not-sr-only focus:fixed focus:top-4 focus:left-4"
              >
                Skip to content
              </a>
              {/* Large screens: a fixed sidebar. */}
              <aside className="hidden w-64 shrink-0 bg-ink lg:sticky lg:top-0 lg:flex lg:h-screen lg:flex-col lg:overflow-y-auto">
                <Brand />
                <SidebarNav number={number} onLogOut={logOut} loggingOut={loggingOut} />
              </aside>

              {/* Small screens: a top bar and a slide-in drawer that closes on choosing a link. */}
              <header className="sticky top-0 z-30 flex items-center justify-between bg-ink px-4 py-3 lg:hidden">
                <img
                  src="/brand/logo-light.svg"
                  alt={`${company.name} admin`}
                  width={165}
                  height={60}
                  className="h-8 w-auto"
                />
                <button
                  ref={menuButtonRef}
                  type="button"
                  aria-label="Open menu"
                  onClick={() => drawerRef.current?.showModal()}
                  className="rounded-lg p-2 text-white hover:bg-white/10"
                >
                  <Menu aria-hidden="true" className="size-6" />
                </button>
              </header>
              <dialog
                ref={drawerRef}
                aria-label="Admin menu"
                onClose={() => menuButtonRef.current?.focus()}
                className="m-0 h-full transition-transform duration-200 ease-out starting:open:-translate-x-full max-h-none w-72 max-w-[85vw] bg-ink p-0 text-white backdrop:bg-slate-900/60 lg:hidden"
              >
                <div className="flex h-full flex-col">
                  <div className="flex items-center justify-between pr-3">
                    <Brand />
                    <button
                      type="button"
                      aria-label="Close menu"
                      onClick={closeDrawer}
                      className="mt-3 rounded-lg p-2 text-white hover:bg-white/10"
                    >
                      <X aria-hidden="true" className="size-5" />
                    </button>
                  </div>
                  <SidebarNav
                    number={number}
                    onNavigate={closeDrawer}
                    onLogOut={logOut}
                    loggingOut={loggingOut}
                  />
                </div>
              </dialog>

              <main
                id="admin-main"
                ref={mainRef}
                tabIndex={-1}
                className="min-w-0 flex-1 px-4 py-6 outline-none sm:px-6 lg:px-10 lg:py-10"
              >
                <div className="mx-auto max-w-6xl">
                  <p className="mb-4 flex items-center gap-2 text-sm text-slate-600">
                    <Briefcase aria-hidden="true" className="size-4" /> {company.name} back office
                  </p>
                  {canOpen(roles, location.pathname) ? <Outlet /> : <NoAccess />}
                </div>
                <UnsavedChangesGuard />
              </main>
            </div>
          </RecordPanelsProvider>
        </UnreadCountsProvider>
      </RolesProvider>
    </QueryClientProvider>
  );
}
