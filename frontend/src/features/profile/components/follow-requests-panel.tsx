import type { FollowRequest } from '@studyforge/contracts';
import { Check, UserPlus, X } from 'lucide-react';
import { useRef } from 'react';
import { Link } from 'react-router-dom';
import { Avatar, AvatarFallback, AvatarImage } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { errorMessageOf } from '@/lib/api-client';
import { fullNameOf, initialsOf } from '@/lib/format';
import { useAnswerFollowRequest } from '../api/profile-mutations';
import { useFollowRequests } from '../api/profile-queries';

/**
 * On one's own profile: the students asking to follow it, each approved (a follower from then on) or declined.
 * Shown while the profile is followers-only, and whenever a request waits.
 */
export function FollowRequestsPanel({ followersOnly }: { followersOnly: boolean }) {
  const requests = useFollowRequests(true);
  // Here rather than in a row: an answered row leaves the list, and what follows its answer (the toast) must not leave with it.
  const answer = useAnswerFollowRequest();
  // An answered row leaves the list with the focused button: the keyboard goes on from the heading.
  const heading = useRef<HTMLHeadingElement>(null);
  const waiting = requests.data ?? [];
  const send = (request: FollowRequest, verdict: 'approve' | 'decline') =>
    answer.mutate(
      { requesterId: request.requesterId, answer: verdict },
      {
        onSuccess: () => {
          heading.current?.focus();
          toast(
            verdict === 'approve'
              ? { title: 'Request approved', description: `@${request.username} now follows you.` }
              : { title: 'Request declined', description: `@${request.username} will not see your profile.` },
          );
        },
        onError: (error) => toast({ variant: 'destructive', title: 'Error', description: errorMessageOf(error, 'Please try again.') }),
      },
    );
  if (!followersOnly && waiting.length === 0) return null;
  return (
    <section aria-labelledby="follow-requests-title" className="rounded-3xl border bg-card p-5 shadow-xs sm:p-6">
      <h2 id="follow-requests-title" ref={heading} tabIndex={-1} className="flex items-center gap-2 text-lg font-semibold tracking-tight outline-none">
        <UserPlus className="size-5 text-primary" aria-hidden />
        Follow requests
        {waiting.length > 0 ? <span className="rounded-full bg-primary/10 px-2 py-0.5 text-xs font-semibold text-primary">{waiting.length}</span> : null}
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">Approved students become followers and see your whole profile. Declined ones see only your name, username and avatar.</p>
      {requests.isPending ? null : waiting.length === 0 ? (
        <p className="mt-4 text-sm text-muted-foreground">No follow requests waiting.</p>
      ) : (
        <ul className="mt-4 grid gap-3" aria-label="Waiting follow requests">
          {waiting.map((request) => (
            <FollowRequestRow key={request.requesterId} request={request} busy={answer.isPending} onAnswer={(verdict) => send(request, verdict)} />
          ))}
        </ul>
      )}
    </section>
  );
}

function FollowRequestRow({ request, busy, onAnswer }: { request: FollowRequest; busy: boolean; onAnswer: (verdict: 'approve' | 'decline') => void }) {
  const name = fullNameOf(request.firstName, request.lastName);
  return (
    <li className="flex flex-wrap items-center gap-3 rounded-2xl border p-3" data-testid="follow-request">
      <Avatar className="size-11">
        {request.profileImageUrl ? <AvatarImage src={request.profileImageUrl} alt="" /> : null}
        <AvatarFallback className="text-sm">{initialsOf(request.firstName, request.lastName)}</AvatarFallback>
      </Avatar>
      <div className="min-w-0 flex-1">
        <p className="truncate font-medium">{name}</p>
        <Link to={`/profile/${request.username}`} className="truncate text-sm text-muted-foreground underline-offset-4 hover:underline focus-visible:underline">
          @{request.username}
        </Link>
      </div>
      <div className="flex w-full gap-2 sm:w-auto">
        <Button size="sm" className="flex-1 sm:flex-none" onClick={() => onAnswer('approve')} disabled={busy} aria-label={`Approve @${request.username}`}>
          <Check aria-hidden />
          Approve
        </Button>
        <Button size="sm" variant="outline" className="flex-1 sm:flex-none" onClick={() => onAnswer('decline')} disabled={busy} aria-label={`Decline @${request.username}`}>
          <X aria-hidden />
          Decline
        </Button>
      </div>
    </li>
  );
}
