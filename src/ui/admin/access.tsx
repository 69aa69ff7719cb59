import { createContext, useContext } from "react";
import { can, type Permission, permissionTexts } from "#src/lib/permissions.ts";

// What the signed-in account may do, for the back office's sidebar, screens and buttons: the
// same table the server checks (src/lib/permissions.ts). Hiding is for clarity; the server refuses
// anyway (docs/decisions/0033-roles-and-permissions.md).

const RolesContext = createContext<readonly string[]>([]);

/** The signed-in account's roles, given by the back office's layout. */
export const RolesProvider = RolesContext.Provider;

export function useRoles(): readonly string[] {
  return useContext(RolesContext);
}

/** Whether the signed-in account has any one of the permissions. */
export function useCan(...anyOf: Permission[]): boolean {
  const roles = useRoles();
  return anyOf.some((permission) => can(roles, permission));
}

/** What a screen the account may not use shows instead of itself. */
export function NoAccess() {
  return (
    <section aria-labelledby="no-access-title" className="rounded-xl bg-white p-8 shadow-sm">
      <h1 id="no-access-title" className="text-2xl font-bold text-slate-900">
        {permissionTexts.noAccess}
      </h1>
      <p className="mt-2 text-slate-700">
        Your account's roles do not include this screen. Ask an owner if you need it.
      </p>
    </section>
  );
}
