import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { contactReceipt, serveContactSubmission } from '../../../../tests/support/msw/leads';
import { graphqlError, serverFailure } from '../../../../tests/support/msw/stubs';
import { renderWithApp } from '../../../../tests/support/render-page';
import { recordVisit } from '../../lib/visit-attribution';
import { CONTACT_MESSAGE_SENT, ContactForm } from './ContactForm';

const field = (name: string) => screen.getByLabelText<HTMLInputElement>(name);

async function fillValidMessage(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field('Name'), 'Asha Rao');
  await user.type(field('Email'), 'asha@example.com');
  await user.type(field('Subject'), 'New website');
  await user.type(field('Message'), 'We need a shop for our bakery.');
}

describe('ContactForm', () => {
  it('names every missing field next to its input and sends nothing', async () => {
    const sent = serveContactSubmission();
    const user = userEvent.setup();
    renderWithApp(<ContactForm />, { path: '/contact' });
    await user.type(field('Email'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    const expected = {
      Name: 'Name is required',
      Email: 'Please enter a valid email address',
      Subject: 'Subject is required',
      Message: 'Message is required',
    };
    for (const [label, message] of Object.entries(expected)) {
      const input = field(label);
      expect(input.getAttribute('aria-invalid')).toBe('true');
      const described = document.getElementById(input.getAttribute('aria-describedby') ?? '');
      expect(described?.textContent).toBe(message);
    }
    expect(document.activeElement).toBe(field('Name'));
    expect(sent).toHaveLength(0);
  });

  it("reads 'Sending...' and is disabled while sending, then confirms and clears the form, with where the visitor came from", async () => {
    recordVisit(
      {
        origin: 'https://site.example',
        pathname: '/',
        search: '?utm_source=google&utm_medium=cpc',
      },
      'https://www.google.com/',
    );
    let answer: () => void = () => undefined;
    const sent = serveContactSubmission(async () => {
      await new Promise<void>((resolve) => (answer = resolve));
      return contactReceipt();
    });
    const user = userEvent.setup();
    renderWithApp(<ContactForm />, { path: '/contact' });
    await fillValidMessage(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    const sending = await screen.findByRole('button', { name: 'Sending...' });
    expect(sending).toHaveProperty('disabled', true);
    answer();

    expect((await screen.findByRole('status')).textContent).toBe(CONTACT_MESSAGE_SENT);
    expect(sent[0]?.input).toEqual({
      name: 'Asha Rao',
      email: 'asha@example.com',
      subject: 'New website',
      message: 'We need a shop for our bakery.',
      pagePath: '/contact',
      website: null,
      attribution: {
        firstTouch: {
          landingPage: '/?utm_source=google&utm_medium=cpc',
          referrer: 'https://www.google.com/',
          utmSource: 'google',
          utmMedium: 'cpc',
        },
        lastTouch: {
          landingPage: '/?utm_source=google&utm_medium=cpc',
          referrer: 'https://www.google.com/',
          utmSource: 'google',
          utmMedium: 'cpc',
        },
      },
    });
    for (const label of ['Name', 'Email', 'Subject', 'Message'])
      expect(field(label).value).toBe('');
    expect(screen.getByRole('button', { name: 'Send Message' })).toHaveProperty('disabled', false);
  });

  it("shows the server's message and its per-field messages when the server refuses", async () => {
    serveContactSubmission(() =>
      graphqlError('Invalid input: message: Message must be at most 5000 characters', {
        fields: {
          message: 'Message must be at most 5000 characters',
        },
      }),
    );
    const user = userEvent.setup();
    renderWithApp(<ContactForm />, { path: '/contact' });
    await fillValidMessage(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    const alert = await screen.findByText(/^Invalid input: message:/);
    expect(alert.closest('[role="alert"]')).toBeTruthy();
    const message = field('Message');
    const described = document.getElementById(message.getAttribute('aria-describedby') ?? '');
    expect(described?.textContent).toBe('Message must be at most 5000 characters');
    expect(message.value).toBe('We need a shop for our bakery.');
    expect(field('Name').getAttribute('aria-invalid')).toBeNull();
  });

  it('falls back to a general message when the server fails', async () => {
    serveContactSubmission(serverFailure);
    const user = userEvent.setup();
    renderWithApp(<ContactForm />, { path: '/contact' });
    await fillValidMessage(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    await screen.findByText('Something went wrong. Please try again.');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Send Message' })).toHaveProperty(
        'disabled',
        false,
      ),
    );
    expect(field('Subject').value).toBe('New website');
  });

  it('moves focus to the confirmation after a submit with Enter', async () => {
    serveContactSubmission();
    const user = userEvent.setup();
    renderWithApp(<ContactForm />, { path: '/contact' });
    await fillValidMessage(user);
    await user.type(field('Subject'), '{Enter}');

    const confirmation = await screen.findByText(CONTACT_MESSAGE_SENT);
    await waitFor(() => expect(document.activeElement).toBe(confirmation));
  });

  it('moves focus to the reason after a refused submit with Enter', async () => {
    serveContactSubmission(serverFailure);
    const user = userEvent.setup();
    renderWithApp(<ContactForm />, { path: '/contact' });
    await fillValidMessage(user);
    await user.type(field('Subject'), '{Enter}');

    const reason = await screen.findByText('Something went wrong. Please try again.');
    await waitFor(() => expect(document.activeElement).toBe(reason));
  });
});
