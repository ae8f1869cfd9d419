import { z } from 'zod';
import { authMessages, emailField, strongPassword } from './auth.js';

/** The texts of e-mail verification, password reset, password change and ending sessions. */
export const accountMessages = {
  emailVerified: 'Your email address is verified. Thank you!',
  alreadyVerified: 'Your email address is already verified.',
  verificationSent: 'We sent a new verification email. Please check your inbox.',
  resetRequested: 'If an account exists for this email, we sent a link to reset your password. Please check your inbox.',
  passwordReset: 'Your password has been reset. Please sign in with your new password.',
  passwordChanged: 'Your password has been changed. You were signed out on every other device.',
  otherSessionsEnded: 'You were signed out on every other device.',
  tokenInvalid: 'This link is not valid. Please use the newest link we emailed you, or ask for a new one.',
  tokenUsed: 'This link has already been used. Please ask for a new one if you still need it.',
  verifyTokenExpired: 'This verification link has expired. Sign in and choose "Resend e-mail" to get a new one.',
  resetTokenExpired: 'This password reset link has expired. Please ask for a new one.',
  currentPasswordWrong: 'Your current password is not correct.',
  noPasswordYet: 'Your account signs in through Google or another provider and has no password yet. Use Forgot password? on the sign-in page to set one.',
  currentPasswordMissing: 'Please enter your current password.',
  samePassword: 'Your new password must be different from your current one.',
  tokenMissing: 'This link is missing its code. Please open the link from your email again.',
} as const;

const tokenField = z
  .string({ error: accountMessages.tokenMissing })
  .trim()
  .min(1, { error: accountMessages.tokenMissing })
  .max(200, { error: accountMessages.tokenInvalid });

export const verifyEmailBodySchema = z.object({ token: tokenField });
export type VerifyEmailBody = z.infer<typeof verifyEmailBodySchema>;

export const forgotPasswordBodySchema = z.object({ email: emailField });
export type ForgotPasswordBody = z.infer<typeof forgotPasswordBodySchema>;

export const resetPasswordBodySchema = z.object({ token: tokenField, password: strongPassword });
export type ResetPasswordBody = z.infer<typeof resetPasswordBodySchema>;

export const changePasswordBodySchema = z.object({
  currentPassword: z
    .string({ error: accountMessages.currentPasswordMissing })
    .min(1, { error: accountMessages.currentPasswordMissing })
    .max(256, { error: accountMessages.currentPasswordWrong }),
  newPassword: strongPassword,
});
export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;

/** The reset form adds a confirmation field that never leaves the browser. */
export const resetPasswordFormSchema = z
  .object({ password: strongPassword, confirmPassword: z.string() })
  .refine((form) => form.password === form.confirmPassword, { error: authMessages.passwordsDontMatch, path: ['confirmPassword'] });
export type ResetPasswordForm = z.infer<typeof resetPasswordFormSchema>;

/** A reply that only says what happened, in a sentence the web app shows as it is. */
export const accountNoticeSchema = z.object({ message: z.string() });
export type AccountNotice = z.infer<typeof accountNoticeSchema>;
