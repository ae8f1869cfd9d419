import { DEFAULT_PROVIDER_LABELS, SIGN_IN_PROVIDERS, type SignInProvider, type SignInProvidersReply } from '@studyforge/contracts';
import type { Logger } from 'pino';
import { ProviderDiscovery } from './provider-discovery.js';
import type { SignInProviderSettingsMap } from './sign-in-providers-config.js';

/** The configured third-party sign-ins, each with its lazily discovered OpenID configuration. */
export class SignInProviders {
  private readonly discoveries: Partial<Record<SignInProvider, ProviderDiscovery>> = {};

  constructor(settings: SignInProviderSettingsMap, logger: Logger) {
    for (const provider of SIGN_IN_PROVIDERS) {
      const configured = settings[provider];
      if (configured) this.discoveries[provider] = new ProviderDiscovery(configured, logger);
    }
  }

  /** The provider's client, or null when this server does not offer it. */
  get(provider: SignInProvider): ProviderDiscovery | null {
    return this.discoveries[provider] ?? null;
  }

  /** What the sign-in and sign-up pages show: a button that is not configured keeps its default text. */
  describe(): SignInProvidersReply {
    const entry = (provider: SignInProvider) => {
      const discovery = this.get(provider);
      return { configured: discovery !== null, label: discovery?.settings.label ?? DEFAULT_PROVIDER_LABELS[provider] };
    };
    return { google: entry('google'), oidc: entry('oidc') };
  }
}
