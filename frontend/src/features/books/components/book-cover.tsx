import type { Book } from '@studyforge/contracts';
import { useState } from 'react';
import { cn } from '@/lib/cn';
import { authorsLabel, coverHue, safeExternalUrl } from '../book-links';

type CoverSize = 'xs' | 'md';

const SIZES: Record<CoverSize, { box: string; title: string; author: string; pad: string }> = {
  xs: { box: 'w-11', title: 'text-[5px] leading-[1.15] line-clamp-4', author: 'hidden', pad: 'p-1 pl-1.5' },
  md: {
    box: 'w-[5.5rem] sm:w-28 xl:w-32',
    title: 'text-[10px] leading-tight line-clamp-5 sm:text-[12px] sm:leading-snug xl:text-[13px]',
    author: 'text-[7px] line-clamp-2 sm:text-[8.5px] xl:text-[9px]',
    pad: 'p-2 pl-3 sm:p-3 sm:pl-4',
  },
};

interface BookCoverProps {
  book: Pick<Book, 'title' | 'authors' | 'thumbnail'>;
  size?: CoverSize;
  className?: string;
}

/**
 * The book's thumbnail, or (when the source has none, or it fails to load) a cover drawn from the
 * title: a colour of its own, a spine, the title and the authors. Decorative: the card names the book.
 */
export function BookCover({ book, size = 'md', className }: BookCoverProps) {
  const [broken, setBroken] = useState(false);
  const thumbnail = safeExternalUrl(book.thumbnail);
  const s = SIZES[size];
  const frame = cn('relative aspect-[2/3] shrink-0 overflow-hidden rounded-r-md rounded-l-[3px] shadow-[0_6px_16px_-6px_rgb(0_0_0/0.45)]', s.box, className);

  if (thumbnail && !broken) {
    return (
      <div className={cn(frame, 'bg-muted')} aria-hidden data-testid="book-cover" data-generated="false">
        <img src={thumbnail} alt="" loading="lazy" decoding="async" referrerPolicy="no-referrer" onError={() => setBroken(true)} className="size-full object-cover" />
        <span className="absolute inset-y-0 left-0 w-1.5 bg-gradient-to-r from-black/25 to-transparent" />
      </div>
    );
  }

  const hue = coverHue(book.title);
  return (
    <div
      className={cn(frame, 'flex flex-col text-white')}
      style={{ backgroundImage: `linear-gradient(150deg, oklch(0.58 0.13 ${hue}) 0%, oklch(0.4 0.12 ${(hue + 35) % 360}) 100%)` }}
      aria-hidden
      data-testid="book-cover"
      data-generated="true"
    >
      {/* Spine and page edge */}
      <span className="absolute inset-y-0 left-0 w-2 bg-gradient-to-r from-black/30 via-black/10 to-transparent" />
      <span className="absolute inset-y-0 left-2 w-px bg-white/20" />
      {/* A band near the top, as on a hardback */}
      <span className="absolute inset-x-0 top-[14%] h-px bg-white/30" />
      <span className="absolute inset-x-0 top-[16%] h-px bg-white/15" />
      <div className={cn('relative flex h-full flex-col justify-between', s.pad)}>
        <p className={cn('mt-[18%] font-serif font-semibold text-balance break-words hyphens-auto drop-shadow-sm', s.title)}>{book.title}</p>
        <p className={cn('font-medium tracking-wide text-white/80 uppercase', s.author)}>{authorsLabel(book.authors)}</p>
      </div>
    </div>
  );
}
