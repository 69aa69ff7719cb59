import { config } from "zod";

// zod compiles fast parsers with `new Function` after probing whether the page allows it; under
// this site's Content-Security-Policy (no 'unsafe-eval': src/platform/http/security-headers.ts)
// the probe itself is reported as a violation on every page, though zod catches it. Jitless
// parsing skips the probe; our schemas are small enough that the compiled parsers bring nothing.
config({ jitless: true });
