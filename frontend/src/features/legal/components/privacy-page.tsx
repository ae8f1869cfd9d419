import { Link } from 'react-router-dom';
import { LegalDocument, type LegalSection } from './legal-document';
import { SupportEmailLink } from './support-email-link';

const SECTIONS: readonly LegalSection[] = [
  {
    heading: 'What we store',
    body: (
      <ul>
        <li>
          <strong>Your account:</strong> your name, email address, whether you have verified it, your password (only as a one-way
          argon2 hash we cannot read back), your plan and credit balance, and the profile details you choose to add (major, school,
          country, bio, photo). If you sign in with Google or another sign-in provider, we also keep that provider&apos;s account
          identifier so we can recognise you next time.
        </li>
        <li>
          <strong>Your uploads:</strong> the files and text you upload to generate study material (PDF, Word, text and images),
          stored privately under your account.
        </li>
        <li>
          <strong>What you generate:</strong> notes, flashcards, quizzes, practice tests, trivia questions and your quiz results.
        </li>
        <li>
          <strong>Audio:</strong> the spoken versions of your material that you ask for (read-aloud and other audio features).
        </li>
        <li>
          <strong>Payments:</strong> if you subscribe, your card is handled entirely by our card payment provider. We never see or
          store your card number; we keep only your plan, your subscription status and the payment references the provider gives us.
        </li>
        <li>
          <strong>Credits:</strong> a record of credits granted, spent and refunded, so your balance can always be checked.
        </li>
      </ul>
    ),
  },
  {
    heading: 'How we use it',
    body: (
      <>
        <p>
          Only to run StudyForge for you: to sign you in, to turn your uploads into study material, to keep your library, to keep
          your credit balance right and to send you the emails the service needs (verifying your address, resetting your password,
          telling you when your password changed). We do not sell your data and we do not show advertising.
        </p>
        <p>
          To generate material, the text of your uploads is processed by our AI engine. When this server is set up to use an
          external AI provider, the text is sent to that provider for processing only, not for advertising.
        </p>
      </>
    ),
  },
  {
    heading: 'Cookies',
    body: (
      <>
        <p>
          StudyForge sets one cookie that keeps you signed in, <code className="rounded bg-muted px-1 py-0.5 text-sm">studyforge.sid</code>{' '}
          (named <code className="rounded bg-muted px-1 py-0.5 text-sm">__Host-studyforge.sid</code> on a secure connection). It holds a
          random session identifier, nothing else, cannot be read by scripts on the page and is only sent to StudyForge. It lasts 30
          days from when you sign in, and ends earlier when you sign out, when you reset your password, or when you sign out your other
          devices.
        </p>
        <p>
          When you sign in or set a new password, a second cookie,{' '}
          <code className="rounded bg-muted px-1 py-0.5 text-sm">studyforge.device</code>, remembers that your account has been used in
          this browser, so that someone guessing your password elsewhere cannot lock you out here. It holds a random code and a
          signature, not your address, cannot be read by scripts on the page, and lasts 180 days.
        </p>
        <p>
          Beside it, while you are signed in, a companion cookie{' '}
          <code className="rounded bg-muted px-1 py-0.5 text-sm">studyforge.signed-in</code> holds just the value 1, so the page knows
          whether to ask for your account. It says nothing about who you are and signs nobody in. We use no tracking or advertising
          cookies.
        </p>
        <p>Your light or dark theme choice is remembered in your browser&apos;s own storage and never sent to us.</p>
      </>
    ),
  },
  {
    heading: 'How long we keep it',
    body: (
      <ul>
        <li>Your account, uploads, generated material, audio and credit history: for as long as you keep your account (credit history then only anonymously).</li>
        <li>Anything you delete: removed right away from the app, and from our storage when the deletion completes.</li>
        <li>Email verification links expire after 24 hours and password reset links after 1 hour; each works only once.</li>
        <li>Sign-in sessions: at most 30 days, see the cookies above.</li>
        <li>
          Payment records: as long as accounting and tax law requires us to keep them, even after you close your account. Your card
          details stay with the card payment provider.
        </li>
        <li>
          Server logs: they record what happened (for example that a request failed) to keep the service running and secure. They
          never contain your password, your cookie or the links we email you.
        </li>
      </ul>
    ),
  },
  {
    heading: 'Getting a copy, or deleting everything',
    body: (
      <>
        <p>
          In{' '}
          <Link to="/settings" className="font-medium text-primary hover:underline">
            Settings › Data &amp; Export
          </Link>
          , <strong>Download my data</strong> makes one ZIP of everything we keep about you (account, profile, flashcards, quizzes,
          study guides, quiz attempts, trivia history, credit history, subscription and the files you uploaded), with a README that
          explains each file.
        </p>
        <p>
          <strong>Delete account</strong>, in the same place, asks for your password (or a fresh sign-in with Google or your school)
          and for the word DELETE. Your account closes at once and every device is signed out; then your data is erased from every
          part of StudyForge, retried until each one confirms. Your credit history stays only as anonymous rows that no longer point to
          you, and the payment records the law makes us keep remain. If you cannot sign in, write to <SupportEmailLink />.
        </p>
        <p>
          If you think someone else knows your password, use{' '}
          <Link to="/forgot-password" className="font-medium text-primary hover:underline">Forgot password?</Link>: setting a
          new password signs you out on every device.
        </p>
      </>
    ),
  },
  {
    heading: 'Changes',
    body: <p>If we change what we store or why, we will update this page and tell you by email before the change applies.</p>,
  },
];

/** /privacy: what StudyForge stores, why, for how long, and how to get a copy or delete it. */
export function PrivacyPage() {
  return (
    <LegalDocument
      title="Privacy Policy"
      updated="24 November 2026"
      intro={
        <p>
          This page explains, in plain language, what StudyForge keeps about you, why, for how long, and how you can get a copy of it
          or have it deleted.
        </p>
      }
      sections={SECTIONS}
    />
  );
}
