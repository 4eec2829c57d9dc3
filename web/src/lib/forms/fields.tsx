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
 * One field's control: its value, handlers and accessible state (`bind` reads the value into
 * the control and the control's change back into the field), the other attributes as given,
 * and what the shell around it shows.
 */
function useBoundField<Values extends FieldValues, Output, Attributes extends object, Bound>(
  props: FieldProps<Values, Output> & Attributes,
  bind: (value: unknown, onChange: (value: unknown) => void) => Bound,
) {
  const { control, name, id, label, className, errorClassName, htmlName, ...attributes } = props;
  const { field, fieldState } = useController({ control, name });
  const message = fieldState.error?.message;
  const bound = {
    id,
    name: htmlName ?? field.name,
    ref: field.ref,
    ...bind(field.value, field.onChange),
    onBlur: field.onBlur,
    'aria-invalid': message ? true : undefined,
    'aria-describedby': message ? `${id}-error` : undefined,
  };
  return { attributes, bound, shell: { id, label, className, errorClassName, message } };
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
  const { attributes, bound, shell } = useBoundField(props, bindText);
  return (
    <FieldShell {...shell}>
      <input {...attributes} {...bound} />
    </FieldShell>
  );
}

export function TextAreaField<Values extends FieldValues, Output>(
  props: FieldProps<Values, Output> & Attributes<TextareaHTMLAttributes<HTMLTextAreaElement>>,
) {
  const { attributes, bound, shell } = useBoundField(props, bindText);
  return (
    <FieldShell {...shell}>
      <textarea {...attributes} {...bound} />
    </FieldShell>
  );
}

export function SelectField<Values extends FieldValues, Output>(
  props: FieldProps<Values, Output> & Attributes<SelectHTMLAttributes<HTMLSelectElement>>,
) {
  const { attributes, bound, shell } = useBoundField(props, bindText);
  return (
    <FieldShell {...shell}>
      <select {...attributes} {...bound} />
    </FieldShell>
  );
}

/** A checkbox bound to a boolean field, its label after it, as checkboxes are read. */
export function CheckboxField<Values extends FieldValues, Output>(
  props: FieldProps<Values, Output> & Attributes<InputHTMLAttributes<HTMLInputElement>>,
) {
  const { attributes, bound, shell } = useBoundField(props, bindCheckbox);
  const { id, label, className, errorClassName, message } = shell;
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
