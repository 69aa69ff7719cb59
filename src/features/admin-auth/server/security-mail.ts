import { company } from "#src/content/company.ts";
import { browserLabel } from "#src/lib/user-agent.ts";
import type { OutgoingMail } from "#src/platform/mail/mail-content.ts";
import type { AdminRow } from "./admins.table.ts";

/**
 * The notice to an account's own e-mail that its two-factor sign-in was set up or replaced, so
 * that an owner whose session was taken learns of it (docs/decisions/0032-sign-in-lockout.md).
 * None when the account has no e-mail.
 */
export function twoFactorChangedMail(
  account: AdminRow,
  change: { replaced: boolean; at: Date; timeZone: string; address: string; userAgent: string },
): OutgoingMail[] {
  if (!account.email) return [];
  const what = change.replaced ? "replaced" : "set up";
  const when = new Intl.DateTimeFormat("en-IN", {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: change.timeZone,
  }).format(change.at);
  return [
    {
      kind: "account",
      purpose: "account",
      to: { name: account.name, address: account.email },
      subject: `Two-factor sign-in was ${what} on your ${company.name} account`,
      content: {
        heading: `Two-factor sign-in was ${what}`,
        paragraphs: [
          `The authenticator app of the back-office account ${account.number} was ${what} on ${when} (${change.timeZone}), from the address ${change.address} with ${browserLabel(change.userAgent)}. Every other session of the account has ended.`,
          "If this was not you, tell another administrator at once: they can reset your password and turn two-factor sign-in off for your account.",
        ],
        signed: false,
      },
    },
  ];
}
