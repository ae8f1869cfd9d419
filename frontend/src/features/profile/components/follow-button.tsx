import type { FollowStats } from '@studyforge/contracts';
import { UserCheck, UserPlus } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { errorMessageOf } from '@/lib/api-client';
import { useFollowToggle } from '../api/profile-mutations';

/** Follow or Unfollow, labelled by isFollowing (spec §4), with the spec's toasts. */
export function FollowButton({ profileId, username, stats }: { profileId: string; username: string; stats: FollowStats | undefined }) {
  const toggle = useFollowToggle(profileId);
  const following = stats?.isFollowing ?? false;
  const onClick = () =>
    toggle.mutate(!following, {
      onSuccess: (next) =>
        toast(next.isFollowing ? { title: 'Following', description: `You are now following @${username}.` } : { title: 'Unfollowed', description: `You no longer follow @${username}.` }),
      onError: (error) => toast({ variant: 'destructive', title: 'Error', description: errorMessageOf(error, 'Please try again.') }),
    });
  return (
    <Button variant={following ? 'outline' : 'brand'} onClick={onClick} disabled={!stats || toggle.isPending} aria-pressed={following}>
      {following ? <UserCheck aria-hidden /> : <UserPlus aria-hidden />}
      {following ? 'Unfollow' : 'Follow'}
    </Button>
  );
}
