import { billingMessages, type TestCard } from '@studyforge/contracts';

export type CardOutcome = { kind: 'succeed' } | { kind: 'authenticate' } | { kind: 'decline'; message: string } | { kind: 'invalid'; message: string };

/** Stripe's published test cards the embedded provider knows (https://docs.stripe.com/testing). */
const TEST_CARDS: Readonly<Record<string, CardOutcome>> = {
  '4242424242424242': { kind: 'succeed' },
  '5555555555554444': { kind: 'succeed' },
  '378282246310005': { kind: 'succeed' },
  '4000002500003155': { kind: 'authenticate' },
  '4000002760003184': { kind: 'authenticate' },
  '4000000000000002': { kind: 'decline', message: billingMessages.cardDeclined },
  '4000000000009995': { kind: 'decline', message: billingMessages.insufficientFunds },
  '4000000000000069': { kind: 'decline', message: 'Your card has expired.' },
  '4000000000000127': { kind: 'decline', message: "Your card's security code is incorrect." },
};

function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** MM/YY or MM / YY; the card's month must not be over. */
function expiryProblem(expiry: string, now: Date): string | null {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(expiry);
  if (!match) return billingMessages.invalidExpiry;
  const month = Number(match[1]);
  const year = match[2]!.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  if (month < 1 || month > 12) return billingMessages.invalidExpiry;
  const endOfMonth = Date.UTC(year, month, 1);
  return endOfMonth <= now.getTime() ? billingMessages.expiredCard : null;
}

/** What the embedded provider does with a card: Stripe's own outcomes and messages for its test numbers. */
export function outcomeOf(card: Pick<TestCard, 'cardNumber' | 'expiry' | 'cvc'>, now = new Date()): CardOutcome {
  const digits = card.cardNumber.replace(/[\s-]/g, '');
  if (!/^\d{13,19}$/.test(digits) || !passesLuhn(digits)) return { kind: 'invalid', message: billingMessages.incorrectNumber };
  const expiry = expiryProblem(card.expiry, now);
  if (expiry) return { kind: 'invalid', message: expiry };
  if (!/^\d{3,4}$/.test(card.cvc.trim())) return { kind: 'invalid', message: billingMessages.invalidCvc };
  return TEST_CARDS[digits] ?? { kind: 'decline', message: billingMessages.nonTestCard };
}

export function lastFourOf(cardNumber: string): string {
  return cardNumber.replace(/\D/g, '').slice(-4);
}
