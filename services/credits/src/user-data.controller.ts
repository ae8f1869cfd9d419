import { Controller, Inject } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { assertSystem, parseRequest } from '@studyforge/service-kit';
import { CreditsUserDataRepository } from './credits-user-data.repository.js';

/** The student's balance and ledger for their data export; the ledger anonymised when their account is erased. */
@Controller()
export class CreditsUserDataController {
  constructor(@Inject(CreditsUserDataRepository) private readonly userData: CreditsUserDataRepository) {}

  @MessagePattern('credits.export-user-data')
  async export(@Payload() payload: unknown) {
    const { actor, data } = parseRequest('credits.export-user-data', payload);
    assertSystem(actor);
    const { balance, ledger } = await this.userData.export(data.userId);
    return {
      files: [
        { name: 'balance.json', description: 'Your credit balance when the export was made', content: { credits: balance ?? 0 } },
        { name: 'ledger.json', description: 'Every credit movement of your account: free trial, charges, refunds and grants', content: ledger },
      ],
    };
  }

  @MessagePattern('credits.erase-user-data')
  async erase(@Payload() payload: unknown) {
    const { actor, data } = parseRequest('credits.erase-user-data', payload);
    assertSystem(actor);
    return { erased: true as const, counts: await this.userData.anonymise(data.userId) };
  }
}
