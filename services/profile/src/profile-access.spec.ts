import { DEFAULT_PRIVACY_SETTINGS, type PrivacySettings } from '@studyforge/contracts';
import { describe, expect, it } from 'vitest';
import { visibilityFor } from './profile-access.js';

const settings = (patch: Partial<PrivacySettings>): PrivacySettings => ({ ...DEFAULT_PRIVACY_SETTINGS, ...patch });
const stranger = { isOwner: false, follows: false };
const follower = { isOwner: false, follows: true };
const owner = { isOwner: true, follows: false };

describe('profile visibility', () => {
  it('shows everything to the owner whatever the settings', () => {
    expect(visibilityFor(settings({ profileVisibility: 'private', showProgress: false, showAchievements: false }), owner)).toEqual({
      access: 'full',
      progressVisible: true,
      achievementsVisible: true,
    });
  });

  it('hides a private profile from everyone else, followers too', () => {
    expect(visibilityFor(settings({ profileVisibility: 'private' }), stranger).access).toBe('none');
    expect(visibilityFor(settings({ profileVisibility: 'private' }), follower).access).toBe('none');
  });

  it('limits a followers-only profile for those who do not follow, with no progress', () => {
    expect(visibilityFor(settings({ profileVisibility: 'followers' }), stranger)).toEqual({ access: 'limited', progressVisible: false, achievementsVisible: false });
    expect(visibilityFor(settings({ profileVisibility: 'followers' }), follower).access).toBe('full');
  });

  it('hides progress and achievements when switched off', () => {
    expect(visibilityFor(settings({ showProgress: false }), stranger)).toEqual({ access: 'full', progressVisible: false, achievementsVisible: false });
    expect(visibilityFor(settings({ showAchievements: false }), stranger)).toEqual({ access: 'full', progressVisible: true, achievementsVisible: false });
  });
});
