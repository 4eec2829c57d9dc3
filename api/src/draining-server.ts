import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';

export interface DrainSettings {
  /** Pause between turning /readyz to 503 and closing the listener, for a load balancer to notice. */
  drainDelayMs: number;
  /** How long requests in flight may take to finish before their connections are cut. */
  graceMs: number;
}

export interface DrainResult {
  /** Requests still unanswered when the grace period ran out, whose connections were cut. */
  cutRequests: number;
}

export interface DrainingServer {
  /** Add the application with server.on('request', app): it runs after the drain bookkeeping. */
  server: Server;
  /** True once stopping began: /readyz answers 503 from then on. */
  isDraining: () => boolean;
  /** Stops the server without cutting a request short (unless the grace period runs out). */
  drain: (settings: DrainSettings) => Promise<DrainResult>;
}

/**
 * An HTTP server that can stop gracefully under keep-alive traffic. Node's server.close() only
 * stops accepting new connections: clients holding a kept-alive one would go on sending
 * requests until the keep-alive timeout. Here, once draining, every answer carries
 * `Connection: close`, and each connection is closed as soon as it has nothing in flight.
 */
export function createDrainingServer(): DrainingServer {
  let draining = false;
  let listenerClosed = false;
  const unanswered = new Set<ServerResponse>();
  const server = createServer((_req: IncomingMessage, res: ServerResponse) => {
    if (draining) res.setHeader('Connection', 'close');
    unanswered.add(res);
    res.on('close', () => {
      unanswered.delete(res);
      // An answer begun before draining kept its connection alive: close it once idle. Not
      // before the listener closes: other clients' connections, idle for a moment between two
      // requests, would be cut while their next request is on the way.
      if (listenerClosed) server.closeIdleConnections();
    });
  });

  const drain = async ({ drainDelayMs, graceMs }: DrainSettings): Promise<DrainResult> => {
    draining = true;
    for (const res of unanswered) if (!res.headersSent) res.setHeader('Connection', 'close');
    if (drainDelayMs > 0) await sleep(drainDelayMs);
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    listenerClosed = true;
    server.closeIdleConnections();
    const finishedInTime = await Promise.race([
      closed.then(() => true),
      sleep(graceMs, false, { ref: false }),
    ]);
    if (finishedInTime) return { cutRequests: 0 };
    const cutRequests = unanswered.size;
    server.closeAllConnections();
    await closed;
    return { cutRequests };
  };

  return { server, isDraining: () => draining, drain };
}
