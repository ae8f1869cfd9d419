import { describe, expect, it } from 'vitest';
import { authMessages, normalizeEmail, signInSchema, signUpFormSchema, signUpSchema } from './auth.js';
import { firstIssueMessage } from './errors.js';

const validForm = {
  firstName: 'Grace',
  lastName: 'Hopper',
  email: 'grace@example.edu',
  password: 'Cobol1959',
  confirmPassword: 'Cobol1959',
  agreeToTerms: true,
};

function messagesFor(result: { success: boolean; error?: { issues: Array<{ message: string; path: PropertyKey[] }> } }) {
  return result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [];
}

describe('sign-up form', () => {
  it('accepts a complete, valid form', () => {
    expect(signUpFormSchema.safeParse(validForm).success).toBe(true);
  });

  it.each([
    ['firstName', { firstName: 'G' }, authMessages.firstNameTooShort],
    ['lastName', { lastName: 'H' }, authMessages.lastNameTooShort],
    ['email', { email: 'grace@' }, authMessages.invalidEmail],
    ['password', { password: 'Cob1', confirmPassword: 'Cob1' }, authMessages.passwordTooShort],
    ['password', { password: 'cobol1959', confirmPassword: 'cobol1959' }, authMessages.passwordTooWeak],
    ['password', { password: 'COBOLNINE', confirmPassword: 'COBOLNINE' }, authMessages.passwordTooWeak],
    ['confirmPassword', { confirmPassword: 'Cobol1960' }, authMessages.passwordsDontMatch],
    ['agreeToTerms', { agreeToTerms: false }, authMessages.mustAgreeToTerms],
  ])('puts the spec message on %s', (field, override, message) => {
    expect(messagesFor(signUpFormSchema.safeParse({ ...validForm, ...override }))).toContainEqual([field, message]);
  });

  it('flags a mismatched confirmation even when other fields are invalid too', () => {
    const result = signUpFormSchema.safeParse({ ...validForm, firstName: '', confirmPassword: '' });
    expect(messagesFor(result)).toContainEqual(['confirmPassword', authMessages.passwordsDontMatch]);
    expect(messagesFor(result)).toContainEqual(['firstName', authMessages.firstNameTooShort]);
  });

  it('sends only the four account fields to the server', () => {
    const parsed = signUpSchema.parse(validForm);
    expect(Object.keys(parsed).sort()).toEqual(['email', 'firstName', 'lastName', 'password']);
  });
});

describe('sign-in', () => {
  it('requires a valid email and an 8-character password, with the spec messages', () => {
    expect(firstIssueMessage(signInSchema.safeParse({ email: 'x', password: 'longenough' }).error!)).toBe(authMessages.invalidEmail);
    expect(firstIssueMessage(signInSchema.safeParse({ email: 'a@b.co', password: 'short' }).error!)).toBe(authMessages.passwordTooShort);
    expect(firstIssueMessage(signInSchema.safeParse({}).error!)).toBe(authMessages.invalidEmail);
  });
});

describe('emails', () => {
  it('are normalised to one form', () => {
    expect(normalizeEmail('  Grace.Hopper@Example.EDU ')).toBe('grace.hopper@example.edu');
  });
});
