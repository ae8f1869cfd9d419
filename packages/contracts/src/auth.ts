import { z } from 'zod';

export const PASSWORD_MIN_LENGTH = 8;
export const NAME_MIN_LENGTH = 2;

export const authMessages = {
  invalidEmail: 'Please enter a valid email address',
  passwordTooShort: 'Password must be at least 8 characters',
  passwordTooWeak: 'Password must contain at least one uppercase letter, one lowercase letter, and one number',
  firstNameTooShort: 'First name must be at least 2 characters',
  lastNameTooShort: 'Last name must be at least 2 characters',
  passwordsDontMatch: "Passwords don't match",
  mustAgreeToTerms: 'You must agree to the terms and conditions',
  invalidCredentials: 'Invalid email or password.',
  emailTaken: 'An account with this email already exists. Sign in instead.',
  signedOut: 'You are not signed in.',
  providerNotConfigured: 'This sign-in method is not configured on this server. Please sign in with your email and password.',
} as const;

/**
 * The answer (429, code SIGN_IN_THROTTLED) once an account has had too many failed sign-ins from devices it
 * has not signed in from before: even the right password waits, so a reset is the way in sooner.
 */
export function signInThrottledMessage(minutes: number): string {
  return (
    `Too many failed sign-ins to this account from new devices. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} ` +
    'and try again, or set a new password with Forgot password? to sign in sooner.'
  );
}

/** Lower-cased and trimmed: the one form an email is stored and looked up in. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export const emailField = z
  .string({ error: authMessages.invalidEmail })
  .trim()
  .max(254, { error: authMessages.invalidEmail })
  .pipe(z.email({ error: authMessages.invalidEmail }));

/** The sign-up password rules, also for a reset or changed password. */
export const strongPassword = z
  .string({ error: authMessages.passwordTooShort })
  .min(PASSWORD_MIN_LENGTH, { error: authMessages.passwordTooShort })
  .max(256, { error: 'Password must be at most 256 characters' })
  .regex(/(?=.*[a-z])(?=.*[A-Z])(?=.*\d)/, { error: authMessages.passwordTooWeak });

const nameField = (message: string) =>
  z.string({ error: message }).trim().min(NAME_MIN_LENGTH, { error: message }).max(100, { error: 'Name must be at most 100 characters' });

export const signInSchema = z.object({
  email: emailField,
  password: z
    .string({ error: authMessages.passwordTooShort })
    .min(PASSWORD_MIN_LENGTH, { error: authMessages.passwordTooShort })
    .max(256, { error: 'Password must be at most 256 characters' }),
});
export type SignInBody = z.infer<typeof signInSchema>;

export const signUpSchema = z.object({
  firstName: nameField(authMessages.firstNameTooShort),
  lastName: nameField(authMessages.lastNameTooShort),
  email: emailField,
  password: strongPassword,
});
export type SignUpBody = z.infer<typeof signUpSchema>;

/** The sign-up form adds two fields that never leave the browser. */
export const signUpFormSchema = signUpSchema
  .extend({
    confirmPassword: z.string(),
    agreeToTerms: z.boolean().refine((v) => v, { error: authMessages.mustAgreeToTerms }),
  })
  .refine((form) => form.password === form.confirmPassword, {
    error: authMessages.passwordsDontMatch,
    path: ['confirmPassword'],
    // Check the match even while other fields are still invalid, so every message shows on the first submit.
    when: (payload) => {
      const form = payload.value as { password?: unknown; confirmPassword?: unknown };
      return typeof form.password === 'string' && typeof form.confirmPassword === 'string';
    },
  });
export type SignUpForm = z.infer<typeof signUpFormSchema>;

export const PLANS = ['Free', 'Premium'] as const;
export const planSchema = z.enum(PLANS);
export type Plan = z.infer<typeof planSchema>;

/** The account as the auth service owns it: identity only (the public profile is the profile service's, credits the credits service's). */
export const userSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  plan: planSchema,
  /** Whether the student has opened the verification link sent to `email`. */
  emailVerified: z.boolean(),
  createdAt: z.string(),
});
export type User = z.infer<typeof userSchema>;

/**
 * `GET /api/auth/user`: the account with its profile's fields and its credit balance (each null while
 * the profile or credits service is unreachable).
 */
export const currentUserSchema = userSchema.extend({
  profileImageUrl: z.string().nullable(),
  major: z.string().nullable(),
  username: z.string().nullable(),
  country: z.string().nullable(),
  school: z.string().nullable(),
  bio: z.string().nullable(),
  credits: z.number().int().nullable(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

export const userIdSchema = z.object({ userId: z.uuid() });
