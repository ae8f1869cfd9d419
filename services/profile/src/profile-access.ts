import type { PrivacySettings } from '@studyforge/contracts';

/** `none`: the viewer is told 'Profile not found'; `limited`: name, username and avatar only. */
export type ProfileAccess = 'none' | 'limited' | 'full';

export interface Viewer {
  isOwner: boolean;
  /** Whether the viewer follows the profile's student. */
  follows: boolean;
}

export interface Visibility {
  access: ProfileAccess;
  progressVisible: boolean;
  achievementsVisible: boolean;
}

/** What a viewer may see of a profile under its student's privacy settings: the one place the rule lives. */
export function visibilityFor(privacy: PrivacySettings, viewer: Viewer): Visibility {
  if (viewer.isOwner) return { access: 'full', progressVisible: true, achievementsVisible: true };
  const access: ProfileAccess =
    privacy.profileVisibility === 'private' ? 'none' : privacy.profileVisibility === 'followers' && !viewer.follows ? 'limited' : 'full';
  return {
    access,
    progressVisible: access === 'full' && privacy.showProgress,
    achievementsVisible: access === 'full' && privacy.showProgress && privacy.showAchievements,
  };
}
