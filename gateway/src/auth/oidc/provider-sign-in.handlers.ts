import { Inject, Injectable } from '@nestjs/common';
import type { SignInProvidersReply } from '@studyforge/contracts';
import { defineHandlers, type EndpointHandlerSet } from '../../http/endpoint-handler.js';
import { ProviderSignInService } from './provider-sign-in.service.js';
import { SignInProviders } from './sign-in-providers.js';

/** The two provider buttons: where each starts, its callback, and which ones this server offers. */
@Injectable()
export class ProviderSignInHandlers implements EndpointHandlerSet {
  constructor(
    @Inject(ProviderSignInService) private readonly signIn: ProviderSignInService,
    @Inject(SignInProviders) private readonly providers: SignInProviders,
  ) {}

  readonly handlers = defineHandlers({
    googleSignIn: ({ req, res }) => this.signIn.start('google', req, res),
    googleSignInCallback: ({ req, res }) => this.signIn.finish('google', req, res),
    hostedSignIn: ({ req, res }) => this.signIn.start('oidc', req, res),
    hostedSignInCallback: ({ req, res }) => this.signIn.finish('oidc', req, res),
    getSignInProviders: (): SignInProvidersReply => this.providers.describe(),
  });
}
