import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import type { Destination } from './webhook-address';

/** What of an answer is read before the connection is dropped: receivers owe us no body. */
const MAX_ANSWER_BYTES = 4096;

export interface PostRequest {
  url: URL;
  /** The checked address: the connection goes there and nowhere else. */
  destination: Destination;
  headers: Record<string, string>;
  body: string;
  timeoutMs: number;
}

/**
 * POSTs the body and answers the HTTP status. Connects only to the checked address (the URL's
 * name still goes in the Host header and TLS's server name, so certificates are verified as
 * usual), follows no redirect, and gives up after `timeoutMs` in all, connecting included.
 */
export function postToDestination(request: PostRequest): Promise<number> {
  const { url, destination, headers, body, timeoutMs } = request;
  const pinned: LookupFunction = (_hostname, options, callback) => {
    if (options.all) callback(null, [destination]);
    else callback(null, destination.address, destination.family);
  };
  const transport = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const outgoing = transport.request(url, {
      method: 'POST',
      headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) },
      lookup: pinned,
      signal: AbortSignal.timeout(timeoutMs),
    });
    outgoing.on('error', (error) => {
      reject(isTimeout(error) ? new Error(`No answer within ${timeoutMs} ms`) : error);
    });
    outgoing.on('response', (answer) => {
      let read = 0;
      answer.on('data', (chunk: Buffer) => {
        read += chunk.length;
        if (read > MAX_ANSWER_BYTES) answer.destroy();
      });
      answer.on('close', () => resolve(answer.statusCode ?? 0));
      answer.on('error', () => resolve(answer.statusCode ?? 0));
    });
    outgoing.end(body);
  });
}

function isTimeout(error: Error): boolean {
  return error.name === 'AbortError' || error.name === 'TimeoutError';
}
