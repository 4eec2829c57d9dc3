import { createServer } from 'node:net';

/**
 * A loopback port that nothing listens on right now: a server a test starts later binds it, or
 * a client pointed at it finds nothing there (an unreachable service).
 */
export async function freeLoopbackPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve, reject) => {
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', resolve);
  });
  const address = probe.address();
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return typeof address === 'object' && address ? address.port : 0;
}
