import { FREE_TRIAL_CREDITS, PRICE_TABLE } from '@studyforge/contracts';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ReadingPage } from '@/components/reading-page';
import { formatCredits } from '@/lib/format';
import { TOOL_GUIDES } from '../tool-guides';

function costOf(row: (typeof PRICE_TABLE)[number]): string {
  return row.credits === 0 ? 'Free' : `${formatCredits(row.credits)} ${row.unit}`;
}

/** /help: what credits are, what each tool does and costs (from the one price table), privacy and how to reach support. */
export function HelpPage({ supportEmail }: { supportEmail: ReactNode }) {
  return (
    <ReadingPage title="Help Center" footerLabel="More">
      <p className="mt-4 text-base leading-relaxed">How StudyForge works, what each tool costs, and how to reach us.</p>

      <section aria-labelledby="help-credits" className="mt-8">
        <h2 id="help-credits" className="text-xl font-semibold tracking-tight">
          Credits
        </h2>
        <div className="mt-3 grid gap-3 leading-relaxed text-foreground/90">
          <p>
            Each AI tool spends credits from your balance. A new account starts with {formatCredits(FREE_TRIAL_CREDITS)}, and your
            balance shows at the top of every page once you are signed in. The credits are set aside when a generation starts; if it
            fails, they are given back.
          </p>
        </div>
      </section>

      <section aria-labelledby="help-tools" className="mt-8">
        <h2 id="help-tools" className="text-xl font-semibold tracking-tight">
          The tools and what they cost
        </h2>
        <ul className="mt-3 grid gap-3" data-testid="help-tools">
          {PRICE_TABLE.map((row) => (
            <li key={row.feature} className="rounded-2xl border bg-card p-4" data-testid={`help-tool-${row.feature}`}>
              <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
                <h3 className="font-semibold">
                  <Link to={row.path} className="hover:underline">
                    {row.label}
                  </Link>
                </h3>
                <span className="text-sm font-medium text-primary" data-testid="help-tool-cost">
                  {costOf(row)}
                </span>
              </div>
              <p className="mt-1 text-sm leading-relaxed text-muted-foreground">{TOOL_GUIDES[row.feature]}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="help-privacy" className="mt-8">
        <h2 id="help-privacy" className="text-xl font-semibold tracking-tight">
          Privacy
        </h2>
        <p className="mt-3 leading-relaxed text-foreground/90">
          Your uploads are stored privately under your account. The{' '}
          <Link to="/privacy" className="font-medium text-primary hover:underline">
            Privacy Policy
          </Link>{' '}
          says exactly what we store, why and for how long, and how to download or delete it.
        </p>
      </section>

      <section aria-labelledby="help-contact" id="contact" className="mt-8">
        <h2 id="help-contact" className="text-xl font-semibold tracking-tight">
          Contact us
        </h2>
        <p className="mt-3 leading-relaxed text-foreground/90" data-testid="help-contact">
          Something not working, or a question this page does not answer? Write to {supportEmail} and we will reply by email.
        </p>
      </section>
    </ReadingPage>
  );
}
