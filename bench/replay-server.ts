/**
 * The bare server a cached page is compared with: node:http answering each recorded address
 * with the very bytes the site sent (status, headers, body), and nothing else. Reads the
 * recording from REPLAY_FILE (see page-figures.ts).
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

export interface RecordedAnswer {
  status: number;
  headers: [string, string][];
  /** base64 */
  body: string;
}

const recorded = JSON.parse(readFileSync(process.env['REPLAY_FILE'] ?? '', 'utf8')) as Record<
  string,
  RecordedAnswer
>;
const answers = new Map(
  Object.entries(recorded).map(([url, answer]) => [
    url,
    { ...answer, headers: answer.headers.flat(), body: Buffer.from(answer.body, 'base64') },
  ]),
);

const server = createServer((req, res) => {
  const answer = answers.get(req.url ?? '');
  if (!answer) {
    res.writeHead(404).end();
    return;
  }
  res.writeHead(answer.status, answer.headers);
  res.end(answer.body);
});
server.listen(Number(process.env['PORT']), '127.0.0.1', () => {
  console.log('replay ready');
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
