import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { simpleParser, type AddressObject } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** One e-mail as the receiver got it, parsed. */
export interface ReceivedMail {
  from: string;
  /** The envelope's recipients (RCPT TO), lower-cased. */
  to: string[];
  subject: string;
  text: string;
  html: string;
}

export interface SmtpReceiver {
  /** For SMTP_URL. */
  url: string;
  /** Every message received so far, in order. */
  messages: ReceivedMail[];
  /** The messages to one address. */
  to: (address: string) => ReceivedMail[];
  close: () => Promise<void>;
}

/**
 * A local SMTP server on 127.0.0.1 that accepts every message (no TLS, no sign-in) and keeps it,
 * parsed; with `saveDir` it also writes each raw message there, for a test in another process.
 */
export async function startSmtpReceiver({
  saveDir,
}: { saveDir?: string } = {}): Promise<SmtpReceiver> {
  const messages: ReceivedMail[] = [];
  if (saveDir) mkdirSync(saveDir, { recursive: true });
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks);
        const envelopeTo = session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase());
        if (saveDir) {
          const name = `${Date.now()}-${messages.length}-${process.pid}.eml`;
          writeFileSync(path.join(saveDir, name), raw);
        }
        parseMail(raw, envelopeTo).then(
          (mail) => {
            messages.push(mail);
            callback();
          },
          (error: unknown) => callback(error as Error),
        );
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    to: (address) => messages.filter((mail) => mail.to.includes(address.toLowerCase())),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

async function parseMail(raw: Buffer, envelopeTo?: string[]): Promise<ReceivedMail> {
  const parsed = await simpleParser(raw);
  return {
    from: parsed.from?.text ?? '',
    to: envelopeTo ?? addressesOf(parsed.to),
    subject: parsed.subject ?? '',
    text: parsed.text ?? '',
    html: typeof parsed.html === 'string' ? parsed.html : '',
  };
}

function addressesOf(to: AddressObject | AddressObject[] | undefined): string[] {
  const objects = to === undefined ? [] : Array.isArray(to) ? to : [to];
  return objects.flatMap((object) =>
    object.value.flatMap((entry) => (entry.address ? [entry.address.toLowerCase()] : [])),
  );
}

/** The messages a receiver in another process saved to `dir`, oldest first. */
export async function readSavedMails(dir: string): Promise<ReceivedMail[]> {
  const files = readdirSync(dir)
    .filter((file) => file.endsWith('.eml'))
    .sort((a, b) => Number(a.split('-')[0]) - Number(b.split('-')[0]));
  return Promise.all(files.map((file) => parseMail(readFileSync(path.join(dir, file)))));
}

/** Asks `check` again every 100 ms until it answers something, or fails after `timeoutMs`. */
export async function waitForMail<T>(
  check: () => Promise<T | undefined> | T | undefined,
  timeoutMs = 10_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = await check();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(`No such e-mail arrived within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
