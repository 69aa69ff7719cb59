import "react";

// Invoker commands (HTML's `command` and `commandfor` on a button): a button opens or closes a
// dialog or a popover with no script. React renders them as written; its types do not list them
// yet. The public site's sidebar uses them (src/site/site-header.tsx).
declare module "react" {
  interface ButtonHTMLAttributes<T> {
    command?: "show-modal" | "close" | "request-close" | "toggle-popover" | "show-popover" | "hide-popover";
    commandfor?: string;
  }
}
