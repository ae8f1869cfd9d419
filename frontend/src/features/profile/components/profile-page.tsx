import type { Plan } from '@studyforge/contracts';
import { ArrowLeft, Lock, Pencil, UserX } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { errorMessageOf, isApiError } from '@/lib/api-client';
import { fullNameOf } from '@/lib/format';
import { useFollowStats, useProfile, useProfileStats } from '../api/profile-queries';
import { EditProfileDialog } from './edit-profile-dialog';
import { FollowButton } from './follow-button';
import { FollowRequestsPanel } from './follow-requests-panel';
import { ProfileHeader } from './profile-header';
import { ProfileStatsRow } from './profile-stats-row';
import { ProfileTabs } from './profile-tabs';

interface ProfilePageProps {
  /** Absent: the signed-in student's own profile. */
  username?: string;
  /** The signed-in student's plan and balance (their own profile's badge and Settings tab). */
  viewerPlan: Plan;
  credits: number | null;
}

/** /profile and /profile/{username} (spec §2). */
export function ProfilePage({ username, viewerPlan, credits }: ProfilePageProps) {
  const profile = useProfile(username);
  return (
    <div className="mx-auto grid w-full max-w-5xl min-w-0 grid-cols-1 gap-6">
      <Button asChild variant="ghost" className="w-fit px-2">
        <Link to="/">
          <ArrowLeft aria-hidden />
          Back to Dashboard
        </Link>
      </Button>
      {profile.isPending ? (
        <div role="status" className="flex flex-col items-center gap-3 py-24">
          <Spinner className="size-8" />
          <span className="sr-only">Loading profile</span>
        </div>
      ) : profile.data ? (
        <LoadedProfile profile={profile.data} viewerPlan={viewerPlan} credits={credits} />
      ) : isApiError(profile.error) && profile.error.status !== 404 ? (
        <Missing title="Profile could not be loaded" text={errorMessageOf(profile.error, 'Please try again in a moment.')} />
      ) : (
        <Missing title="Profile not found" text="This profile does not exist, or its owner keeps it private." />
      )}
    </div>
  );
}

function LoadedProfile({ profile, viewerPlan, credits }: { profile: NonNullable<ReturnType<typeof useProfile>['data']>; viewerPlan: Plan; credits: number | null }) {
  const [editing, setEditing] = useState(false);
  const followStats = useFollowStats(profile.id);
  const stats = useProfileStats(profile.id, profile.progressVisible);
  const plan = profile.isOwn ? viewerPlan : profile.plan;
  return (
    <>
      <title>{`${fullNameOf(profile.firstName, profile.lastName)} (@${profile.username}) · StudyForge`}</title>
      <ProfileHeader
        profile={profile}
        plan={plan}
        followStats={followStats.data ?? undefined}
        action={
          profile.isOwn ? (
            <Button variant="outline" onClick={() => setEditing(true)}>
              <Pencil aria-hidden />
              Edit Profile
            </Button>
          ) : (
            <FollowButton profileId={profile.id} username={profile.username} stats={followStats.data ?? undefined} />
          )
        }
      />
      {profile.isOwn ? <FollowRequestsPanel followersOnly={profile.privacy?.profileVisibility === 'followers'} /> : null}
      {profile.progressVisible ? (
        <>
          <ProfileStatsRow stats={stats.data ?? undefined} isLoading={stats.isPending} />
          <ProfileTabs profileId={profile.id} isOwn={profile.isOwn} plan={viewerPlan} credits={credits} />
        </>
      ) : (
        <p className="flex items-center gap-2 rounded-2xl border border-dashed p-6 text-sm text-muted-foreground">
          <Lock className="size-4" aria-hidden />
          {profile.access !== 'limited'
            ? 'This student keeps their progress private.'
            : followStats.data?.isRequested
              ? `Your request to follow @${profile.username} is waiting for their answer.`
              : 'Follow to see their stats, flashcards, quizzes and progress.'}
        </p>
      )}
      {profile.isOwn ? <EditProfileDialog profile={profile} open={editing} onOpenChange={setEditing} /> : null}
    </>
  );
}

function Missing({ title, text }: { title: string; text: string }) {
  return (
    <div className="grid justify-items-center gap-3 rounded-3xl border bg-card px-6 py-16 text-center shadow-xs">
      <UserX className="size-10 text-muted-foreground" aria-hidden />
      <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
      <p className="max-w-sm text-sm text-muted-foreground">{text}</p>
      <Button asChild className="mt-2">
        <Link to="/">Go Home</Link>
      </Button>
    </div>
  );
}
