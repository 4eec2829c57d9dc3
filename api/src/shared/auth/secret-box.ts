import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const ALGORITHM = 'aes-256-gcm';
const IV_BYTES = 12;
const VERSION = 'v1';

/**
 * Seals short secrets the server must read back later (a two-factor secret, a reset link waiting
 * in the outbox) with AES-256-GCM, under a key derived from the session secret for each purpose.
 * A copy of the database alone reveals none of them; a changed SESSION_SECRET makes them
 * unreadable, like the sessions it signed.
 */
export class SecretBox {
  private readonly keys = new Map<string, Buffer>();

  constructor(private readonly secret: string) {}

  seal(purpose: string, plaintext: string): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv(ALGORITHM, this.keyFor(purpose), iv);
    const sealed = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
    return [VERSION, iv, sealed, cipher.getAuthTag()]
      .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
      .join('.');
  }

  /** The plaintext, or undefined when the value was sealed for another purpose, key or changed. */
  open(purpose: string, sealed: string): string | undefined {
    const [version, iv, body, tag] = sealed.split('.');
    if (version !== VERSION || !iv || body === undefined || !tag) return undefined;
    try {
      const decipher = createDecipheriv(
        ALGORITHM,
        this.keyFor(purpose),
        Buffer.from(iv, 'base64url'),
      );
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      const plain = Buffer.concat([
        decipher.update(Buffer.from(body, 'base64url')),
        decipher.final(),
      ]);
      return plain.toString('utf8');
    } catch {
      return undefined;
    }
  }

  private keyFor(purpose: string): Buffer {
    let key = this.keys.get(purpose);
    if (!key) {
      key = Buffer.from(hkdfSync('sha256', this.secret, '', `secret-box:${purpose}`, 32));
      this.keys.set(purpose, key);
    }
    return key;
  }
}
