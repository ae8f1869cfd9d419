import { Controller, Inject } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { parseRequest } from '@studyforge/service-kit';
import { ProviderSignInService } from './provider-sign-in.service.js';

/** Sign-in through Google or the hosted platform, once the gateway has verified the provider's ID token. */
@Controller()
export class ProviderSignInController {
  constructor(@Inject(ProviderSignInService) private readonly providers: ProviderSignInService) {}

  @MessagePattern('auth.provider-sign-in')
  signIn(@Payload() payload: unknown) {
    return this.providers.signIn(parseRequest('auth.provider-sign-in', payload).data);
  }
}
