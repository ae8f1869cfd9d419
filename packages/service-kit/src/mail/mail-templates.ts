import { MAIL_LINK_LIFETIME_HOURS, studyPlanLimits, type MailJob } from '@studyforge/contracts';

export const PRODUCT_NAME = 'StudyForge';

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

interface MailContent {
  subject: string;
  greeting: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  after: string[];
}

/** Every mail of the product, rendered here and nowhere else: a plain-text part and an HTML part. */
export function renderMail(job: MailJob, publicUrl: string): RenderedMail {
  return layout(contentOf(job, publicUrl.replace(/\/+$/, '')));
}

function contentOf(job: MailJob, base: string): MailContent {
  const greeting = job.payload.firstName ? `Hi ${job.payload.firstName},` : 'Hi,';
  switch (job.kind) {
    case 'verify-email':
      return {
        subject: `Verify your email address for ${PRODUCT_NAME}`,
        greeting,
        paragraphs: [`Thanks for signing up for ${PRODUCT_NAME}! Please confirm that this is your email address.`],
        action: { label: 'Verify email address', url: `${base}/verify-email?token=${encodeURIComponent(job.payload.token)}` },
        after: [
          `This link works once and expires in ${MAIL_LINK_LIFETIME_HOURS['verify-email']} hours.`,
          `If you did not create a ${PRODUCT_NAME} account, you can ignore this email.`,
        ],
      };
    case 'reset-password':
      return {
        subject: `Reset your ${PRODUCT_NAME} password`,
        greeting,
        paragraphs: ['Someone (hopefully you) asked to reset the password of your account.'],
        action: { label: 'Choose a new password', url: `${base}/reset-password?token=${encodeURIComponent(job.payload.token)}` },
        after: [
          `This link works once and expires in ${MAIL_LINK_LIFETIME_HOURS['reset-password']} hour. Setting a new password signs you out everywhere.`,
          'If you did not ask for this, you can ignore this email: your password stays as it is.',
        ],
      };
    case 'password-changed':
      return {
        subject: `Your ${PRODUCT_NAME} password was changed`,
        greeting,
        paragraphs: ['The password of your account was just changed, and your other sessions were signed out.'],
        action: { label: 'Reset your password', url: `${base}/forgot-password` },
        after: ['If this was not you, reset your password right away with the link above.'],
      };
    case 'study-reminder': {
      const { subject, kind, startTime, durationMinutes, timeZone } = job.payload;
      const what = kind === 'review' ? `review session for ${subject}` : `study session for ${subject}`;
      return {
        subject: `${PRODUCT_NAME} reminder: your ${what} starts at ${startTime}`,
        greeting,
        paragraphs: [
          `Your ${what} starts in ${studyPlanLimits.reminderLeadMinutes} minutes, at ${startTime} (${timeZone}), and lasts ${durationText(durationMinutes)}.`,
          'Get your materials ready, silence your phone, and take a 5-10 minute break every hour.',
        ],
        action: { label: 'Open your study calendar', url: `${base}/study-calendar` },
        after: ['You get this because study reminders are on. You can turn them off in Settings › Notifications.'],
      };
    }
    case 'data-export-ready':
      return {
        subject: `Your ${PRODUCT_NAME} data is ready to download`,
        greeting,
        paragraphs: [
          `The copy of your data you asked for is ready: ${job.payload.fileName}, one ZIP with a README that explains each file.`,
          'Download it from Settings › Data & Export while you are signed in; only you can.',
        ],
        action: { label: 'Open Data & Export', url: `${base}/settings` },
        after: ['If you did not ask for a copy of your data, change your password: someone may know it.'],
      };
    case 'weekly-progress': {
      const week = job.payload;
      const score = week.averageScore === null ? 'no quizzes taken' : `${week.averageScore}%`;
      return {
        subject: `${week.test ? '[Test] ' : ''}Your ${PRODUCT_NAME} week: ${week.weekStart} to ${week.weekEnd}`,
        greeting,
        paragraphs: [
          ...(week.test ? ['This is a test of the weekly progress email you asked for in Settings › Notifications. These are your real numbers of the last seven days.'] : []),
          `Here is your week on ${PRODUCT_NAME}, from ${week.weekStart} to ${week.weekEnd}:`,
          `Flashcards made: ${week.cardsMade}`,
          `Quizzes taken: ${week.quizzesTaken}`,
          `Average quiz score: ${score}`,
          `Trivia questions answered: ${week.triviaAnswered}`,
          `Day streak: ${week.streak} ${week.streak === 1 ? 'day' : 'days'}`,
          weekEncouragement(week),
        ],
        action: { label: 'Keep studying', url: `${base}/dashboard` },
        after: ['You get this because weekly progress emails are on. You can turn them off in Settings › Notifications.'],
      };
    }
  }
}

function weekEncouragement(week: { cardsMade: number; quizzesTaken: number; triviaAnswered: number }): string {
  if (week.cardsMade + week.quizzesTaken + week.triviaAnswered === 0) return 'A quiet week. Upload your notes and make a few flashcards to get going again.';
  return 'Nice work! Keep the streak going this week.';
}

function durationText(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const parts = [hours ? `${hours} hour${hours === 1 ? '' : 's'}` : '', rest ? `${rest} minutes` : ''].filter(Boolean);
  return parts.join(' ');
}

function layout(content: MailContent): RenderedMail {
  const text = [
    content.greeting,
    '',
    ...content.paragraphs.flatMap((paragraph) => [paragraph, '']),
    ...(content.action ? [`${content.action.label}: ${content.action.url}`, ''] : []),
    ...content.after.flatMap((paragraph) => [paragraph, '']),
    `— The ${PRODUCT_NAME} team`,
  ].join('\n');
  const paragraph = (body: string) => `<p style="margin:0 0 16px;line-height:1.5">${escapeHtml(body)}</p>`;
  const action = content.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(content.action.url)}" style="background:#4f46e5;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:600">${escapeHtml(content.action.label)}</a></p>` +
      `<p style="margin:0 0 16px;font-size:13px;color:#555">Or paste this link into your browser: <a href="${escapeHtml(content.action.url)}">${escapeHtml(content.action.url)}</a></p>`
    : '';
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(content.subject)}</title></head>
<body style="margin:0;padding:24px;background:#f5f5f7;font-family:-apple-system,Segoe UI,Roboto,Helvetica,Arial,sans-serif;color:#111">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:32px">
<h1 style="margin:0 0 24px;font-size:20px">${PRODUCT_NAME}</h1>
${paragraph(content.greeting)}
${content.paragraphs.map(paragraph).join('\n')}
${action}
${content.after.map(paragraph).join('\n')}
<p style="margin:24px 0 0;color:#555">— The ${PRODUCT_NAME} team</p>
</div></body></html>`;
  return { subject: content.subject, text, html };
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);
}
