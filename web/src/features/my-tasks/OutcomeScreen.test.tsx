import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { graphqlApi, mockApi } from '../../../../tests/support/mock-api';
import { renderWithApp } from '../../../../tests/support/render-page';
import { MarketingReportOutcomeDocument, MarketingTaskDocument } from '../../graphql/graphql';
import { OutcomeScreen } from './OutcomeScreen';
import { testTask } from './test-tasks';
import { THANK_YOU_TEXT } from './ThankYouDialog';

function serveTask(answerReport: () => Response = () => HttpResponse.json({ data: null })) {
  const reports: unknown[] = [];
  mockApi.use(
    graphqlApi.query(MarketingTaskDocument, ({ variables }) =>
      HttpResponse.json({
        data: { myTask: testTask(1, { taskCode: variables.taskCode, title: 'Visit Acme' }) },
      }),
    ),
    graphqlApi.mutation(MarketingReportOutcomeDocument, ({ variables }) => {
      reports.push(variables.input);
      return answerReport();
    }),
  );
  return reports;
}

/** The customer every report here is about; each test adds its kind's own fields. */
const ACME_VISIT = {
  'Company Name': 'Acme Traders',
  Name: 'Meera Shah',
  'Current Location': 'Pune',
};

async function fill(user: ReturnType<typeof userEvent.setup>, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    const field = screen.getByLabelText(label);
    if (field instanceof HTMLSelectElement) await user.selectOptions(field, value);
    else await user.type(field, value);
  }
}

describe('outcome forms', () => {
  it('requires every field of the Reschedule form and sends nothing until all are filled', async () => {
    const reports = serveTask();
    renderWithApp(<OutcomeScreen kind="RESCHEDULED" />, {
      path: '/marketing/reschedule?task=T-000001',
    });
    await screen.findByText('Visit Acme');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    for (const label of [
      'Company Name',
      'Name',
      'Mobile',
      'Reschedule Region',
      'Current Location',
      'Reschedule Date',
    ]) {
      screen.getByText(`${label} is required`);
      expect(screen.getByLabelText(label).getAttribute('aria-invalid')).toBe('true');
    }
    expect(document.activeElement).toBe(screen.getByLabelText('Company Name'));
    expect(reports).toEqual([]);
  });

  it('stores a Reschedule outcome and thanks with a way home', async () => {
    const reports = serveTask(() =>
      HttpResponse.json({
        data: {
          reportTaskOutcome: testTask(1, {
            status: 'RESCHEDULED',
            dueDate: '2026-11-28',
            previousDueDate: '2026-11-23',
          }),
        },
      }),
    );
    renderWithApp(<OutcomeScreen kind="RESCHEDULED" />, {
      path: '/marketing/reschedule?task=T-000001',
    });
    await screen.findByText('Visit Acme');
    const user = userEvent.setup();
    await fill(user, { ...ACME_VISIT, Mobile: '+91 98765 43210', 'Reschedule Region': 'West' });
    await user.type(screen.getByLabelText('Reschedule Date'), '2026-11-28');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    const dialog = await screen.findByRole('dialog', { name: 'Thank You' });
    within(dialog).getByText(THANK_YOU_TEXT);
    expect(within(dialog).getByRole('link', { name: 'Go To Home' }).getAttribute('href')).toBe(
      '/marketing/dashboard',
    );
    expect(reports).toEqual([
      {
        taskCode: 'T-000001',
        kind: 'RESCHEDULED',
        companyName: 'Acme Traders',
        name: 'Meera Shah',
        phone: '+91 98765 43210',
        currentLocation: 'Pune',
        region: 'West',
        date: '2026-11-28',
      },
    ]);
  });

  it('refuses a reschedule to the day the task is already due, on the date field', async () => {
    const reports = serveTask();
    renderWithApp(<OutcomeScreen kind="RESCHEDULED" />, {
      path: '/marketing/reschedule?task=T-000001',
    });
    await screen.findByText('Visit Acme');
    const user = userEvent.setup();
    await fill(user, { ...ACME_VISIT, Mobile: '+91 98765 43210', 'Reschedule Region': 'West' });
    // testTask is due on 2026-11-23.
    await user.type(screen.getByLabelText('Reschedule Date'), '2026-11-23');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByText(
      "Reschedule date must differ from the task's current date (23/11/2026)",
    );
    expect(screen.getByLabelText('Reschedule Date').getAttribute('aria-invalid')).toBe('true');
    expect(reports).toEqual([]);
  });

  it('sends the Completed form with its category, value and plan', async () => {
    const reports = serveTask(() =>
      HttpResponse.json({
        data: { reportTaskOutcome: testTask(1, { status: 'COMPLETED' }) },
      }),
    );
    renderWithApp(<OutcomeScreen kind="COMPLETED" />, {
      path: '/marketing/completed?task=T-000001',
    });
    await screen.findByText('Visit Acme');
    const user = userEvent.setup();
    await fill(user, {
      ...ACME_VISIT,
      'Phone No': '9876543210',
      Category: 'Category 2',
      Value: '25000',
      Plan: 'Plan 3',
    });
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByRole('dialog', { name: 'Thank You' });
    expect(reports).toEqual([
      {
        taskCode: 'T-000001',
        kind: 'COMPLETED',
        companyName: 'Acme Traders',
        name: 'Meera Shah',
        phone: '9876543210',
        currentLocation: 'Pune',
        category: 'Category 2',
        value: '25000',
        plan: 'Plan 3',
      },
    ]);
  });

  it("shows the server's refusal next to the field it names", async () => {
    serveTask(() =>
      HttpResponse.json({
        errors: [
          {
            message: 'Please enter a valid phone number',
            extensions: {
              code: 'BAD_USER_INPUT',
              fields: { phone: 'Please enter a valid phone number' },
            },
          },
        ],
      }),
    );
    renderWithApp(<OutcomeScreen kind="REJECTED" />, { path: '/marketing/rejected?task=T-000001' });
    await screen.findByText('Visit Acme');
    const user = userEvent.setup();
    await fill(user, { ...ACME_VISIT, Mobile: '98765 43210', 'Rejected Region': 'West' });
    await user.type(screen.getByLabelText('Date'), '2026-11-23');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const alert = await screen.findByRole('alert');
    await within(alert).findByText('Please enter a valid phone number');
    expect(screen.getByLabelText('Mobile').getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
