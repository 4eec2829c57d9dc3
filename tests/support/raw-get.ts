import { request } from 'node:http';

export interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  /** [name, value] pairs as sent, for replaying. */
  rawHeaders: [string, string][];
  /** The body as it travelled (still compressed): fetch() would decode it. */
  body: Buffer;
}

/** One GET with node:http, which leaves the body as the server encoded it (fetch decodes it). */
export function rawGet(url: string, headers: Record<string, string>): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const pairs: [string, string][] = [];
        for (let i = 0; i + 1 < res.rawHeaders.length; i += 2) {
          pairs.push([res.rawHeaders[i] ?? '', res.rawHeaders[i + 1] ?? '']);
        }
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          rawHeaders: pairs,
          body: Buffer.concat(chunks),
        });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}
