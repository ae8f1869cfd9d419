import { DomainError, ErrorCode, notificationMessages } from '@studyforge/contracts';
import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { isPublicAddress } from './public-address.js';

/** Where a checked endpoint's request must go: the address that passed the check, never a second resolution. */
export interface CheckedEndpoint {
  url: URL;
  address: string;
  family: 4 | 6;
}

export type ResolveHost = (hostname: string) => Promise<Array<{ address: string; family: number }>>;

const resolveAll: ResolveHost = (hostname) => lookup(hostname, { all: true, verbatim: true });

/** Loopback addresses a local test push service may listen on (plain http) when PUSH_LOCAL_TEST_SERVICE is on. */
const TEST_SERVICE_HOSTS = new Set(['127.0.0.1', '[::1]']);

const refused = () => new DomainError(ErrorCode.ValidationFailed, notificationMessages.pushEndpointInvalid);

/**
 * A web push endpoint must be an https URL on the default port of a public host: an IP literal (in any
 * spelling the URL parser accepts, which it normalises) or a name whose every address is public. Checked
 * when a subscription is saved and again before each send, where the request goes to the address checked.
 * With `localTestService` (tests only, see notifications-config.ts) a plain-http endpoint on loopback also passes.
 */
export class PushEndpointGuard {
  constructor(
    private readonly rules: { localTestService: boolean },
    private readonly resolve: ResolveHost = resolveAll,
  ) {}

  async check(endpoint: string): Promise<CheckedEndpoint> {
    let url: URL;
    try {
      url = new URL(endpoint);
    } catch {
      throw refused();
    }
    if (url.username || url.password) throw refused();
    const host = url.hostname;
    if (this.rules.localTestService && url.protocol === 'http:' && TEST_SERVICE_HOSTS.has(host)) {
      return { url, address: host.replace(/^\[|\]$/g, ''), family: host.startsWith('[') ? 6 : 4 };
    }
    if (url.protocol !== 'https:' || url.port !== '') throw refused();
    const literal = host.replace(/^\[|\]$/g, '');
    if (isIP(literal)) {
      if (!isPublicAddress(literal)) throw refused();
      return { url, address: literal, family: isIP(literal) as 4 | 6 };
    }
    const addresses = await this.addressesOf(host);
    if (addresses.length === 0 || !addresses.every((found) => isPublicAddress(found.address))) throw refused();
    const [first] = addresses;
    return { url, address: first!.address, family: first!.family === 6 ? 6 : 4 };
  }

  private async addressesOf(host: string): Promise<Array<{ address: string; family: number }>> {
    try {
      return await this.resolve(host);
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (code === 'ENOTFOUND' || code === 'ENODATA') throw refused();
      throw new DomainError(ErrorCode.ServiceUnavailable, notificationMessages.pushServiceUnreachable);
    }
  }
}
