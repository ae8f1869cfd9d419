/** One connection policy for servers and clients: wait for NATS at start, reconnect forever. */
export function natsConnectionOptions(natsUrl: string) {
  return {
    servers: [natsUrl],
    waitOnFirstConnect: true,
    maxReconnectAttempts: -1,
    reconnectTimeWait: 1000,
    // nats.js otherwise builds two stack-traced Errors per request just in case it fails.
    noAsyncTraces: true,
  };
}
