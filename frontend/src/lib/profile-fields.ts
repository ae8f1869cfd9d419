import type { Profile, ProfileFieldsInput } from '@studyforge/contracts';

/** The seven editable profile fields as form values: what is not set yet is ''. */
export function profileFieldValues(profile: Profile): Record<keyof ProfileFieldsInput, string> {
  return {
    firstName: profile.firstName ?? '',
    lastName: profile.lastName ?? '',
    username: profile.username,
    major: profile.major ?? '',
    school: profile.school ?? '',
    country: profile.country ?? '',
    bio: profile.bio ?? '',
  };
}
