/**
 * The hidden field bots fill in. Its own module, free of zod, so that a form can name it
 * without loading the schemas (src/ui/lazy-zod-resolver.ts).
 */
export const HONEYPOT_FIELD = "website";
