import type { Book, RETAILERS } from '@studyforge/contracts';

export type Retailer = (typeof RETAILERS)[number];

export interface RetailerLink {
  retailer: Retailer;
  /** The retailer's name on the card. */
  name: string;
  /** A short line under the name. */
  note: string;
  href: string;
  /** The first entry: the online retailer, marked 'Best Deal'. */
  bestDeal: boolean;
}

export const UNKNOWN_AUTHOR = 'Unknown Author';
/** Spec §2: a card shows at most two category badges. */
export const MAX_CARD_CATEGORIES = 2;

/** `A. Author, B. Author`, or 'Unknown Author' when the source names nobody. */
export function authorsLabel(authors: readonly string[]): string {
  const named = authors.map((author) => author.trim()).filter(Boolean);
  return named.length > 0 ? named.join(', ') : UNKNOWN_AUTHOR;
}

/** Only http(s) links leave the app: a catalogue value is never run as a script or opened as a data URL. */
export function safeExternalUrl(value: string | null | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value.trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null;
  } catch {
    return null;
  }
}

/** The host a link goes to, without `www.` (shown under the preview link). */
export function hostOf(href: string): string {
  try {
    return new URL(href).hostname.replace(/^www\./, '');
  } catch {
    return '';
  }
}

/**
 * 'Where to buy' (spec §2): first an online retailer search for title and author with the affiliate
 * tag, marked 'Best Deal'; second a bookstore search by title; third the book's own preview link, when
 * it has a usable one.
 */
export function retailerLinks(book: Pick<Book, 'title' | 'authors' | 'previewLink'>, affiliateTag: string): RetailerLink[] {
  const title = book.title.trim();
  const firstAuthor = book.authors.map((author) => author.trim()).find(Boolean);

  const amazon = new URL('https://www.amazon.com/s');
  amazon.searchParams.set('k', firstAuthor ? `${title} ${firstAuthor}` : title);
  const tag = affiliateTag.trim();
  if (tag) amazon.searchParams.set('tag', tag);

  const bookshop = new URL('https://bookshop.org/search');
  bookshop.searchParams.set('keywords', title);

  const links: RetailerLink[] = [
    { retailer: 'amazon', name: 'Amazon', note: 'New and used copies', href: amazon.toString(), bestDeal: true },
    { retailer: 'bookshop', name: 'Bookshop.org', note: 'Supports independent bookstores', href: bookshop.toString(), bestDeal: false },
  ];
  const preview = safeExternalUrl(book.previewLink);
  if (preview) links.push({ retailer: 'preview', name: 'Preview', note: hostOf(preview) || 'Read a sample', href: preview, bestDeal: false });
  return links;
}

/** The subject sent to the flashcard and quiz generators for a book: `<title> by <authors>`. */
export function bookStudySubject(book: Pick<Book, 'title' | 'authors'>): string {
  const named = book.authors.map((author) => author.trim()).filter(Boolean);
  const subject = named.length > 0 ? `${book.title.trim()} by ${named.join(', ')}` : book.title.trim();
  return subject.length > 300 ? `${subject.slice(0, 299).trimEnd()}…` : subject;
}

/** The badges of a card: at most two, no blanks, no repeats. */
export function cardCategories(categories: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of categories) {
    const category = raw.trim();
    const key = category.toLowerCase();
    if (!category || seen.has(key)) continue;
    seen.add(key);
    out.push(category);
    if (out.length === MAX_CARD_CATEGORIES) break;
  }
  return out;
}

export interface RatingView {
  /** One decimal: `4.3`. */
  value: string;
  /** 0–5 in halves, for the stars. */
  stars: number;
  /** `(1,234 ratings)`, or null when the count is not known. */
  count: string | null;
  /** What a screen reader says. */
  label: string;
}

/** The rating to show, only when the source has one (the catalogue never invents ratings). */
export function ratingView(book: Pick<Book, 'averageRating' | 'ratingsCount'>): RatingView | null {
  const rating = book.averageRating;
  if (rating === null || rating === undefined || !Number.isFinite(rating)) return null;
  const clamped = Math.min(5, Math.max(0, rating));
  const value = clamped.toFixed(1);
  const known = typeof book.ratingsCount === 'number' && book.ratingsCount > 0 ? book.ratingsCount : null;
  const count = known === null ? null : `(${known.toLocaleString('en-US')} ${known === 1 ? 'rating' : 'ratings'})`;
  const label = `Rated ${value} out of 5${known === null ? '' : ` from ${known.toLocaleString('en-US')} ${known === 1 ? 'rating' : 'ratings'}`}`;
  return { value, stars: Math.round(clamped * 2) / 2, count, label };
}

/** `MIT Press · 2009 · 1,312 pages`, from whatever the source knows. */
export function editionLine(book: Pick<Book, 'publisher' | 'publishedYear' | 'pageCount'>): string {
  const parts: string[] = [];
  if (book.publisher?.trim()) parts.push(book.publisher.trim());
  if (book.publishedYear) parts.push(String(book.publishedYear));
  if (book.pageCount) parts.push(`${book.pageCount.toLocaleString('en-US')} pages`);
  return parts.join(' · ');
}

/** Cover colours that read well with white text in both themes (oklch hues). */
export const COVER_HUES = [25, 55, 150, 185, 215, 250, 285, 320, 350] as const;

/** A stable cover hue for a title (FNV-1a, so similar titles still spread over the palette). */
export function coverHue(title: string): number {
  let hash = 0x811c9dc5;
  for (const char of title) {
    hash ^= char.codePointAt(0)!;
    hash = Math.imul(hash, 0x01000193);
  }
  hash ^= hash >>> 13;
  hash = Math.imul(hash, 0x5bd1e995);
  hash ^= hash >>> 15;
  return COVER_HUES[(hash >>> 0) % COVER_HUES.length]!;
}

/** "3 books for “cells” in Biology": what a search found. */
export function resultsSummary(count: number, query: string | null, subject: string | null): string {
  return `${count} ${count === 1 ? 'book' : 'books'}${query ? ` for “${query}”` : ''}${subject ? ` in ${subject}` : ''}`;
}
