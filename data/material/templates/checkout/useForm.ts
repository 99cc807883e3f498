import * as React from 'react';

export type Errors<T> = Partial<Record<keyof T, string>>;

/**
 * A small form state for text fields: values, the messages from `validate`, and a `field()`
 * helper that wires a TextField. Messages appear after the first `check()` (pressing Next) and
 * then follow the reader's corrections as they type.
 */
export function useForm<T extends Record<string, string>>(initial: T, validate: (values: T) => Errors<T>) {
  const [values, setValues] = React.useState(initial);
  const [errors, setErrors] = React.useState<Errors<T>>({});
  const [checked, setChecked] = React.useState(false);

  const setValue = (name: keyof T, value: string) => {
    const next = { ...values, [name]: value };
    setValues(next);
    if (checked) {
      setErrors(validate(next));
    }
  };

  /** Validates everything; true when the form can be sent. */
  const check = () => {
    const found = validate(values);
    setErrors(found);
    setChecked(true);
    return Object.keys(found).length === 0;
  };

  const field = (name: keyof T, format: (raw: string) => string = (raw) => raw) => ({
    name: String(name),
    value: values[name],
    onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => setValue(name, format(event.target.value)),
    error: Boolean(errors[name]),
    helperText: errors[name],
  });

  const reset = () => {
    setValues(initial);
    setErrors({});
    setChecked(false);
  };

  return { values, errors, setValue, check, field, reset };
}

export type Form<T extends Record<string, string>> = ReturnType<typeof useForm<T>>;

/** After a failed check, move focus to the first field that needs attention (once it has rendered). */
export function focusFirstError(container: HTMLElement | null) {
  requestAnimationFrame(() => container?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
}
