import { bookSchema, MAJOR_NAMES, type Book } from '@studyforge/contracts';
import { z } from 'zod';

/**
 * Lenient readers for third-party JSON: a field of the wrong type reads as missing (null in the book)
 * instead of failing the whole answer.
 */
export const optionalText = z.string().optional().catch(undefined);
export const optionalTexts = z.array(z.unknown()).optional().catch(undefined);
export const optionalNumber = z.number().finite().optional().catch(undefined);

/** At most this many category labels per book (the card shows two). */
export const MAX_CATEGORIES = 3;

export function textOrNull(value: string | undefined): string | null {
  const trimmed = value?.replace(/\s+/g, ' ').trim();
  return trimmed ? trimmed : null;
}

export function stringsOf(values: unknown[] | undefined): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const value of values ?? []) {
    const text = typeof value === 'string' ? textOrNull(value) : null;
    if (text && !seen.has(text.toLowerCase())) {
      seen.add(text.toLowerCase());
      out.push(text);
    }
  }
  return out;
}

/** Google's descriptions may carry HTML (`<p>`, `<b>`, `<br>`): plain text for the card. */
export function plainText(value: string | undefined): string | null {
  if (!value) return null;
  const text = value
    .replace(/<br\s*\/?>/gi, ' ')
    .replace(/<\/p>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
  return textOrNull(text);
}

/** "2008-08-01", "2008-08" or "2008" → 2008; anything else → null. */
export function yearOf(value: string | number | undefined): number | null {
  if (typeof value === 'number') return Number.isInteger(value) && value > 0 && value < 3000 ? value : null;
  const match = /^\s*(\d{4})(?:-\d{2}){0,2}/.exec(value ?? '');
  return match ? Number(match[1]) : null;
}

export function positiveIntOrNull(value: number | undefined): number | null {
  return value !== undefined && Number.isInteger(value) && value > 0 ? value : null;
}

export function httpsUrl(value: string | undefined): string | null {
  const url = textOrNull(value);
  if (!url) return null;
  try {
    const parsed = new URL(url);
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return null;
    parsed.protocol = 'https:';
    return parsed.toString();
  } catch {
    return null;
  }
}

/**
 * Real rating data only: an average (0–5) with its count when the source has them, null otherwise.
 * A count of zero means nobody rated the book: no rating is shown then.
 */
export function ratingOf(average: number | undefined, count: number | undefined): Pick<Book, 'averageRating' | 'ratingsCount'> {
  const ratingsCount = count !== undefined && Number.isInteger(count) && count >= 0 ? count : null;
  if (ratingsCount === 0) return { averageRating: null, ratingsCount: null };
  const averageRating = average !== undefined && average >= 0 && average <= 5 ? Math.round(average * 100) / 100 : null;
  return { averageRating, ratingsCount: averageRating === null ? null : ratingsCount };
}

/** The canonical name of a major ("computer science" → "Computer Science"), or the text as given. */
export function canonicalSubject(subject: string): string {
  const wanted = subject.trim().toLowerCase();
  return MAJOR_NAMES.find((name) => name.toLowerCase() === wanted || slugOfSubject(name, '-') === wanted) ?? subject.trim();
}

export function slugOfSubject(name: string, separator: '-' | '_'): string {
  return name
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, separator)
    .replace(new RegExp(`^\\${separator}|\\${separator}$`, 'g'), '');
}

/** Keeps the books that satisfy the contract (a source's odd record is dropped, never sent on). */
export function validBooks(candidates: Book[]): Book[] {
  const seen = new Set<string>();
  const books: Book[] = [];
  for (const candidate of candidates) {
    const parsed = bookSchema.safeParse(candidate);
    if (parsed.success && !seen.has(parsed.data.id)) {
      seen.add(parsed.data.id);
      books.push(parsed.data);
    }
  }
  return books;
}

/** A uniformly shuffled copy (Fisher–Yates). */
export function shuffled<T>(items: readonly T[], random: () => number = Math.random): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

export function pickOne<T>(items: readonly T[], random: () => number = Math.random): T {
  return items[Math.floor(random() * items.length)]!;
}
