import type { FollowStats } from '@studyforge/contracts';
import { Clock, UserCheck, UserPlus } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { errorMessageOf } from '@/lib/api-client';
import { useFollowAction, type FollowAction } from '../api/profile-mutations';

/**
 * Follow or Unfollow, labelled by isFollowing (spec §4), with the spec's toasts. A followers-only profile is asked
 * instead: the button reads Requested until its student answers, and pressing it withdraws the request.
 */
export function FollowButton({ profileId, username, stats }: { profileId: string; username: string; stats: FollowStats | undefined }) {
  const action = useFollowAction(profileId);
  const following = stats?.isFollowing ?? false;
  const requested = !following && (stats?.isRequested ?? false);
  const next: FollowAction = following ? 'unfollow' : requested ? 'withdraw' : 'follow';
  const onClick = () =>
    action.mutate(next, {
      onSuccess: (after) => toast(toastAfter(next, after, username)),
      onError: (error) => toast({ variant: 'destructive', title: 'Error', description: errorMessageOf(error, 'Please try again.') }),
    });
  const Icon = following ? UserCheck : requested ? Clock : UserPlus;
  return (
    <Button
      variant={following || requested ? 'outline' : 'brand'}
      onClick={onClick}
      disabled={!stats || action.isPending}
      aria-pressed={following || requested}
      title={requested ? 'Withdraw your follow request' : undefined}
    >
      <Icon aria-hidden />
      {following ? 'Unfollow' : requested ? 'Requested' : 'Follow'}
      {requested ? <span className="sr-only">: withdraw your follow request</span> : null}
    </Button>
  );
}

function toastAfter(action: FollowAction, stats: FollowStats, username: string) {
  if (stats.isFollowing) return { title: 'Following', description: `You are now following @${username}.` };
  if (stats.isRequested) return { title: 'Request sent', description: `@${username} will see your request and can approve it.` };
  if (action === 'withdraw') return { title: 'Request withdrawn', description: `You no longer ask to follow @${username}.` };
  return { title: 'Unfollowed', description: `You no longer follow @${username}.` };
}
