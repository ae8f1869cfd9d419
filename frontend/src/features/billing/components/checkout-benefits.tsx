import { CalendarX2, Check } from 'lucide-react';

/** Spec §2: what Pro gives, as the checkout lists it. */
export const PRO_BENEFITS = [
  'AI flashcards and quizzes',
  'Audio explanations with TTS',
  'Major-specific daily trivia',
  'Community access and study groups',
  'Progress tracking and analytics',
] as const;

export function CheckoutBenefits({ monthlyCredits }: { monthlyCredits: number | undefined }) {
  return (
    <section aria-labelledby="pro-benefits-title" className="rounded-3xl border bg-card p-6 shadow-sm sm:p-7 lg:self-start">
      <h2 id="pro-benefits-title" className="text-lg font-semibold tracking-tight">
        Everything in Pro
      </h2>
      <ul className="mt-4 grid gap-3">
        {monthlyCredits ? (
          <li className="flex items-start gap-3 font-medium">
            <span className="mt-0.5 grid size-5 shrink-0 place-items-center rounded-full bg-spark/25 text-warning-foreground dark:text-spark">
              <Check aria-hidden className="size-3.5" />
            </span>
            {monthlyCredits.toLocaleString('en-US')} credits every paid month
          </li>
        ) : null}
        {PRO_BENEFITS.map((benefit) => (
          <li key={benefit} className="flex items-start gap-3">
            <span className="mt-0.5 grid size-5 shrink-0 place-items-center rounded-full bg-primary/15 text-primary">
              <Check aria-hidden className="size-3.5" />
            </span>
            {benefit}
          </li>
        ))}
      </ul>
      <p className="mt-6 flex items-center gap-2 border-t pt-4 text-sm text-muted-foreground">
        <CalendarX2 aria-hidden className="size-4" />
        Cancel anytime
      </p>
    </section>
  );
}
