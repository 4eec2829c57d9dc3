import type { Control } from 'react-hook-form';
import type { TaskOutcomeFields } from '../../../../common/workforce.schemas';
import { InputField, SelectField } from '../../lib/forms/fields';
import type { OutcomeFieldSetup, OutcomeFormValues } from './outcome-fields';

interface OutcomeFieldInputProps {
  setup: OutcomeFieldSetup;
  control: Control<OutcomeFormValues, unknown, TaskOutcomeFields>;
  disabled: boolean;
}

/** One labelled, required field of an outcome form, its error tied to it for screen readers. */
export function OutcomeFieldInput({ setup, control, disabled }: OutcomeFieldInputProps) {
  const shared = {
    control,
    name: setup.name,
    id: `outcome-${setup.name}`,
    label: setup.label,
    className: 'outcome-form__field',
    errorClassName: 'outcome-form__error',
    disabled,
    required: true,
  };
  return setup.type === 'select' ? (
    <SelectField {...shared}>
      <option value="">Select {setup.label}</option>
      {setup.options?.map((option) => (
        <option key={option} value={option}>
          {option}
        </option>
      ))}
    </SelectField>
  ) : (
    <InputField {...shared} type={setup.type} autoComplete={setup.autoComplete ?? 'off'} />
  );
}
