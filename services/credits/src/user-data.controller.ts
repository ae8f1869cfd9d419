import { Controller, Inject } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { assertSystem, parseRequest } from '@studyforge/service-kit';
import { CreditsUserDataRepository } from './credits-user-data.repository.js';

/** Ledger rows per page of the export (each is about 150 bytes of JSON). */
const LEDGER_PAGE_ROWS = 1000;

/** The student's balance and ledger for their data export; the ledger anonymised when their account is erased. */
@Controller()
export class CreditsUserDataController {
  constructor(@Inject(CreditsUserDataRepository) private readonly userData: CreditsUserDataRepository) {}

  @MessagePattern('credits.export-user-data')
  async export(@Payload() payload: unknown) {
    const { actor, data } = parseRequest('credits.export-user-data', payload);
    assertSystem(actor);
    const offset = Number(data.cursor ?? 0) || 0;
    const { balance, ledger } = await this.userData.export(data.userId, offset, LEDGER_PAGE_ROWS);
    const movements = { name: 'ledger.json', description: 'Every credit movement of your account: free trial, charges, refunds and grants', content: ledger };
    return {
      files: offset === 0 ? [{ name: 'balance.json', description: 'Your credit balance when the export was made', content: { credits: balance ?? 0 } }, movements] : [movements],
      next: ledger.length === LEDGER_PAGE_ROWS ? String(offset + LEDGER_PAGE_ROWS) : null,
    };
  }

  @MessagePattern('credits.erase-user-data')
  async erase(@Payload() payload: unknown) {
    const { actor, data } = parseRequest('credits.erase-user-data', payload);
    assertSystem(actor);
    return { erased: true as const, counts: await this.userData.anonymise(data.userId) };
  }
}
