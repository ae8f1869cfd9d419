import type { InboxMessage } from '@studyforge/scripts';

/** A mail as the test stack's development inbox returns it. */
export type ReceivedMail = InboxMessage;

function inboxUrl(): string {
  const url = process.env.MAIL_INBOX_URL;
  if (!url) throw new Error('MAIL_INBOX_URL is not set: run the tests through `npm test`, which starts a private mail inbox.');
  return url;
}

export async function inboxMessages(): Promise<ReceivedMail[]> {
  const response = await fetch(`${inboxUrl()}/api/messages`);
  if (!response.ok) throw new Error(`the test mail inbox answered ${response.status}`);
  return (await response.json()) as ReceivedMail[];
}

/** Waits for the newest mail to `to` whose subject matches (mail goes through the queue, so it takes a moment). */
export async function waitForMail(to: string, subject: RegExp, options: { timeoutMs?: number; after?: string } = {}): Promise<ReceivedMail> {
  const deadline = Date.now() + (options.timeoutMs ?? 20_000);
  while (Date.now() < deadline) {
    const found = (await inboxMessages()).find(
      (mail) => mail.to.includes(to) && subject.test(mail.subject) && (!options.after || mail.receivedAt > options.after),
    );
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no mail to ${to} with a subject like ${subject} arrived within ${options.timeoutMs ?? 20_000} ms`);
}

/** The mails to `to` received so far, newest first. */
export async function mailsTo(to: string): Promise<ReceivedMail[]> {
  return (await inboxMessages()).filter((mail) => mail.to.includes(to));
}

/** The single-use token of the link in a mail (verification or reset). */
export function linkTokenOf(mail: ReceivedMail, path: '/verify-email' | '/reset-password'): { url: string; token: string } {
  const match = new RegExp(`https?://[^\\s"<>]+${path}\\?token=([A-Za-z0-9_-]+)`).exec(mail.text);
  if (!match) throw new Error(`no ${path} link in the mail "${mail.subject}"`);
  return { url: match[0], token: decodeURIComponent(match[1]!) };
}
