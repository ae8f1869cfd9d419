import { z } from 'zod';
import { authMessages, NAME_MIN_LENGTH, planSchema } from './auth.js';
import { MAJOR_NAMES, type Major } from './majors.js';

export const USERNAME_PATTERN = /^[A-Za-z0-9_]{3,30}$/;
export const BIO_MAX_LENGTH = 500;
export const SCHOOL_MAX_LENGTH = 120;
export const COUNTRY_MAX_LENGTH = 80;
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
/** Avatars are stored as squares of this many pixels. */
export const AVATAR_SIZE_PX = 256;
/** Path words that can never be usernames, so `/profile/{username}` and the fixed profile paths never meet. */
export const RESERVED_USERNAMES = ['privacy', 'avatar', 'me', 'settings', 'admin', 'support', 'studyforge'] as const;

export const PROFILE_VISIBILITIES = ['public', 'followers', 'private'] as const;
export type ProfileVisibility = (typeof PROFILE_VISIBILITIES)[number];

export const profileMessages = {
  notFound: 'Profile not found',
  usernameInvalid: 'Username must be 3 to 30 letters, digits or underscores.',
  usernameReserved: 'This username is reserved. Please choose another.',
  usernameTaken: 'This username is already taken. Please choose another.',
  majorInvalid: `Major must be one of: ${MAJOR_NAMES.join(', ')}.`,
  bioTooLong: `Bio must be at most ${BIO_MAX_LENGTH} characters.`,
  schoolTooLong: `School must be at most ${SCHOOL_MAX_LENGTH} characters.`,
  countryTooLong: `Country must be at most ${COUNTRY_MAX_LENGTH} characters.`,
  nothingToChange: 'Send at least one field to change.',
  cannotFollowSelf: 'You cannot follow yourself.',
  progressHidden: 'This student keeps their progress private.',
  followersOnly: 'Only followers can see this profile.',
  followRequestGone: 'This follow request is no longer waiting for an answer.',
  followRequestTooSoon: 'You asked to follow this student recently. Please try again later.',
  tooManyFollowRequests: 'You have many follow requests waiting for an answer. Please wait for some answers or withdraw a request.',
  avatarMissing: 'Please choose an image for your avatar.',
  avatarInvalidType: 'Please choose a JPEG, PNG or WebP image.',
  avatarTooLarge: 'Please choose an image smaller than 5MB.',
  avatarTooMany: 'Please choose one image.',
  avatarUnreadable: 'This image could not be read. Please choose another JPEG, PNG or WebP image.',
  noAvatar: 'This student has no avatar.',
} as const;

const blankToNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);

const optionalText = (max: number, message: string) =>
  z.preprocess(blankToNull, z.string().trim().max(max, { error: message }).nullable());

export const usernameField = z
  .string({ error: profileMessages.usernameInvalid })
  .trim()
  .regex(USERNAME_PATTERN, { error: profileMessages.usernameInvalid })
  .refine((name) => !(RESERVED_USERNAMES as readonly string[]).includes(name.toLowerCase()), { error: profileMessages.usernameReserved });

const nameField = (message: string) =>
  z.string({ error: message }).trim().min(NAME_MIN_LENGTH, { error: message }).max(100, { error: 'Name must be at most 100 characters' });

export const majorField = z.preprocess(
  blankToNull,
  z.enum(MAJOR_NAMES as [Major, ...Major[]], { error: profileMessages.majorInvalid }).nullable(),
);

/** The seven fields of the Edit Profile dialog (`PUT /api/profile`); a blank major, school, country or bio clears it. */
export const profileFieldsSchema = z.object({
  firstName: nameField(authMessages.firstNameTooShort),
  lastName: nameField(authMessages.lastNameTooShort),
  username: usernameField,
  major: majorField,
  school: optionalText(SCHOOL_MAX_LENGTH, profileMessages.schoolTooLong),
  country: optionalText(COUNTRY_MAX_LENGTH, profileMessages.countryTooLong),
  bio: optionalText(BIO_MAX_LENGTH, profileMessages.bioTooLong),
});
export type ProfileFields = z.output<typeof profileFieldsSchema>;
export type ProfileFieldsInput = z.input<typeof profileFieldsSchema>;

/** `PATCH /api/profile`: any of the seven (Settings also sends the e-mail, read-only: it is ignored). */
export const profilePatchSchema = profileFieldsSchema
  .partial()
  .extend({ email: z.string().optional() })
  .transform(({ email: _readOnly, ...fields }) => fields)
  .refine((fields) => Object.values(fields).some((value) => value !== undefined), { error: profileMessages.nothingToChange });
export type ProfilePatch = z.output<typeof profilePatchSchema>;

export const privacySettingsSchema = z.object({
  /** `followers`: others who do not follow the student see only name, username and avatar. */
  profileVisibility: z.enum(PROFILE_VISIBILITIES),
  /** Off: others see no stats, decks, quizzes or progress. */
  showProgress: z.boolean(),
  /** Off: others do not see the day streak. */
  showAchievements: z.boolean(),
  allowMessages: z.boolean(),
});
export type PrivacySettings = z.infer<typeof privacySettingsSchema>;

export const DEFAULT_PRIVACY_SETTINGS: PrivacySettings = {
  profileVisibility: 'public',
  showProgress: true,
  showAchievements: true,
  allowMessages: true,
};

export const privacyPatchSchema = privacySettingsSchema
  .partial()
  .strict()
  .refine((patch) => Object.keys(patch).length > 0, { error: profileMessages.nothingToChange });
export type PrivacyPatch = z.infer<typeof privacyPatchSchema>;

/**
 * A profile as the viewer may see it. `access: 'limited'`: a followers-only profile seen by someone
 * who does not follow the student (major, school, country and bio are null). `privacy` is the
 * student's own settings, only on their own profile.
 */
export const profileSchema = z.object({
  id: z.uuid(),
  username: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  /** Null while the plan cannot be known. */
  plan: planSchema.nullable(),
  major: z.string().nullable(),
  school: z.string().nullable(),
  country: z.string().nullable(),
  bio: z.string().nullable(),
  isOwn: z.boolean(),
  access: z.enum(['full', 'limited']),
  progressVisible: z.boolean(),
  achievementsVisible: z.boolean(),
  allowsMessages: z.boolean(),
  privacy: privacySettingsSchema.nullable(),
  createdAt: z.string(),
});
export type Profile = z.infer<typeof profileSchema>;

export const PROFILE_STAT_NAMES = ['flashcardCount', 'quizCount', 'currentStreak', 'averageScore'] as const;
export type ProfileStatName = (typeof PROFILE_STAT_NAMES)[number];

/** Figures asked of other services: null when that service did not answer (named in `unavailable`) or the student hides it (named in `hidden`). */
export const profileStatsSchema = z.object({
  flashcardCount: z.number().int().min(0).nullable(),
  quizCount: z.number().int().min(0).nullable(),
  /** The trivia day streak. */
  currentStreak: z.number().int().min(0).nullable(),
  /** Mean percent of the scored quiz attempts, one decimal; null with no attempt yet. */
  averageScore: z.number().min(0).max(100).nullable(),
  unavailable: z.array(z.enum(PROFILE_STAT_NAMES)),
  hidden: z.array(z.enum(PROFILE_STAT_NAMES)),
});
export type ProfileStats = z.infer<typeof profileStatsSchema>;

/** Counts hold approved follows only; a request waiting for an answer is `isRequested`, never a follow. */
export const followStatsSchema = z.object({
  followingCount: z.number().int().min(0),
  followersCount: z.number().int().min(0),
  /** Whether the viewer follows this profile. */
  isFollowing: z.boolean(),
  /** Whether the viewer asked to follow this followers-only profile and awaits its student's answer. */
  isRequested: z.boolean(),
});
export type FollowStats = z.infer<typeof followStatsSchema>;

/** At most this many of a student's follow requests wait for an answer at once. */
export const MAX_PENDING_FOLLOW_REQUESTS = 50;
/** A declined requester may ask the same student again after this many days. */
export const FOLLOW_REQUEST_RETRY_DAYS = 7;

/** A student asking to follow the signed-in student's followers-only profile (only what a stranger sees of them). */
export const followRequestSchema = z.object({
  requesterId: z.uuid(),
  username: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  requestedAt: z.string(),
});
export type FollowRequest = z.infer<typeof followRequestSchema>;

/** A flashcard deck on a profile: its title as `question`; decks carry no difficulty rating, so it is null. */
export const profileFlashcardSchema = z.object({
  id: z.uuid(),
  question: z.string(),
  difficulty: z.enum(['easy', 'medium', 'hard']).nullable(),
  cardCount: z.number().int().min(0),
  createdAt: z.string(),
});
export type ProfileFlashcard = z.infer<typeof profileFlashcardSchema>;

export const profileQuizSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  totalQuestions: z.number().int().min(0),
  attempts: z.number().int().min(0),
  bestScore: z.number().min(0).max(100).nullable(),
  createdAt: z.string(),
});
export type ProfileQuiz = z.infer<typeof profileQuizSchema>;

export const PROGRESS_PARTS = ['attempts', 'cards', 'trivia'] as const;

/** The Progress tab: scored attempts over time, accuracy per quiz, and per UTC week (Monday) cards made and trivia answered. */
export const profileProgressSchema = z.object({
  attempts: z.array(z.object({ quizId: z.uuid(), title: z.string(), score: z.number().min(0).max(100), createdAt: z.string() })),
  accuracy: z.array(z.object({ quizId: z.uuid(), title: z.string(), attempts: z.number().int().min(1), averageScore: z.number().min(0).max(100) })),
  weeks: z.array(z.object({ weekStart: z.string(), cardsMade: z.number().int().min(0).nullable(), triviaAnswered: z.number().int().min(0).nullable() })),
  unavailable: z.array(z.enum(PROGRESS_PARTS)),
});
export type ProfileProgress = z.infer<typeof profileProgressSchema>;

/** What the profile service adds to `GET /api/auth/user`. */
export const currentProfileFieldsSchema = z.object({
  username: z.string().nullable(),
  major: z.string().nullable(),
  school: z.string().nullable(),
  country: z.string().nullable(),
  bio: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
});
export type CurrentProfileFields = z.infer<typeof currentProfileFieldsSchema>;

/** The profile values auth kept before the profile service existed: copied once, on the profile's first touch. */
export const legacyProfileSchema = currentProfileFieldsSchema.extend({
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
});
export type LegacyProfile = z.infer<typeof legacyProfileSchema>;

export const identitySchema = z.object({ id: z.uuid(), firstName: z.string().nullable(), lastName: z.string().nullable(), plan: planSchema });
export type Identity = z.infer<typeof identitySchema>;

/** A student's saved work as their profile shows it (from generation): counts, titles and scored attempts, never contents. */
export const profileActivitySchema = z.object({
  decks: z.array(z.object({ id: z.uuid(), title: z.string(), cardCount: z.number().int().min(0), createdAt: z.string() })),
  quizzes: z.array(profileQuizSchema),
  attempts: z.array(z.object({ quizId: z.uuid(), score: z.number().min(0).max(100), createdAt: z.string() })),
});
export type ProfileActivity = z.infer<typeof profileActivitySchema>;

/** A student's trivia as their profile shows it: the day streak and answers per UTC week (Monday), the last 12 weeks. */
export const triviaActivitySchema = z.object({
  dayStreak: z.number().int().min(0),
  weeks: z.array(z.object({ weekStart: z.string(), answered: z.number().int().min(0), correct: z.number().int().min(0) })),
});
export type TriviaActivity = z.infer<typeof triviaActivitySchema>;

export const profileIdParams = z.object({ id: z.uuid({ error: profileMessages.notFound }) });
export const requesterIdParams = z.object({ requesterId: z.uuid({ error: profileMessages.followRequestGone }) });
export const usernameParams = z.object({ username: z.string().regex(USERNAME_PATTERN, { error: profileMessages.notFound }) });
