import { billingMessages } from '@studyforge/contracts';
import { describe, expect, it } from 'vitest';
import { outcomeOf } from './test-cards.js';

const now = new Date('2026-11-24T12:00:00Z');
const card = (cardNumber: string, expiry = '12 / 30', cvc = '123') => outcomeOf({ cardNumber, expiry, cvc }, now);

describe('test-mode cards', () => {
  it("follows Stripe's published test numbers", () => {
    expect(card('4242 4242 4242 4242')).toEqual({ kind: 'succeed' });
    expect(card('4000 0000 0000 0002')).toEqual({ kind: 'decline', message: 'Your card was declined.' });
    expect(card('4000 0025 0000 3155')).toEqual({ kind: 'authenticate' });
    expect(card('4000 0000 0000 9995')).toEqual({ kind: 'decline', message: billingMessages.insufficientFunds });
  });

  it('refuses a real-looking card that is not a test card, and a mistyped number', () => {
    expect(card('4111 1111 1111 1111')).toEqual({ kind: 'decline', message: billingMessages.nonTestCard });
    expect(card('4242 4242 4242 4241')).toEqual({ kind: 'invalid', message: billingMessages.incorrectNumber });
    expect(card('4242')).toEqual({ kind: 'invalid', message: billingMessages.incorrectNumber });
  });

  it('checks the expiry date and the security code', () => {
    expect(card('4242424242424242', '10/26')).toEqual({ kind: 'invalid', message: billingMessages.expiredCard });
    expect(card('4242424242424242', '11/26')).toEqual({ kind: 'succeed' });
    expect(card('4242424242424242', '13/30')).toEqual({ kind: 'invalid', message: billingMessages.invalidExpiry });
    expect(card('4242424242424242', '1230')).toEqual({ kind: 'invalid', message: billingMessages.invalidExpiry });
    expect(card('4242424242424242', '12/30', '12')).toEqual({ kind: 'invalid', message: billingMessages.invalidCvc });
  });
});
