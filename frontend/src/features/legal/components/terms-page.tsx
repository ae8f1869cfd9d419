import { Link } from 'react-router-dom';
import { LegalDocument, type LegalSection } from './legal-document';
import { SupportEmailLink } from './support-email-link';

const SECTIONS: readonly LegalSection[] = [
  {
    heading: 'Your account',
    body: (
      <>
        <p>
          You need an account to use StudyForge. Give a real email address you can read: we use it to verify your account, to let you
          reset your password and to tell you about important changes. Keep your password to yourself; you are responsible for what
          happens under your account.
        </p>
        <p>You must be old enough to agree to these terms where you live, or have a parent or guardian agree for you.</p>
      </>
    ),
  },
  {
    heading: 'Credits and the Pro plan',
    body: (
      <>
        <p>
          New accounts get 50 free credits once. Generating study material costs credits; the price of each tool is shown before you
          use it, and credits of a generation that fails are given back.
        </p>
        <p>
          The Pro plan is a subscription paid by card through our card payment provider. You can cancel at any time; the plan then
          stays active until the end of the period you paid for.
        </p>
      </>
    ),
  },
  {
    heading: 'Your material',
    body: (
      <>
        <p>
          What you upload stays yours. You let us store and process it only to provide StudyForge to you: to generate notes,
          flashcards, quizzes, audio and the rest of your study material. Upload only material you are allowed to use.
        </p>
        <p>
          Generated material is produced by AI and can contain mistakes. Check important facts against your course material before
          relying on them for an exam or an assignment.
        </p>
      </>
    ),
  },
  {
    heading: 'Fair use',
    body: (
      <ul>
        <li>Do not try to break into StudyForge, other students&apos; accounts or the systems it runs on.</li>
        <li>Do not upload anything illegal, hateful or that harms others, and do not use StudyForge to cheat where that is forbidden.</li>
        <li>Do not overload the service with automated requests; limits protect everyone.</li>
      </ul>
    ),
  },
  {
    heading: 'Ending your account',
    body: (
      <p>
        You can delete your account at any time in{' '}
        <Link to="/settings" className="font-medium text-primary hover:underline">
          Settings › Data &amp; Export
        </Link>{' '}
        (or, if you cannot sign in, by writing to <SupportEmailLink /> from your account&apos;s email address). We may suspend an account that breaks
        these terms, and will tell you why by email. What happens to your data is described in the{' '}
        <Link to="/privacy" className="font-medium text-primary hover:underline">
          Privacy Policy
        </Link>
        .
      </p>
    ),
  },
  {
    heading: 'The service',
    body: (
      <p>
        We work to keep StudyForge available and your data safe, but the service is provided as it is, and it may change or be
        briefly unavailable. If we make important changes to these terms, we will tell you by email before they apply.
      </p>
    ),
  },
];

/** /terms: the rules of using StudyForge, in plain language. */
export function TermsPage() {
  return (
    <LegalDocument
      title="Terms of Service"
      updated="24 November 2026"
      intro={<p>These terms are the agreement between you and StudyForge when you create an account and use the app. They are short on purpose.</p>}
      sections={SECTIONS}
    />
  );
}
