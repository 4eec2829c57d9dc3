import type {
  ChangeEvent,
  InputHTMLAttributes,
  ReactNode,
  SelectHTMLAttributes,
  TextareaHTMLAttributes,
} from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

export interface FieldProps<Values extends FieldValues, Output> {
  control: Control<Values, unknown, Output>;
  name: FieldPath<Values>;
  id: string;
  label: ReactNode;
  /** The wrapping element's class; without it label, control and message sit in the form. */
  className?: string;
  errorClassName?: string;
  /** The control's `name` attribute when it differs from the field's name. */
  htmlName?: string;
}

/** Label, control and the field's message, tied together for screen readers. */
export function FieldShell({
  id,
  label,
  className,
  errorClassName,
  message,
  children,
}: {
  id: string;
  label: ReactNode;
  className: string | undefined;
  errorClassName: string | undefined;
  message: string | undefined;
  children: ReactNode;
}) {
  const content = (
    <>
      <label htmlFor={id}>{label}</label>
      {children}
      {message && (
        <p id={`${id}-error`} className={errorClassName}>
          {message}
        </p>
      )}
    </>
  );
  return className ? <div className={className}>{content}</div> : content;
}

/**
 * The control's value, handlers and accessible state for one field of the form; `bind` reads
 * the value into the control and the control's change back into the field.
 */
function useFieldControl<Values extends FieldValues, Output, Bound>(
  { control, name, id, htmlName }: FieldProps<Values, Output>,
  bind: (value: unknown, onChange: (value: unknown) => void) => Bound,
) {
  const { field, fieldState } = useController({ control, name });
  const message = fieldState.error?.message;
  return {
    message,
    props: {
      id,
      name: htmlName ?? field.name,
      ref: field.ref,
      ...bind(field.value, field.onChange),
      onBlur: field.onBlur,
      'aria-invalid': message ? true : undefined,
      'aria-describedby': message ? `${id}-error` : undefined,
    },
  };
}

/** Text, textarea and select: the value as typed or picked, '' before anything is. */
const bindText = (value: unknown, onChange: (value: unknown) => void) => ({
  value: (value as string | undefined) ?? '',
  onChange,
});

const bindCheckbox = (value: unknown, onChange: (value: unknown) => void) => ({
  checked: value === true,
  onChange: (event: ChangeEvent<HTMLInputElement>) => onChange(event.target.checked),
});

type Attributes<Element> = Omit<Element, 'id' | 'name' | 'value' | 'onChange' | 'onBlur'>;

export function InputField<Values extends FieldValues, Output>(
  props: FieldProps<Values, Output> & Attributes<InputHTMLAttributes<HTMLInputElement>>,
) {
  const { control, name, id, label, className, errorClassName, htmlName, ...attributes } = props;
  const { props: bound, message } = useFieldControl(
    { control, name, id, htmlName, label },
    bindText,
  );
  return (
    <FieldShell {...{ id, label, className, errorClassName, message }}>
      <input {...attributes} {...bound} />
    </FieldShell>
  );
}

export function TextAreaField<Values extends FieldValues, Output>(
  props: FieldProps<Values, Output> & Attributes<TextareaHTMLAttributes<HTMLTextAreaElement>>,
) {
  const { control, name, id, label, className, errorClassName, htmlName, ...attributes } = props;
  const { props: bound, message } = useFieldControl(
    { control, name, id, htmlName, label },
    bindText,
  );
  return (
    <FieldShell {...{ id, label, className, errorClassName, message }}>
      <textarea {...attributes} {...bound} />
    </FieldShell>
  );
}

export function SelectField<Values extends FieldValues, Output>(
  props: FieldProps<Values, Output> & Attributes<SelectHTMLAttributes<HTMLSelectElement>>,
) {
  const { control, name, id, label, className, errorClassName, htmlName, ...attributes } = props;
  const { props: bound, message } = useFieldControl(
    { control, name, id, htmlName, label },
    bindText,
  );
  return (
    <FieldShell {...{ id, label, className, errorClassName, message }}>
      <select {...attributes} {...bound} />
    </FieldShell>
  );
}

/** A checkbox bound to a boolean field, its label after it, as checkboxes are read. */
export function CheckboxField<Values extends FieldValues, Output>(
  props: FieldProps<Values, Output> & Attributes<InputHTMLAttributes<HTMLInputElement>>,
) {
  const { control, name, id, label, className, errorClassName, htmlName, ...attributes } = props;
  const { props: bound, message } = useFieldControl(
    { control, name, id, htmlName, label },
    bindCheckbox,
  );
  return (
    <div className={className}>
      <input {...attributes} type="checkbox" {...bound} />
      <label htmlFor={id}>{label}</label>
      {message && (
        <p id={`${id}-error`} className={errorClassName}>
          {message}
        </p>
      )}
    </div>
  );
}
