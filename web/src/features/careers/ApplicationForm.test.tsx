import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { INVALID_RESUME_MESSAGE } from '../../../../common/applications';
import { graphqlApi, mockApi } from '../../../../tests/support/mock-api';
import { renderWithApp } from '../../../../tests/support/render-page';
import { ApplyToJobDocument } from '../../graphql/graphql';
import { ApplicationForm } from './ApplicationForm';

/** The server refuses every application with `errors`; answers what it was sent. */
function refuseApplications(errors: { message: string; extensions: Record<string, unknown> }[]) {
  const sent: unknown[] = [];
  mockApi.use(
    graphqlApi.mutation(ApplyToJobDocument, ({ variables }) => {
      sent.push(variables.input);
      return HttpResponse.json({ data: null, errors });
    }),
  );
  return sent;
}

async function fillApplicant(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Full name'), 'Asha Verma');
  await user.type(screen.getByLabelText('E-mail'), 'asha@example.com');
  await user.type(screen.getByLabelText(/Phone/), '9876543210');
  await user.type(screen.getByLabelText(/Experience/), '4');
}

const resumeInput = () => screen.getByLabelText<HTMLInputElement>(/^Resume/);
const pdf = () => new File(['%PDF-1.4'], 'asha.pdf', { type: 'application/pdf' });

describe('ApplicationForm', () => {
  it('names each missing detail and the missing resume, and sends nothing', async () => {
    const sent = refuseApplications([{ message: 'Unexpected', extensions: {} }]);
    const user = userEvent.setup();
    renderWithApp(<ApplicationForm jobSlug="product-manager" onDone={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));

    screen.getByText('Full name is required');
    screen.getByText('Email is required');
    screen.getByText('Phone is required');
    screen.getByText('Experience is required');
    expect(screen.queryByText('Please enter a valid email address')).toBeNull();
    screen.getByText('Resume is required');
    const resume = resumeInput();
    expect(resume.getAttribute('aria-invalid')).toBe('true');
    expect(resume.getAttribute('aria-describedby')).toBe(`${resume.id}-error`);
    expect(sent).toEqual([]);
  });

  it('asks for a valid e-mail and mobile number once something is typed in them', async () => {
    const user = userEvent.setup();
    renderWithApp(<ApplicationForm jobSlug="product-manager" onDone={vi.fn()} />);
    await user.type(screen.getByLabelText('E-mail'), 'asha@');
    await user.type(screen.getByLabelText(/Phone/), '12345');
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));

    screen.getByText('Please enter a valid email address');
    screen.getByText('Please enter a valid 10-digit mobile number');
  });

  it('refuses a file that cannot be a resume as soon as it is picked', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderWithApp(<ApplicationForm jobSlug="product-manager" onDone={vi.fn()} />);
    const page = new File(['<html>'], 'page.html', { type: 'text/html' });
    await user.upload(resumeInput(), page);

    screen.getByText(INVALID_RESUME_MESSAGE);
    expect(resumeInput().value).toBe('');
    await user.upload(resumeInput(), pdf());
    expect(screen.queryByText(INVALID_RESUME_MESSAGE)).toBeNull();
  });

  it('refuses a portfolio address the server refuses, with its words', async () => {
    const user = userEvent.setup();
    renderWithApp(<ApplicationForm jobSlug="product-manager" onDone={vi.fn()} />);
    await fillApplicant(user);
    await user.type(screen.getByLabelText(/Portfolio/), 'ftp://asha.example.com');
    await user.upload(resumeInput(), pdf());
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));

    screen.getByText('Portfolio must be a valid URL (http or https)');
    expect(screen.queryByText('Application Submitted!')).toBeNull();
  });

  it("shows the server's refusal of the resume in the alert once, and drops the file", async () => {
    refuseApplications([
      {
        message: INVALID_RESUME_MESSAGE,
        extensions: { code: 'BAD_USER_INPUT', fields: { resume: INVALID_RESUME_MESSAGE } },
      },
    ]);
    const user = userEvent.setup();
    renderWithApp(<ApplicationForm jobSlug="product-manager" onDone={vi.fn()} />);
    await fillApplicant(user);
    await user.upload(resumeInput(), pdf());
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));

    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(INVALID_RESUME_MESSAGE));
    expect(screen.getAllByText(INVALID_RESUME_MESSAGE)).toHaveLength(1);
    expect(resumeInput().value).toBe('');
  });
});
