/** `credit` for exactly one, `credits` otherwise: the one place the word is pluralised. */
export function creditWord(amount: number): 'credit' | 'credits' {
  return amount === 1 ? 'credit' : 'credits';
}

/** `1 credit`, `3 credits`, `1,250 credits`, `Free` for 0 when asked. */
export function formatCredits(amount: number, options: { zeroAsFree?: boolean } = {}): string {
  if (amount === 0 && options.zeroAsFree) return 'Free';
  return `${amount.toLocaleString('en-US')} ${creditWord(amount)}`;
}

/** `5 credits used`: what a generation charged. */
export function creditsUsed(amount: number): string {
  return `${formatCredits(amount)} used`;
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

/** `just now`, `5 min ago`, `3 h ago`, `yesterday`, then `Mar 4` (or `Mar 4, 2025` in another year). */
export function formatRelativeDate(iso: string, now: Date = new Date()): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const seconds = Math.round((now.getTime() - date.getTime()) / 1000);
  if (seconds < 60) return 'just now';
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} h ago`;
  if (hours < 48) return 'yesterday';
  const sameYear = date.getFullYear() === now.getFullYear();
  return date.toLocaleDateString('en-US', { month: 'short', day: 'numeric', ...(sameYear ? {} : { year: 'numeric' }) });
}
