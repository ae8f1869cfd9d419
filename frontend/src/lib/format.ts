/** `1 credit`, `3 credits`, `Free` for 0. */
export function formatCredits(amount: number, options: { zeroAsFree?: boolean } = {}): string {
  if (amount === 0 && options.zeroAsFree) return 'Free';
  return `${amount.toLocaleString('en-US')} ${amount === 1 ? 'credit' : 'credits'}`;
}

/** Initials of first and last name, or 'U' when neither exists (spec §2, avatar). */
export function initialsOf(firstName?: string | null, lastName?: string | null): string {
  const first = firstName?.trim().charAt(0) ?? '';
  const last = lastName?.trim().charAt(0) ?? '';
  const initials = `${first}${last}`.toUpperCase();
  return initials || 'U';
}

/** Full name for display; falls back to the given text when both parts are missing. */
export function fullNameOf(firstName?: string | null, lastName?: string | null, fallback = 'Student'): string {
  const name = [firstName?.trim(), lastName?.trim()].filter(Boolean).join(' ');
  return name || fallback;
}
