import {
  useEffect,
  useRef,
  useState,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

interface FieldProps<Values extends FieldValues, Output> {
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
function FieldShell({
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

/** The control's value, handlers and accessible state for one field of the form. */
function useFieldControl<Values extends FieldValues, Output>({
  control,
  name,
  id,
  htmlName,
}: FieldProps<Values, Output>) {
  const { field, fieldState } = useController({ control, name });
  const message = fieldState.error?.message;
  return {
    message,
    props: {
      id,
      name: htmlName ?? field.name,
      ref: field.ref,
      value: (field.value as string | undefined) ?? '',
      onChange: field.onChange,
      onBlur: field.onBlur,
      'aria-invalid': message ? true : undefined,
      'aria-describedby': message ? `${id}-error` : undefined,
    },
  };
}

type Attributes<Element> = Omit<Element, 'id' | 'name' | 'value' | 'onChange' | 'onBlur'>;

export function InputField<Values extends FieldValues, Output>(
  props: FieldProps<Values, Output> & Attributes<InputHTMLAttributes<HTMLInputElement>>,
) {
  const { control, name, id, label, className, errorClassName, htmlName, ...attributes } = props;
  const { props: bound, message } = useFieldControl({ control, name, id, htmlName, label });
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
  const { props: bound, message } = useFieldControl({ control, name, id, htmlName, label });
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
  const { props: bound, message } = useFieldControl({ control, name, id, htmlName, label });
  return (
    <FieldShell {...{ id, label, className, errorClassName, message }}>
      <select {...attributes} {...bound} />
    </FieldShell>
  );
}

interface FileFieldProps<Values extends FieldValues, Output> extends FieldProps<Values, Output> {
  accept: string;
  /** Shown between the label and the picker (the current image of a post). */
  preview?: ReactNode;
  /** Why a picked file is refused at once (it is then dropped), or undefined to keep it. */
  refuse?: (file: File) => string | undefined;
}

/**
 * A file picker bound to a `File | null` field. A browser keeps the picked file itself and no
 * script may set one, so when the form drops its file (a refusal, a reset) the picker is emptied.
 */
export function FileField<Values extends FieldValues, Output>(
  props: FileFieldProps<Values, Output>,
) {
  const { control, name, id, label, className, errorClassName, htmlName, accept, preview } = props;
  const { field, fieldState } = useController({ control, name });
  const [refusal, setRefusal] = useState<string | undefined>();
  const input = useRef<HTMLInputElement | null>(null);
  const file = field.value as File | null;
  useEffect(() => {
    if (!file && input.current) input.current.value = '';
  }, [file]);
  const message = refusal ?? fieldState.error?.message;

  const pick = (picked: File | null) => {
    const refused = picked ? props.refuse?.(picked) : undefined;
    setRefusal(refused);
    if (refused && input.current) input.current.value = '';
    field.onChange(refused ? null : picked);
  };

  return (
    <FieldShell {...{ id, label, className, errorClassName, message }}>
      {preview}
      <input
        id={id}
        name={htmlName ?? field.name}
        ref={(element) => {
          input.current = element;
          field.ref(element);
        }}
        type="file"
        accept={accept}
        aria-invalid={message ? true : undefined}
        aria-describedby={message ? `${id}-error` : undefined}
        onBlur={field.onBlur}
        onChange={(event) => pick(event.target.files?.[0] ?? null)}
      />
    </FieldShell>
  );
}
