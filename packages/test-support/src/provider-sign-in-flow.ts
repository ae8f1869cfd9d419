import { cookiePairOf, SESSION_COOKIE_BASE_NAME } from '@studyforge/contracts';

/** Cookies by origin, name=value only: enough to walk a sign-in through the gateway and a test provider. */
class CookieJar {
  private readonly jars = new Map<string, Map<string, string>>();

  header(url: URL): string {
    return [...(this.jars.get(url.origin) ?? new Map<string, string>())].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  store(url: URL, response: Response): void {
    const jar = this.jars.get(url.origin) ?? new Map<string, string>();
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1).trim();
      if (!value || /expires=Thu, 01 Jan 1970/i.test(line)) jar.delete(name);
      else jar.set(name, value);
    }
    this.jars.set(url.origin, jar);
  }
}

export interface ProviderAnswer {
  /** Where the provider sent the browser back to (the gateway's callback with code and state, or an error). */
  callbackUrl: URL;
  /** The gateway's session cookie of the browser that started the sign-in (`studyforge.sid=…`, `__Host-` prefixed in production). */
  cookie: string;
}

/**
 * What a browser does between a provider button and the provider's answer, without a browser: starts the
 * sign-in at the gateway, signs in on the test provider's login page with `login`, then consents (or
 * cancels), and stops at the redirect back to the gateway.
 */
export async function answerFromProvider(
  gatewayUrl: string,
  startPath: string,
  login: string,
  options: { cancel?: boolean } = {},
): Promise<ProviderAnswer> {
  const jar = new CookieJar();
  const gateway = new URL(gatewayUrl);
  let url = new URL(startPath, gateway);
  let init: RequestInit = {};
  for (let step = 0; step < 20; step++) {
    const response = await fetch(url, { ...init, redirect: 'manual', headers: { ...init.headers, cookie: jar.header(url) } });
    jar.store(url, response);
    init = {};
    const location = response.headers.get('location');
    if (response.status >= 300 && response.status < 400 && location) {
      const next = new URL(location, url);
      if (next.origin === gateway.origin) {
        const cookie = cookiePairOf(jar.header(gateway).split('; '), SESSION_COOKIE_BASE_NAME);
        if (!cookie) throw new Error('the gateway set no session cookie when the sign-in started');
        return { callbackUrl: next, cookie };
      }
      url = next;
      continue;
    }
    const page = await response.text();
    if (response.status !== 200) throw new Error(`the provider answered ${response.status} at ${url.pathname}: ${page.slice(0, 300)}`);
    const action = /<form[^>]*action="([^"]+)"/.exec(page)?.[1];
    const prompt = /name="prompt" value="(\w+)"/.exec(page)?.[1];
    if (!action || !prompt) throw new Error(`no login or consent form at ${url.pathname}: ${page.slice(0, 300)}`);
    if (options.cancel && prompt === 'consent') {
      url = new URL(/href="([^"]+\/abort)"/.exec(page)?.[1] ?? `${action}/abort`, url);
      continue;
    }
    const form: Record<string, string> = prompt === 'login' ? { prompt, login, password: 'any-password' } : { prompt };
    url = new URL(action, url);
    init = { method: 'POST', body: new URLSearchParams(form), headers: { 'content-type': 'application/x-www-form-urlencoded' } };
  }
  throw new Error('the sign-in did not come back to the gateway within 20 steps');
}

/** The browser arriving at the callback: where the gateway sends it, and the session cookie it sets, if any. */
export async function arriveAtCallback(callbackUrl: URL, cookie: string | null): Promise<{ status: number; location: string | null; cookie: string | null }> {
  const response = await fetch(callbackUrl, { redirect: 'manual', headers: cookie ? { cookie } : {} });
  const setCookie = cookiePairOf(response.headers.getSetCookie(), SESSION_COOKIE_BASE_NAME) ?? null;
  await response.arrayBuffer();
  return { status: response.status, location: response.headers.get('location'), cookie: setCookie };
}
