import { useMemo, useState } from 'react';
import type { TaskOutcomeFields } from '../../../../common/workforce.schemas';
import {
  applyServerFieldErrors,
  serverFieldErrors,
  serverMessage,
} from '../../lib/forms/server-errors';
import { useZodForm } from '../../lib/forms/use-zod-form';
import type { OutcomeKind } from './marketing-paths';
import { emptyOutcomeForm, OUTCOME_FORM_FIELDS, outcomeFormSchema } from './outcome-fields';
import { OutcomeFieldInput } from './OutcomeFieldInput';
import { ThankYouDialog } from './ThankYouDialog';

const SAVE_FAILED = 'The report could not be saved. Please try again.';

interface OutcomeFormProps {
  kind: OutcomeKind;
  taskCode: string;
  /** The day the task is due now: a reschedule must move it. */
  currentDueDate?: string;
  /** Stores the report; throws when the server refuses it. */
  onSubmit: (input: TaskOutcomeFields) => Promise<void>;
  disabled?: boolean;
}

/** One outcome form: every field required, checked here for speed and on the server for good. */
export function OutcomeForm({
  kind,
  taskCode,
  currentDueDate,
  onSubmit,
  disabled = false,
}: OutcomeFormProps) {
  const fields = OUTCOME_FORM_FIELDS[kind];
  const schema = useMemo(() => outcomeFormSchema(kind, currentDueDate), [kind, currentDueDate]);
  const form = useZodForm(schema, { defaultValues: emptyOutcomeForm(kind, taskCode) });
  const [failure, setFailure] = useState<string>();
  const [done, setDone] = useState(false);
  const sending = form.formState.isSubmitting;

  const submit = form.handleSubmit(
    async (input) => {
      setFailure(undefined);
      try {
        await onSubmit(input);
        form.reset();
        setDone(true);
      } catch (error) {
        setFailure(serverMessage(error, SAVE_FAILED));
        const names = fields.map((field) => field.name);
        applyServerFieldErrors(form.setError, names, serverFieldErrors(error));
      }
    },
    () => setFailure(undefined),
  );

  return (
    <form className="outcome-form" noValidate onSubmit={(event) => void submit(event)}>
      <div className="outcome-form__grid">
        {fields.map((setup) => (
          <OutcomeFieldInput
            key={setup.name}
            setup={setup}
            control={form.control}
            disabled={disabled || sending}
          />
        ))}
      </div>
      <div role="alert">{failure && <p className="marketing-error">{failure}</p>}</div>
      <button type="submit" className="marketing-button" disabled={disabled || sending}>
        {sending ? 'Submitting...' : 'Submit'}
      </button>
      <ThankYouDialog open={done} onClose={() => setDone(false)} />
    </form>
  );
}
