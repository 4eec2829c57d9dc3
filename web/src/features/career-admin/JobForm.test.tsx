import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { JOB_SKILL_MAX_LENGTH } from '../../../../common/careers';
import { jobFieldsSchema } from '../../../../common/careers.schemas';
import { JobForm } from './JobForm';

const FILLED = {
  title: 'Data Engineer',
  location: 'Remote',
  type: 'Contract',
  experience: '3+ years',
  department: 'Engineering',
  description: 'Pipelines.',
  skills: 'SQL, Python',
};

describe('JobForm', () => {
  it('refuses what the server refuses, with its words, and sends nothing', async () => {
    const tooLong = { ...FILLED, skills: `SQL, ${'x'.repeat(JOB_SKILL_MAX_LENGTH + 1)}` };
    const serverRefusal = jobFieldsSchema.safeParse(tooLong).error?.issues[0]?.message;
    const onSubmit = vi.fn(() => Promise.resolve());
    render(
      <JobForm
        initialValues={tooLong}
        submitLabel="Add Job"
        onSubmit={onSubmit}
        onCancel={vi.fn()}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Add Job' }));

    const skills = screen.getByLabelText('Skills (comma-separated)');
    expect(serverRefusal).toBe(`each skill must be at most ${JOB_SKILL_MAX_LENGTH} characters`);
    expect(await screen.findByText(serverRefusal ?? '')).toBeTruthy();
    expect(skills.getAttribute('aria-invalid')).toBe('true');
    expect(skills.getAttribute('aria-describedby')).toBe(`${skills.id}-error`);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends the schema-parsed job once every field is filled', async () => {
    const onSubmit = vi.fn(() => Promise.resolve());
    render(
      <JobForm
        initialValues={FILLED}
        submitLabel="Add Job"
        onSubmit={onSubmit}
        onCancel={vi.fn()}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Add Job' }));
    expect(onSubmit).toHaveBeenCalledWith(
      { ...FILLED, skills: ['SQL', 'Python'] },
      { metaTitle: null, metaDescription: null, canonicalUrl: null, socialImageId: null },
    );
  });

  it('counts the meta title against what search results show, and refuses a bad canonical address', async () => {
    const onSubmit = vi.fn(() => Promise.resolve());
    render(
      <JobForm
        initialValues={FILLED}
        submitLabel="Add Job"
        onSubmit={onSubmit}
        onCancel={vi.fn()}
      />,
    );
    await userEvent.type(screen.getByLabelText('Meta title'), 'Data Analyst jobs in Noida');
    screen.getByText('26 / 60 characters');
    screen.getByText('Data Analyst jobs in Noida', { selector: '.seo-preview__title' });
    await userEvent.type(screen.getByLabelText('Canonical address'), 'http://example.com/job');
    await userEvent.click(screen.getByRole('button', { name: 'Add Job' }));
    screen.getByText(
      'Canonical address must be an https:// address or a path on this site starting with /',
    );
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
