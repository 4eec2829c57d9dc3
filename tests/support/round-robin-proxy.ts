import http, {
  type IncomingHttpHeaders,
  type IncomingMessage,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';

/** The header naming which server (its index in `upstreams`) answered, for tests to see. */
export const UPSTREAM_HEADER = 'x-upstream';

/** Headers about one connection, not the request: never passed on. */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'te',
  'trailer',
  'upgrade',
]);

export interface ProxyOptions {
  /** Server base addresses, `http://127.0.0.1:<port>`. */
  upstreams: string[];
  /**
   * A request header whose value the proxy takes as the client's address (and removes), so a
   * test can speak for many visitors; without it, the socket's address is used.
   */
  clientAddressHeader?: string;
  /** Polled on every server; one not answering 200 gets no new requests until it does. */
  readiness?: { path: string; intervalMs: number };
}

export interface RoundRobinProxy {
  url: string;
  /** Requests sent to another server because the chosen one refused the connection. */
  retried: () => number;
  /** Requests a server failed once connected, as `METHOD path on server: error`, for failure messages. */
  failures: () => string[];
  close: () => Promise<void>;
}

interface Upstream {
  index: number;
  url: URL;
  ready: boolean;
}

/**
 * A small load balancer for tests: sends each request to the next ready server in turn,
 * streams bodies both ways and sets X-Forwarded-For. Like a real balancer it tries the next
 * server when a connection cannot be made (the request never reached a server, so it is safe
 * to send again whatever its method), and it takes servers out of rotation while their
 * readiness check fails. Anything that goes wrong after a server had the request is answered
 * 502 and not retried: that server may have acted on it.
 */
export async function startRoundRobinProxy(options: ProxyOptions): Promise<RoundRobinProxy> {
  const upstreams: Upstream[] = options.upstreams.map((url, index) => ({
    index,
    url: new URL(url),
    ready: true,
  }));
  let turn = 0;
  let retried = 0;
  const failures: string[] = [];

  /** The ready servers, starting with the one whose turn it is. */
  const rotation = (): Upstream[] => {
    const ready = upstreams.filter((upstream) => upstream.ready);
    const start = turn++ % Math.max(ready.length, 1);
    return [...ready.slice(start), ...ready.slice(0, start)];
  };

  const forward = (req: IncomingMessage, res: ServerResponse, candidates: Upstream[]): void => {
    const [upstream, ...others] = candidates;
    if (!upstream) {
      res.writeHead(502, { 'content-type': 'text/plain' }).end('No server could take the request');
      return;
    }
    const outgoing = http.request(new URL(req.url ?? '/', upstream.url), {
      method: req.method,
      headers: forwardedHeaders(req, options.clientAddressHeader),
      // One connection per request: a refused connection then always means "never arrived".
      agent: false,
    });
    let connected = false;
    outgoing.on('socket', (socket) =>
      socket.once('connect', () => {
        connected = true;
        // The body is read only now: until then it stays buffered for a retry elsewhere.
        req.pipe(outgoing);
      }),
    );
    outgoing.on('response', (answer) => {
      res.writeHead(answer.statusCode ?? 502, {
        ...withoutHopByHop(answer.headers),
        [UPSTREAM_HEADER]: String(upstream.index),
      });
      answer.pipe(res);
      answer.on('aborted', () => res.destroy());
    });
    outgoing.on('error', (error: NodeJS.ErrnoException) => {
      if (!connected) {
        retried += 1;
        forward(req, res, others);
        return;
      }
      failures.push(
        `${req.method} ${req.url} on ${upstream.index}: ${error.code ?? error.message}`,
      );
      if (!res.headersSent) {
        res.writeHead(502, { 'content-type': 'text/plain' }).end('The server went away');
      } else {
        res.destroy();
      }
    });
    res.on('close', () => outgoing.destroy());
  };

  const server = http.createServer((req, res) => forward(req, res, rotation()));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const stopChecks = options.readiness ? checkReadiness(upstreams, options.readiness) : () => {};
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    retried: () => retried,
    failures: () => [...failures],
    close: async () => {
      stopChecks();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

function forwardedHeaders(
  req: IncomingMessage,
  clientAddressHeader = '',
): http.OutgoingHttpHeaders {
  const claimed = req.headers[clientAddressHeader.toLowerCase()];
  const socketAddress = (req.socket.remoteAddress ?? '').replace(/^::ffff:/, '');
  return {
    ...withoutHopByHop(req.headers, clientAddressHeader),
    // Replaces whatever the client sent: only the proxy speaks for the client's address.
    'x-forwarded-for': typeof claimed === 'string' ? claimed : socketAddress,
    'x-forwarded-proto': 'http',
  };
}

/** The headers without hop-by-hop ones (and without `alsoLeaveOut`, when given). */
function withoutHopByHop(
  headers: IncomingHttpHeaders,
  alsoLeaveOut = '',
): http.OutgoingHttpHeaders {
  return Object.fromEntries(
    Object.entries(headers).filter(
      ([name]) => !HOP_BY_HOP.has(name) && name !== alsoLeaveOut.toLowerCase(),
    ),
  );
}

/** Marks each server ready or not from its readiness answer, every intervalMs. */
function checkReadiness(
  upstreams: Upstream[],
  { path, intervalMs }: { path: string; intervalMs: number },
): () => void {
  const check = () => {
    for (const upstream of upstreams) {
      fetch(new URL(path, upstream.url), { signal: AbortSignal.timeout(intervalMs * 5) }).then(
        async (answer) => {
          await answer.arrayBuffer();
          upstream.ready = answer.status === 200;
        },
        () => (upstream.ready = false),
      );
    }
  };
  const timer = setInterval(check, intervalMs);
  return () => clearInterval(timer);
}
