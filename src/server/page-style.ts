import { createHash } from "node:crypto";
import css from "#src/app.css?inline";

/** The built stylesheet (Tailwind, minified by the build), inlined in every page. */
export const pageStyle = css;

/** Its CSP source: the one inline style any page carries. */
export const pageStyleHash = `'sha256-${createHash("sha256").update(css, "utf8").digest("base64")}'`;
