import type { ZxcvbnFactory } from "@zxcvbn-ts/core";
import { accountTexts, MIN_PASSWORD_LENGTH } from "../admin-auth.schema.ts";

/** argon2id with OWASP's first recommended parameters: m = 19 MiB, t = 2, p = 1 (~30 ms here). */
const ARGON2_OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

let argon2: Promise<typeof import("@node-rs/argon2")> | undefined;

/**
 * The native hasher is loaded at the first sign-in or password change, not at start: loaded, it
 * holds ~3 MiB of an idle server's memory (docs/decisions/0024-start-and-memory.md).
 */
function loadArgon2() {
  argon2 ??= import("@node-rs/argon2");
  return argon2;
}

export async function hashPassword(password: string): Promise<string> {
  return (await loadArgon2()).hash(password, ARGON2_OPTIONS);
}

/**
 * How many passwords and second-factor codes this process has checked: the tests read it to
 * prove that a burst of guesses reaches the hash no more often than the lockout allows.
 */
export const guessesEvaluated = { passwords: 0, codes: 0 };

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  guessesEvaluated.passwords += 1;
  try {
    return await (await loadArgon2()).verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** The lowest zxcvbn score a new password may have: 3 of 4 ("safely unguessable", ~10^8 guesses and more). */
export const MIN_PASSWORD_SCORE = 3;

let strength: Promise<ZxcvbnFactory> | undefined;

/** The dictionaries take a few megabytes: loaded at the first password change, not at start. */
async function loadStrength(): Promise<ZxcvbnFactory> {
  const [{ ZxcvbnFactory }, commonWords, englishWords] = await Promise.all([
    import("@zxcvbn-ts/core"),
    import("@zxcvbn-ts/language-common"),
    import("@zxcvbn-ts/language-en"),
  ]);
  return new ZxcvbnFactory({
    translations: englishWords.translations,
    graphs: commonWords.adjacencyGraphs,
    dictionary: { ...commonWords.dictionary, ...englishWords.dictionary },
  });
}

/**
 * Why a new password is refused, or null when it is accepted: at least 12 characters, and not
 * among the common passwords, words, names, keyboard patterns or the account's own number,
 * name and e-mail (zxcvbn with the common and English dictionaries).
 */
export async function passwordProblem(password: string, accountWords: string[]): Promise<string | null> {
  if (password.length < MIN_PASSWORD_LENGTH) return accountTexts.passwordTooShort;
  strength ??= loadStrength();
  const result = (await strength).check(password.slice(0, 128), accountWords.filter(Boolean));
  return result.score < MIN_PASSWORD_SCORE ? accountTexts.passwordTooGuessable : null;
}
