import { nkeyAuthenticator, usernamePasswordAuthenticator, type Authenticator } from '@nats-io/transport-node';
import { natsInboxPrefix } from '@studyforge/contracts';

/**
 * The process's NATS identity, from the environment loadConfig validated (natsCredentialsEnvSchema):
 * NATS_USER names it; NATS_NKEY_SEED (preferred) or NATS_PASS proves it. Without NATS_USER the
 * connection is anonymous, which only a NATS without authorization accepts (and production refuses).
 */
function natsIdentity(env: NodeJS.ProcessEnv): { authenticator?: Authenticator; inboxPrefix?: string } {
  const user = env.NATS_USER || undefined;
  if (!user) return {};
  const seed = env.NATS_NKEY_SEED || undefined;
  const authenticator = seed ? nkeyAuthenticator(new TextEncoder().encode(seed)) : usernamePasswordAuthenticator(user, env.NATS_PASS ?? '');
  return { authenticator, inboxPrefix: natsInboxPrefix(user) };
}

/** One connection policy for servers and clients: wait for NATS at start, reconnect forever, as this process's NATS user. */
export function natsConnectionOptions(natsUrl: string, env: NodeJS.ProcessEnv = process.env) {
  return {
    servers: [natsUrl],
    waitOnFirstConnect: true,
    maxReconnectAttempts: -1,
    reconnectTimeWait: 1000,
    // nats.js otherwise builds two stack-traced Errors per request just in case it fails.
    noAsyncTraces: true,
    ...natsIdentity(env),
  };
}
