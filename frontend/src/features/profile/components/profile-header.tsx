import type { FollowStats, Profile } from '@studyforge/contracts';
import { Crown, GraduationCap, Lock, MapPin, School } from 'lucide-react';
import type { ReactNode } from 'react';
import { Avatar, AvatarFallback, AvatarImage } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { fullNameOf, initialsOf } from '@/lib/format';

interface ProfileHeaderProps {
  profile: Profile;
  /** The plan to badge: the viewer's own for their profile, else the one the profile carries. */
  plan: Profile['plan'];
  followStats: FollowStats | undefined;
  /** 'Edit Profile' on one's own profile, Follow/Unfollow on someone else's. */
  action: ReactNode;
}

export function ProfileAvatar({ profile, className }: { profile: Pick<Profile, 'profileImageUrl' | 'firstName' | 'lastName'>; className?: string }) {
  return (
    <Avatar className={className}>
      {profile.profileImageUrl ? <AvatarImage src={profile.profileImageUrl} alt="" /> : null}
      <AvatarFallback className="text-2xl" data-testid="profile-initials">
        {initialsOf(profile.firstName, profile.lastName)}
      </AvatarFallback>
    </Avatar>
  );
}

/** Avatar, name, Premium badge, @username, major, school, country, bio, following and followers. */
export function ProfileHeader({ profile, plan, followStats, action }: ProfileHeaderProps) {
  const name = fullNameOf(profile.firstName, profile.lastName);
  const facts: Array<{ icon: typeof MapPin; text: string | null; label: string }> = [
    { icon: GraduationCap, text: profile.major, label: 'Major' },
    { icon: School, text: profile.school, label: 'School' },
    { icon: MapPin, text: profile.country, label: 'Country' },
  ];
  return (
    <section aria-labelledby="profile-name" className="overflow-hidden rounded-3xl border bg-card shadow-sm">
      <div aria-hidden className="h-24 bg-brand-gradient sm:h-32" />
      <div className="px-5 pb-6 sm:px-8">
        <div className="-mt-12 flex flex-wrap items-end justify-between gap-4 sm:-mt-16">
          <ProfileAvatar profile={profile} className="size-24 border-4 border-card shadow-lifted sm:size-32" />
          <div className="flex flex-wrap gap-2 pb-1">{action}</div>
        </div>
        <div className="mt-4 flex flex-wrap items-center gap-2">
          <h1 id="profile-name" className="text-2xl font-bold tracking-tight sm:text-3xl">
            {name}
          </h1>
          {plan === 'Premium' ? (
            <Badge variant="spark">
              <Crown aria-hidden />
              Premium
            </Badge>
          ) : null}
        </div>
        <p className="mt-0.5 text-muted-foreground" data-testid="profile-username">
          @{profile.username}
        </p>
        {profile.access === 'limited' ? (
          <p className="mt-4 inline-flex items-center gap-2 rounded-xl bg-muted px-3 py-2 text-sm text-muted-foreground">
            <Lock className="size-4" aria-hidden />
            Only followers can see this profile.
          </p>
        ) : (
          <>
            {facts.some((fact) => fact.text) ? (
              <ul className="mt-4 flex flex-wrap gap-x-5 gap-y-2 text-sm text-muted-foreground">
                {facts.map(({ icon: Icon, text, label }) =>
                  text ? (
                    <li key={label} className="inline-flex items-center gap-1.5">
                      <Icon className="size-4" aria-hidden />
                      <span className="sr-only">{label}: </span>
                      {text}
                    </li>
                  ) : null,
                )}
              </ul>
            ) : null}
            {profile.bio ? <p className="mt-4 max-w-2xl text-sm leading-relaxed whitespace-pre-line sm:text-base">{profile.bio}</p> : null}
          </>
        )}
        <dl className="mt-5 flex gap-6 text-sm">
          <div className="flex items-baseline gap-1.5">
            <dt className="sr-only">Following</dt>
            <dd className="font-semibold text-foreground" data-testid="following-count">
              {followStats?.followingCount ?? '–'}
            </dd>
            <span className="text-muted-foreground" aria-hidden>
              following
            </span>
          </div>
          <div className="flex items-baseline gap-1.5">
            <dt className="sr-only">Followers</dt>
            <dd className="font-semibold text-foreground" data-testid="followers-count">
              {followStats?.followersCount ?? '–'}
            </dd>
            <span className="text-muted-foreground" aria-hidden>
              followers
            </span>
          </div>
        </dl>
      </div>
    </section>
  );
}
