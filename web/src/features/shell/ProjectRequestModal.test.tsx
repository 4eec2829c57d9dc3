import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { projectReceipt, serveProjectSubmission } from '../../../../tests/support/msw/leads';
import { graphqlError, serverFailure } from '../../../../tests/support/msw/stubs';
import { renderWithApp } from '../../../../tests/support/render-page';
import { ProjectModalProvider } from './project-modal';
import { PROJECT_REQUEST_SENT } from './ProjectRequestForm';
import { ProjectRequestModal } from './ProjectRequestModal';
import { StartProjectButton } from './StartProjectButton';

function renderModal() {
  renderWithApp(
    <ProjectModalProvider>
      <StartProjectButton />
      <ProjectRequestModal />
    </ProjectModalProvider>,
    { path: '/services/crm' },
  );
}

async function openModal() {
  await userEvent.click(screen.getByRole('button', { name: 'Start a Project' }));
  const dialog = await screen.findByRole('dialog', { name: 'Start Your Project' });
  // The form's code loads on first open.
  await screen.findByRole('button', { name: 'Submit' });
  return dialog;
}

async function fillForm(values: Partial<Record<string, string>> = {}) {
  const filled = {
    Name: 'Priya Sharma',
    Email: 'priya@example.in',
    'Mobile Number': '9876543210',
    'Business Name': 'Sharma Textiles',
    ...values,
  };
  for (const [label, value] of Object.entries(filled)) {
    if (value) await userEvent.type(screen.getByLabelText(label), value);
  }
}

function field(label: string) {
  return screen.getByLabelText<HTMLInputElement>(label);
}

describe('Start Your Project modal', () => {
  it('names every missing or malformed field and sends nothing', async () => {
    const sent = serveProjectSubmission();
    renderModal();
    await openModal();

    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    screen.getByText('Name is required');
    screen.getByText('Email is required');
    screen.getByText('Mobile number is required');
    screen.getByText('Business name is required');
    expect(document.activeElement).toBe(field('Name'));

    await fillForm({ Email: 'not-an-email', 'Mobile Number': '12345' });
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(field('Email').getAttribute('aria-invalid')).toBe('true');
    screen.getByText('Please enter a valid email address');
    screen.getByText('Please enter a valid 10-digit mobile number');
    expect(screen.queryByText('Name is required')).toBeNull();
    expect(sent).toHaveLength(0);
  });

  it('sends the request with the page path, shows Sending..., then thanks, and reopens empty', async () => {
    // The server answers once the test has seen the form waiting for it, however slow the machine.
    let answer = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const sent = serveProjectSubmission(async () => {
      await answered;
      return projectReceipt();
    });
    renderModal();
    await openModal();
    await fillForm();
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));

    const sending = await screen.findByRole<HTMLButtonElement>('button', { name: 'Sending...' });
    expect(sending.disabled).toBe(true);
    answer();
    await screen.findByText(PROJECT_REQUEST_SENT);
    expect(sent).toEqual([
      {
        input: {
          name: 'Priya Sharma',
          email: 'priya@example.in',
          mobile: '9876543210',
          businessName: 'Sharma Textiles',
          pagePath: '/services/crm',
          website: null,
          attribution: null,
        },
      },
    ]);

    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await openModal();
    expect(['Name', 'Email', 'Mobile Number', 'Business Name'].map((l) => field(l).value)).toEqual([
      '',
      '',
      '',
      '',
    ]);
  });

  it("shows the server's per-field refusal beside the field", async () => {
    serveProjectSubmission(() =>
      graphqlError('Invalid input: email: Email domain is not accepted', {
        fields: {
          email: 'Email domain is not accepted',
        },
      }),
    );
    renderModal();
    await openModal();
    await fillForm();
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));

    await screen.findByText('Email domain is not accepted');
    expect(field('Email').getAttribute('aria-invalid')).toBe('true');
    expect(field('Name').value).toBe('Priya Sharma');
    screen.getByRole('button', { name: 'Submit' });
  });

  it('says so when the request cannot be sent at all', async () => {
    serveProjectSubmission(serverFailure);
    renderModal();
    await openModal();
    await fillForm();
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Something went wrong. Please try again.',
    );
  });

  it('Cancel and Escape close the modal and empty the fields', async () => {
    renderModal();
    await openModal();
    await fillForm();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await openModal();
    expect(field('Name').value).toBe('');
    expect(field('Business Name').value).toBe('');

    await userEvent.type(field('Email'), 'someone@example.in');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await openModal();
    expect(field('Email').value).toBe('');
  });
});
