import type { CurrentUser } from '@studyforge/contracts';
import { useState } from 'react';
import { cn } from '@/lib/cn';
import { initialsOf } from '@/lib/format';

export type MenuUser = Pick<CurrentUser, 'firstName' | 'lastName' | 'email' | 'profileImageUrl'>;

/**
 * The student's picture, or their initials until it has loaded and when it cannot. Plain elements
 * (no Radix Avatar), so the signed-in frame paints without Radix code.
 */
export function UserAvatar({ user, className }: { user: MenuUser; className?: string }) {
  const [shown, setShown] = useState<'loading' | 'loaded' | 'failed'>('loading');
  const image = user.profileImageUrl && shown !== 'failed' ? user.profileImageUrl : null;
  return (
    <span data-slot="avatar" className={cn('relative flex size-9 shrink-0 overflow-hidden rounded-full', className)}>
      {shown === 'loaded' && image ? null : (
        <span
          data-testid="avatar-initials"
          className="flex size-full items-center justify-center rounded-full bg-brand-gradient text-sm font-semibold text-white"
        >
          {initialsOf(user.firstName, user.lastName)}
        </span>
      )}
      {image ? (
        <img
          src={image}
          alt=""
          onLoad={() => setShown('loaded')}
          onError={() => setShown('failed')}
          className={cn('aspect-square size-full object-cover', shown === 'loaded' ? '' : 'absolute inset-0 opacity-0')}
        />
      ) : null}
    </span>
  );
}
