import { expect } from 'vitest';

export interface ContactMessage {
  name: string;
  email: string;
  subject: string;
  message: string;
  /** The hidden field only bots fill in. */
  website?: string;
}

/**
 * Sends a contact message through the public REST path, as an integrator or a visitor's
 * browser without scripts would: for journeys that need leads to exist, not the form itself.
 */
export async function postContactMessage(baseUrl: string, message: ContactMessage): Promise<void> {
  const sent = await fetch(`${baseUrl}/api/v1/contacts`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(message),
  });
  // The visitor (or the bot) is answered as always.
  expect(sent.status).toBe(201);
}
