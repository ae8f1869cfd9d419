import { describe, expect, it } from 'vitest';
import { providerSignInFrom } from './provider-claims.js';

describe('providerSignInFrom', () => {
  it("takes Google's claims as they are", () => {
    expect(
      providerSignInFrom('google', {
        sub: '1234567890',
        email: 'ada@example.edu',
        email_verified: true,
        given_name: 'Ada',
        family_name: 'Lovelace',
        picture: 'https://lh3.example.com/a.png',
      }),
    ).toEqual({
      provider: 'google',
      subject: '1234567890',
      email: 'ada@example.edu',
      emailVerified: true,
      firstName: 'Ada',
      lastName: 'Lovelace',
      picture: 'https://lh3.example.com/a.png',
    });
  });

  it("reads the hosted platform's first_name, last_name and profile_image_url", () => {
    const claims = providerSignInFrom('oidc', {
      sub: '42',
      email: 'marie@example.edu',
      email_verified: 'true',
      first_name: 'Marie',
      last_name: 'Curie',
      profile_image_url: 'https://cdn.example.com/m.png',
    });
    expect(claims).toMatchObject({ firstName: 'Marie', lastName: 'Curie', picture: 'https://cdn.example.com/m.png', emailVerified: true });
  });

  it('splits a full name once, and counts anything but true as an unverified address', () => {
    const claims = providerSignInFrom('oidc', { sub: 'x', email: 'g@example.edu', email_verified: 'yes', name: 'Grace Brewster Hopper' });
    expect(claims).toMatchObject({ firstName: 'Grace', lastName: 'Brewster Hopper', emailVerified: false });
  });

  it('leaves out what is missing, blank or not text', () => {
    expect(providerSignInFrom('google', { sub: 7, email: '  ', given_name: 12, picture: null })).toEqual({
      provider: 'google',
      subject: '7',
      email: null,
      emailVerified: false,
      firstName: null,
      lastName: null,
      picture: null,
    });
  });
});
