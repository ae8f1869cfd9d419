import { describe, expect, it } from 'vitest';
import type { GatewayConfig } from '../gateway-config.js';
import { SignInDeviceCookie } from './sign-in-device-cookie.js';

const CONFIG = { SESSION_SECRET: 'device-cookie-test-secret-0123456789abcdef', NODE_ENV: 'test', PUBLIC_URL: undefined, SIGNIN_DEVICE_DAYS: 30 } as GatewayConfig;
const DAY_MS = 24 * 3600 * 1000;

interface SetCookie {
  name: string;
  value: string;
  options: Record<string, unknown>;
}

/** A browser: the cookie header it sends, and what the gateway set on it last. */
function browser(devices: SignInDeviceCookie) {
  let jar = '';
  let last: SetCookie | undefined;
  const res = {
    cookie(name: string, value: string, options: Record<string, unknown>) {
      last = { name, value, options };
      jar = `${name}=${encodeURIComponent(value)}`;
      return res;
    },
  };
  return {
    signIn: (email: string) => devices.remember({ headers: { cookie: jar }, secure: false }, res as never, email),
    deviceFor: (email: string) => devices.deviceOf({ headers: { cookie: jar } }, email),
    get jar() {
      return jar;
    },
    set jar(value: string) {
      jar = value;
    },
    last: () => last!,
  };
}

describe('SignInDeviceCookie', () => {
  it('recognises the browser for the account it signed in to (its address in any case), and for no other', () => {
    const laptop = browser(new SignInDeviceCookie(CONFIG));
    expect(laptop.deviceFor('ada@example.edu')).toBeNull();
    laptop.signIn('Ada@Example.edu');
    const device = laptop.deviceFor(' ada@example.edu ');
    expect(device).toMatch(/^[\w-]{43}$/);
    expect(laptop.deviceFor('grace@example.edu')).toBeNull();
    expect(laptop.last()).toMatchObject({ name: 'studyforge.device', options: { httpOnly: true, sameSite: 'strict', path: '/', secure: false, maxAge: 30 * DAY_MS } });
    expect(laptop.last().value).not.toContain('ada');
  });

  it('gives each sign-in a device of its own, and remembers several accounts of one browser', () => {
    const devices = new SignInDeviceCookie(CONFIG);
    const shared = browser(devices);
    shared.signIn('ada@example.edu');
    const first = shared.deviceFor('ada@example.edu');
    shared.signIn('grace@example.edu');
    expect(shared.deviceFor('ada@example.edu')).toBe(first);
    expect(shared.deviceFor('grace@example.edu')).not.toBeNull();
    shared.signIn('ada@example.edu');
    expect(shared.deviceFor('ada@example.edu')).not.toBe(first);
    expect(shared.last().value.split('~')).toHaveLength(2);
  });

  it('refuses a forged or altered mark, one made with another secret, and one older than SIGNIN_DEVICE_DAYS', () => {
    let now = Date.parse('2026-12-01T00:00:00Z');
    const devices = new SignInDeviceCookie(CONFIG, () => now);
    const laptop = browser(devices);
    laptop.signIn('ada@example.edu');
    const genuine = laptop.jar;
    const [issued, id, mac] = decodeURIComponent(genuine.split('=')[1]!).split('.');
    for (const forged of [`${issued}.${id}.${mac!.slice(0, -2)}AA`, `${issued}.${id}X.${mac}`, `${(Number.parseInt(issued!, 36) + 1).toString(36)}.${id}.${mac}`, 'garbage']) {
      laptop.jar = `studyforge.device=${encodeURIComponent(forged)}`;
      expect(laptop.deviceFor('ada@example.edu'), forged).toBeNull();
    }
    laptop.jar = genuine;
    expect(new SignInDeviceCookie({ ...CONFIG, SESSION_SECRET: 'another-secret-0123456789abcdefghijklmnop' }).deviceOf({ headers: { cookie: genuine } }, 'ada@example.edu')).toBeNull();
    now += 29 * DAY_MS;
    expect(laptop.deviceFor('ada@example.edu')).not.toBeNull();
    now += 2 * DAY_MS;
    expect(laptop.deviceFor('ada@example.edu')).toBeNull();
  });

  it('is __Host-studyforge.device and always Secure in production', () => {
    const laptop = browser(new SignInDeviceCookie({ ...CONFIG, NODE_ENV: 'production', PUBLIC_URL: 'https://study.example.edu' }));
    laptop.signIn('ada@example.edu');
    expect(laptop.last()).toMatchObject({ name: '__Host-studyforge.device', options: { secure: true, path: '/' } });
    expect(laptop.last().options).not.toHaveProperty('domain');
    expect(laptop.deviceFor('ada@example.edu')).not.toBeNull();
  });
});
