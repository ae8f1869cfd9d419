import { CreditCard, FlaskConical, Lock } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { errorMessageOf } from '@/lib/api-client';
import { useAuthenticateTestPayment, useConfirmTestPayment } from '../api/test-payments';
import { TestAuthenticationDialog } from './test-authentication-dialog';

const TEST_CARDS = [
  { number: '4242 4242 4242 4242', outcome: 'succeeds' },
  { number: '4000 0000 0000 0002', outcome: 'is declined' },
  { number: '4000 0025 0000 3155', outcome: 'asks for an extra confirmation' },
] as const;

/** `4242424242424242` → `4242 4242 4242 4242`. */
function cardNumberInput(value: string): string {
  return value.replace(/\D/g, '').slice(0, 19).replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** `1230` → `12 / 30`. */
function expiryInput(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)} / ${digits.slice(2)}` : digits;
}

interface TestCardFormProps {
  clientSecret: string;
  onSucceeded: () => Promise<void>;
  onFailed: (message: string | null) => void;
}

/** Test mode's card form (no Stripe.js): Stripe's published test cards, checked by billing's embedded provider. */
export function TestCardForm({ clientSecret, onSucceeded, onFailed }: TestCardFormProps) {
  const id = useId();
  const [card, setCard] = useState({ cardNumber: '', expiry: '', cvc: '' });
  const [authenticating, setAuthenticating] = useState(false);
  const [finishing, setFinishing] = useState(false);
  const confirm = useConfirmTestPayment();
  const authenticate = useAuthenticateTestPayment();
  const processing = confirm.isPending || authenticate.isPending || finishing;

  const settle = async (reply: { status: string; message: string | null }) => {
    if (reply.status === 'requires_action') return setAuthenticating(true);
    if (reply.status === 'failed') return onFailed(reply.message);
    setFinishing(true);
    await onSucceeded();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (processing) return;
    confirm.mutate(
      { clientSecret, ...card },
      { onSuccess: (reply) => void settle(reply), onError: (error) => onFailed(errorMessageOf(error, 'The payment could not be processed.')) },
    );
  };

  const answer = (approve: boolean) => {
    setAuthenticating(false);
    authenticate.mutate(
      { clientSecret, approve },
      { onSuccess: (reply) => void settle(reply), onError: (error) => onFailed(errorMessageOf(error, 'The payment could not be processed.')) },
    );
  };

  return (
    <form onSubmit={submit} className="grid gap-5" aria-describedby={`${id}-test-mode`} noValidate>
      <div id={`${id}-test-mode`} className="flex items-start gap-3 rounded-2xl border border-dashed border-warning/60 bg-warning/10 p-4 text-sm" role="note">
        <FlaskConical aria-hidden className="mt-0.5 size-5 shrink-0 text-warning-foreground dark:text-spark" />
        <div>
          <p className="font-semibold">Test mode: no real charge</p>
          <p className="mt-1 text-muted-foreground">Use one of Stripe's test cards, any future expiry date and any CVC:</p>
          <ul className="mt-2 grid gap-1">
            {TEST_CARDS.map((test) => (
              <li key={test.number}>
                <button
                  type="button"
                  className="rounded font-mono text-foreground underline-offset-2 hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                  onClick={() => setCard({ cardNumber: test.number, expiry: '12 / 34', cvc: '123' })}
                >
                  {test.number}
                </button>{' '}
                <span className="text-muted-foreground">{test.outcome}</span>
              </li>
            ))}
          </ul>
        </div>
      </div>

      <div className="grid gap-2">
        <Label htmlFor={`${id}-number`}>Card number</Label>
        <div className="relative">
          <CreditCard aria-hidden className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" />
          <Input
            id={`${id}-number`}
            className="pl-9 font-mono"
            inputMode="numeric"
            autoComplete="cc-number"
            placeholder="1234 1234 1234 1234"
            value={card.cardNumber}
            readOnly={processing}
            onChange={(event) => setCard({ ...card, cardNumber: cardNumberInput(event.target.value) })}
          />
        </div>
      </div>
      <div className="grid grid-cols-2 gap-4">
        <div className="grid gap-2">
          <Label htmlFor={`${id}-expiry`}>Expiry</Label>
          <Input
            id={`${id}-expiry`}
            className="font-mono"
            inputMode="numeric"
            autoComplete="cc-exp"
            placeholder="MM / YY"
            value={card.expiry}
            readOnly={processing}
            onChange={(event) => setCard({ ...card, expiry: expiryInput(event.target.value) })}
          />
        </div>
        <div className="grid gap-2">
          <Label htmlFor={`${id}-cvc`}>CVC</Label>
          <Input
            id={`${id}-cvc`}
            className="font-mono"
            inputMode="numeric"
            autoComplete="cc-csc"
            placeholder="123"
            value={card.cvc}
            readOnly={processing}
            onChange={(event) => setCard({ ...card, cvc: event.target.value.replace(/\D/g, '').slice(0, 4) })}
          />
        </div>
      </div>

      <Button type="submit" variant="brand" size="lg" className="w-full" disabled={processing}>
        {processing ? <Spinner className="size-4 text-current" /> : <Lock aria-hidden />}
        {processing ? 'Processing...' : 'Subscribe Now'}
      </Button>

      <TestAuthenticationDialog open={authenticating} onAnswer={answer} />
    </form>
  );
}
