import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useController, type FieldValues } from 'react-hook-form';
import { FieldShell, type FieldProps } from './fields';

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
