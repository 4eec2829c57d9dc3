import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeWhatsappCall {
  licence: string | null;
  apiKey: string | null;
  contact: string | null;
  template: string | null;
  /** The whole address asked for (its query carries the template's parameters). */
  url: string;
  /** The answer it got: 200 delivered, anything else refused. */
  status: number;
}

export interface FakeWhatsapp {
  /** For WHATSAPP_API_URL. */
  url: string;
  /** Every request received, in order. */
  calls: FakeWhatsappCall[];
  /** Contacts of delivered (200) requests. */
  delivered: () => string[];
  /** While down, every request gets 503. */
  setDown: (down: boolean) => void;
  close: () => Promise<void>;
}

/** A stand-in for the WhatsApp send-template service, on 127.0.0.1 with a random port. */
export async function startFakeWhatsapp({ delayMs = 0 } = {}): Promise<FakeWhatsapp> {
  const calls: FakeWhatsappCall[] = [];
  let down = false;
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const query = new URL(req.url ?? '/', 'http://fake').searchParams;
    const status = down ? 503 : 200;
    calls.push({
      licence: query.get('LicenseNumber'),
      apiKey: query.get('APIKey'),
      contact: query.get('Contact'),
      template: query.get('Template'),
      url: req.url ?? '/',
      status,
    });
    setTimeout(() => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ status: down ? 'unavailable' : 'sent' }));
    }, delayMs);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/api/sendtemplate`,
    calls,
    delivered: () => calls.filter((call) => call.status === 200).map((call) => call.contact ?? ''),
    setDown: (value) => {
      down = value;
    },
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
