import { describe, expect, it } from 'vitest';
import { SERVICE_NAMES } from './services.js';
import { deleteAccountBodySchema, exportFileSchema } from './user-data.js';
import { servicesMissingUserData, SERVICES_WITHOUT_USER_DATA, USER_DATA_SERVICES } from './user-data-services.js';

describe('the services that hold student data', () => {
  it('every service answers both user-data messages or is declared to hold no student data', () => {
    expect(servicesMissingUserData()).toEqual([]);
    expect([...USER_DATA_SERVICES, ...SERVICES_WITHOUT_USER_DATA].sort()).toEqual([...SERVICE_NAMES].sort());
  });

  it('names a service that was forgotten and says what to add', () => {
    expect(servicesMissingUserData(['auth', 'notice-board'])).toEqual([
      'notice-board (add notice-board.export-user-data and notice-board.erase-user-data to rpcMessages, or list it in SERVICES_WITHOUT_USER_DATA)',
    ]);
  });
});

describe('the deletion request', () => {
  it('needs the typed word DELETE', () => {
    expect(deleteAccountBodySchema.safeParse({ confirmation: 'DELETE', password: 'x' }).success).toBe(true);
    const wrong = deleteAccountBodySchema.safeParse({ confirmation: 'delete' });
    expect(wrong.success).toBe(false);
    expect(wrong.error?.issues[0]?.message).toBe('Type DELETE to confirm');
    expect(deleteAccountBodySchema.safeParse({}).error?.issues[0]?.message).toBe('Type DELETE to confirm');
  });
});

describe('an exported file name', () => {
  it('stays inside its folder of the ZIP', () => {
    expect(exportFileSchema.safeParse({ name: 'uploads/notes.pdf', description: 'x' }).success).toBe(true);
    expect(exportFileSchema.safeParse({ name: '../etc/passwd', description: 'x' }).success).toBe(false);
    expect(exportFileSchema.safeParse({ name: '/abs', description: 'x' }).success).toBe(false);
  });
});
