import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { JOB_STATUSES } from '../../../common/publishing';
import type { PublishingChoice } from '../lib/publishing-form';
import type { PublishResult } from '../lib/publishing-writes';
import { PublishPanel } from './PublishPanel';

function renderPanel(result: PublishResult = { ok: true }) {
  const onSave = vi.fn((_choice: PublishingChoice) => Promise.resolve(result));
  render(
    <PublishPanel
      statuses={JOB_STATUSES}
      withClosingDate
      initialValues={{ status: 'DRAFT', publishAt: '', closesAt: '' }}
      onSave={onSave}
      onCancel={vi.fn()}
    />,
  );
  return onSave;
}

describe('PublishPanel', () => {
  it('schedules at the moment typed in India time', async () => {
    const onSave = renderPanel();
    expect(screen.queryByLabelText('Publish at (India time)')).toBeNull();
    await userEvent.selectOptions(screen.getByLabelText('State'), 'SCHEDULED');
    await userEvent.type(screen.getByLabelText('Publish at (India time)'), '2026-12-01T10:30');
    await userEvent.type(
      screen.getByLabelText('Closes at (India time, optional)'),
      '2027-01-31T18:00',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith({
      status: 'SCHEDULED',
      publishAt: new Date('2026-12-01T05:00:00.000Z'),
      closesAt: new Date('2027-01-31T12:30:00.000Z'),
    });
  });

  it('asks for the moment of a schedule before sending anything', async () => {
    const onSave = renderPanel();
    await userEvent.selectOptions(screen.getByLabelText('State'), 'SCHEDULED');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Choose when to publish')).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();
  });

  it("shows the server's refusal under its field", async () => {
    renderPanel({ ok: false, fields: { publishAt: 'must be in the future' } });
    await userEvent.selectOptions(screen.getByLabelText('State'), 'SCHEDULED');
    await userEvent.type(screen.getByLabelText('Publish at (India time)'), '2020-01-01T10:00');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('must be in the future')).toBeTruthy();
  });
});
