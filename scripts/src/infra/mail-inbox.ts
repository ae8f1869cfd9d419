import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { randomUUID } from 'node:crypto';
import { simpleParser, type AddressObject } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { InfraError } from './infra-error.js';
import { freePort } from './ports.js';

/** A message as the development inbox keeps it and its API answers it. */
export interface InboxMessage {
  id: string;
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string | null;
  receivedAt: string;
}

export interface ResolvedMailInbox {
  /** Where the app sends mail. */
  smtpUrl: string;
  /** The inbox's web page (and its API under /api/messages); null when SMTP_URL points elsewhere. */
  webUrl: string | null;
  source: 'env' | 'private';
  stop(): Promise<void>;
}

const KEPT_MESSAGES = 500;

function addresses(value: AddressObject | AddressObject[] | undefined): string[] {
  const list = Array.isArray(value) ? value : value ? [value] : [];
  return list.flatMap((entry) => entry.value.map((address) => address.address ?? '')).filter(Boolean);
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);
}

/**
 * The development mail inbox: a real SMTP server that keeps what it receives in memory, with a web page
 * to read it and a JSON API (`GET/DELETE /api/messages`) the tests read mail back through.
 */
export async function startMailInbox(): Promise<ResolvedMailInbox> {
  const messages: InboxMessage[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          messages.unshift({
            id: randomUUID(),
            from: addresses(parsed.from)[0] ?? '',
            to: addresses(parsed.to),
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : null,
            receivedAt: new Date().toISOString(),
          });
          messages.splice(KEPT_MESSAGES);
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  const web = createServer((req, res) => answer(req, res, messages));
  const smtpPort = await freePort();
  const webPort = await freePort();
  try {
    await new Promise<void>((resolve, reject) => {
      smtp.once('error', reject);
      smtp.listen(smtpPort, '127.0.0.1', () => resolve());
    });
    await listen(web, webPort);
  } catch (error) {
    smtp.close(() => undefined);
    web.close();
    throw new InfraError(`The development mail inbox did not start (${(error as Error).message}): set SMTP_URL to a running mail server instead.`);
  }
  return {
    smtpUrl: `smtp://127.0.0.1:${smtpPort}`,
    webUrl: `http://127.0.0.1:${webPort}`,
    source: 'private',
    async stop() {
      await Promise.all([new Promise<void>((resolve) => smtp.close(() => resolve())), new Promise<void>((resolve) => web.close(() => resolve()))]);
    },
  };
}

/** `npm start`: SMTP_URL when set (no inbox page), else a development inbox on free ports. */
export async function resolveMailInbox(env: NodeJS.ProcessEnv): Promise<ResolvedMailInbox> {
  if (env.SMTP_URL) return { smtpUrl: env.SMTP_URL, webUrl: null, source: 'env', stop: async () => undefined };
  return startMailInbox();
}

function listen(server: Server, port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
}

function answer(req: IncomingMessage, res: ServerResponse, messages: InboxMessage[]): void {
  const url = new URL(req.url ?? '/', 'http://inbox');
  if (url.pathname === '/api/messages' && req.method === 'GET') return json(res, 200, messages);
  if (url.pathname === '/api/messages' && req.method === 'DELETE') {
    messages.splice(0);
    return json(res, 200, { deleted: true });
  }
  const one = /^\/messages\/([0-9a-f-]{36})$/.exec(url.pathname);
  if (one && req.method === 'GET') {
    const message = messages.find((candidate) => candidate.id === one[1]);
    if (!message) return page(res, 404, 'Not found', '<p>This message is no longer in the inbox. <a href="/">Back to the inbox</a></p>');
    const body = message.html
      ? `<iframe title="Message" sandbox="allow-popups allow-popups-to-escape-sandbox" srcdoc="${escapeHtml(message.html)}" style="width:100%;height:70vh;border:1px solid #ccc;border-radius:6px"></iframe>`
      : `<pre style="white-space:pre-wrap">${escapeHtml(message.text)}</pre>`;
    return page(
      res,
      200,
      message.subject,
      `<p><a href="/">← Inbox</a></p><h2>${escapeHtml(message.subject)}</h2>` +
        `<p>From ${escapeHtml(message.from)} to ${escapeHtml(message.to.join(', '))}, ${escapeHtml(message.receivedAt)}</p>${body}` +
        `<h3>Plain text</h3><pre style="white-space:pre-wrap">${escapeHtml(message.text)}</pre>`,
    );
  }
  if (url.pathname === '/' && req.method === 'GET') {
    const rows = messages
      .map(
        (message) =>
          `<tr><td>${escapeHtml(message.receivedAt.replace('T', ' ').slice(0, 19))}</td><td>${escapeHtml(message.to.join(', '))}</td>` +
          `<td><a href="/messages/${message.id}">${escapeHtml(message.subject || '(no subject)')}</a></td></tr>`,
      )
      .join('');
    return page(
      res,
      200,
      'Inbox',
      messages.length
        ? `<table style="border-collapse:collapse;width:100%" cellpadding="6"><tr><th align="left">Received</th><th align="left">To</th><th align="left">Subject</th></tr>${rows}</table>`
        : '<p>No mail yet. Mail that StudyForge sends while it runs with this inbox shows up here.</p>',
      5,
    );
  }
  return json(res, 404, { message: 'Not found' });
}

function json(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  res.end(JSON.stringify(body));
}

function page(res: ServerResponse, status: number, title: string, body: string, refreshSeconds?: number): void {
  res.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
  res.end(
    `<!doctype html><html lang="en"><head><meta charset="utf-8">${refreshSeconds ? `<meta http-equiv="refresh" content="${refreshSeconds}">` : ''}` +
      `<title>${escapeHtml(title)} · StudyForge development inbox</title></head>` +
      `<body style="font-family:system-ui,sans-serif;max-width:960px;margin:24px auto;padding:0 16px"><h1>StudyForge development inbox</h1>${body}</body></html>`,
  );
}
