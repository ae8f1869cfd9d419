import { createDecipheriv, createECDH, createPublicKey, hkdfSync, randomBytes, verify, type ECDH } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedPush {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  /** The decrypted message (RFC 8291, aes128gcm), parsed as JSON. */
  message: unknown;
  /** The VAPID JWT's claims, its signature checked against the `k=` public key. */
  claims: { aud: string; sub: string; exp: number };
  vapidPublicKey: string;
}

/**
 * A push service on localhost, standing in for FCM or Mozilla's: it holds a browser's keys (a P-256 key
 * pair and an auth secret), decrypts what it receives exactly as a browser would, checks the VAPID
 * signature, and answers 201, or the status it was told to answer for a path (410: subscription gone).
 */
export class LocalPushService {
  readonly received: ReceivedPush[] = [];
  /** The path of every request that came, delivered or not. */
  readonly requestedPaths: string[] = [];
  private readonly statusOfPath = new Map<string, number>();
  private readonly redirectOfPath = new Map<string, { location: string; status: number }>();
  private readonly devices = new Map<string, { ecdh: ECDH; auth: Buffer }>();
  private server!: Server;
  private origin = '';

  async start(): Promise<void> {
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        const path = req.url ?? '/';
        this.requestedPaths.push(path);
        const redirect = this.redirectOfPath.get(path);
        if (redirect) {
          res.writeHead(redirect.status, { location: redirect.location }).end();
          return;
        }
        const device = this.devices.get(path);
        try {
          if (!device) throw new Error(`no device at ${path}`);
          const { claims, key } = checkVapid(String(req.headers.authorization ?? ''));
          this.received.push({ path, headers: req.headers, message: JSON.parse(decrypt(Buffer.concat(chunks), device)), claims, vapidPublicKey: key });
          res.writeHead(this.statusOfPath.get(path) ?? 201).end();
        } catch (error) {
          res.writeHead(400).end(error instanceof Error ? error.message : String(error));
        }
      });
    });
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', () => resolve()));
    this.origin = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  /** A new browser: its subscription as `PushSubscription.toJSON()` gives it. */
  newSubscription() {
    const path = `/push/${randomBytes(8).toString('hex')}`;
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    const auth = randomBytes(16);
    this.devices.set(path, { ecdh, auth });
    return {
      endpoint: `${this.origin}${path}`,
      expirationTime: null,
      keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
    };
  }

  answer(endpoint: string, status: number): void {
    this.statusOfPath.set(new URL(endpoint).pathname, status);
  }

  /** Answers a redirect to `location` for the endpoint's path. */
  redirect(endpoint: string, location: string, status: number): void {
    this.redirectOfPath.set(new URL(endpoint).pathname, { location, status });
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}

/** `vapid t=<jwt>, k=<public key>`: the ES256 signature must verify with k. */
function checkVapid(header: string): { claims: ReceivedPush['claims']; key: string } {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+),\s*k=([\w-]+)$/.exec(header);
  if (!match) throw new Error(`not a VAPID authorization: ${header}`);
  const [token, key] = [match[1]!, match[2]!];
  const [head, body, signature] = token.split('.') as [string, string, string];
  const raw = Buffer.from(key, 'base64url');
  const publicKey = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: raw.subarray(1, 33).toString('base64url'), y: raw.subarray(33, 65).toString('base64url') },
    format: 'jwk',
  });
  const valid = verify('sha256', Buffer.from(`${head}.${body}`), { key: publicKey, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature, 'base64url'));
  if (!valid) throw new Error('the VAPID signature does not verify');
  return { claims: JSON.parse(Buffer.from(body, 'base64url').toString('utf8')), key };
}

/** RFC 8291 / RFC 8188 (aes128gcm), one record. */
function decrypt(body: Buffer, device: { ecdh: ECDH; auth: Buffer }): string {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const serverKey = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  const shared = device.ecdh.computeSecret(serverKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), device.ecdh.getPublicKey(), serverKey]);
  const ikm = Buffer.from(hkdfSync('sha256', shared, device.auth, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, ciphertext.length - 16)), decipher.final()]);
  const delimiter = padded.lastIndexOf(2);
  return padded.subarray(0, delimiter).toString('utf8');
}
