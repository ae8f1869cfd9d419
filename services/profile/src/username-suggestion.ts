import { RESERVED_USERNAMES, USERNAME_PATTERN } from '@studyforge/contracts';

const MAX_BASE_LENGTH = 24;

/** Whether a name may be a username: the pattern, and not a reserved path word. */
export function isUsableUsername(name: string | null | undefined): name is string {
  return !!name && USERNAME_PATTERN.test(name) && !(RESERVED_USERNAMES as readonly string[]).includes(name.toLowerCase());
}

/** `Zoë O'Brien` → `zoeobrien`: letters and digits of the names, accents dropped, lower case; `student` when too short. */
export function usernameBase(firstName: string | null, lastName: string | null): string {
  const letters = `${firstName ?? ''}${lastName ?? ''}`
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9]/g, '')
    .toLowerCase()
    .slice(0, MAX_BASE_LENGTH);
  return isUsableUsername(letters) ? letters : 'student';
}

/**
 * The usernames to try, in order, for a student's first profile: the one auth held (when usable), the
 * names, then the names with a number. `random` is injectable so tests can pin the numbers.
 */
export function usernameCandidates(
  legacy: string | null,
  firstName: string | null,
  lastName: string | null,
  random: () => number = Math.random,
): string[] {
  const base = usernameBase(firstName, lastName);
  const numbered = Array.from({ length: 8 }, (_, attempt) => `${base}${Math.floor(random() * 10 ** (attempt < 4 ? 4 : 6))}`);
  return [...(isUsableUsername(legacy) ? [legacy] : []), base, ...numbered];
}
