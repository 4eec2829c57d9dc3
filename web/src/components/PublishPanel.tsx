import { useId } from 'react';
import { useWatch } from 'react-hook-form';
import { PUBLISHING_STATUS_LABELS, type PublishingStatus } from '../../../common/publishing';
import { InputField, SelectField } from '../lib/forms/fields';
import { FormActions } from '../lib/forms/FormActions';
import { applyServerFieldErrors } from '../lib/forms/server-errors';
import { useZodForm } from '../lib/forms/use-zod-form';
import type { PublishResult } from '../lib/publishing-writes';
import {
  publishingFormSchema,
  type PublishingChoice,
  type PublishingFormValues,
} from '../lib/publishing-form';
import './publishing.css';

/** What each state means for visitors, beside the choice. */
const STATE_HINTS: Record<PublishingStatus, string> = {
  DRAFT: 'only staff see it',
  SCHEDULED: 'goes live by itself at the time below',
  PUBLISHED: 'live on the site now',
  ARCHIVED: 'taken off the site, kept here',
  CLOSED: 'taken off the site, kept here',
};

interface PublishPanelProps {
  /** The states this kind of record has, in the order offered. */
  statuses: readonly [PublishingStatus, ...PublishingStatus[]];
  initialValues: PublishingFormValues;
  /** Jobs may close by themselves on a date. */
  withClosingDate?: boolean;
  onSave: (choice: PublishingChoice) => Promise<PublishResult>;
  onCancel: () => void;
}

const FIELDS = ['status', 'publishAt', 'closesAt'] as const;

/**
 * Where a post or job stands: draft, scheduled (with its moment, in India time), live, or
 * taken off the site; jobs also take an optional closing date. The server checks the moments
 * against its own clock and its messages show under the fields.
 */
export function PublishPanel({
  statuses,
  initialValues,
  withClosingDate = false,
  onSave,
  onCancel,
}: PublishPanelProps) {
  const form = useZodForm(publishingFormSchema(statuses), { defaultValues: initialValues });
  const status = useWatch({ control: form.control, name: 'status' });
  const id = useId();
  const field = (name: (typeof FIELDS)[number]) => ({
    control: form.control,
    name,
    id: `${id}-${name}`,
    className: 'publish-panel__field',
    errorClassName: 'publish-panel__error',
  });
  const submit = form.handleSubmit(async (choice) => {
    const result = await onSave(choice);
    if (!result.ok) applyServerFieldErrors(form.setError, FIELDS, result.fields);
  });

  return (
    <form className="publish-panel" noValidate onSubmit={(event) => void submit(event)}>
      <SelectField {...field('status')} label="State">
        {statuses.map((choice) => (
          <option key={choice} value={choice}>
            {PUBLISHING_STATUS_LABELS[choice]}: {STATE_HINTS[choice]}
          </option>
        ))}
      </SelectField>
      {status === 'SCHEDULED' && (
        <InputField {...field('publishAt')} type="datetime-local" label="Publish at (India time)" />
      )}
      {withClosingDate && (
        <InputField
          {...field('closesAt')}
          type="datetime-local"
          label="Closes at (India time, optional)"
        />
      )}
      <FormActions
        className="publish-panel__actions"
        onCancel={onCancel}
        busy={form.formState.isSubmitting}
        submitLabel={form.formState.isSubmitting ? 'Saving...' : 'Save'}
      />
    </form>
  );
}
