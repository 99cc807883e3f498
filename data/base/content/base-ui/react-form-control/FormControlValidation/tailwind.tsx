import * as React from 'react';
import { FormControl, useFormControlContext } from '@mui/base/FormControl';
import { Input } from '@mui/base/Input';

const inputSlots = {
  root: {
    className:
      'rounded-lg border border-solid border-gray-500 bg-white text-gray-900 dark:border-gray-400 dark:bg-gray-900 dark:text-gray-100 focus-within:border-blue-600 focus-within:ring-3 focus-within:ring-blue-600/30 dark:focus-within:border-blue-300 dark:focus-within:ring-blue-300/35 [&.base--error]:border-red-700 dark:[&.base--error]:border-red-400',
  },
  input: {
    className: 'box-border w-full border-0 bg-transparent px-3 py-2.5 font-[inherit] text-base text-inherit outline-0',
  },
};

type FieldName = 'email' | 'password';

const rules: Record<FieldName, (value: string) => string> = {
  email: (value) => (/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value) ? '' : 'Enter an email address such as ana@example.com.'),
  password: (value) => (value.length >= 8 ? '' : 'Use at least 8 characters.'),
};

function FieldLabel({ htmlFor, children }: { htmlFor: string; children: React.ReactNode }) {
  const context = useFormControlContext();
  return (
    <label
      htmlFor={htmlFor}
      data-error={context?.error || undefined}
      className="text-sm font-semibold text-gray-900 data-error:text-red-700 dark:text-gray-100 dark:data-error:text-red-300"
    >
      {children}
      {context?.required ? (
        <span aria-hidden className="text-red-700 dark:text-red-300">
          {' '}
          *
        </span>
      ) : null}
    </label>
  );
}

function HelperText({ id, hint, errorText }: { id: string; hint: string; errorText: string }) {
  const context = useFormControlContext();
  return (
    <p
      id={id}
      data-error={context?.error || undefined}
      className="m-0 text-[0.8125rem] text-gray-600 data-error:text-red-700 dark:text-gray-300 dark:data-error:text-red-300"
    >
      {context?.error ? errorText : hint}
    </p>
  );
}

export default function FormControlValidation() {
  const id = React.useId();
  const [values, setValues] = React.useState<Record<FieldName, string>>({ email: '', password: '' });
  const [touched, setTouched] = React.useState<Record<FieldName, boolean>>({ email: false, password: false });
  const [result, setResult] = React.useState('');
  const errors = { email: rules.email(values.email), password: rules.password(values.password) };

  const fieldProps = (name: FieldName) => ({
    required: true,
    value: values[name],
    error: touched[name] && errors[name] !== '',
    onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => {
      setValues((previous) => ({ ...previous, [name]: event.target.value }));
      setResult('');
    },
    onBlur: () => setTouched((previous) => ({ ...previous, [name]: true })),
  });

  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTouched({ email: true, password: true });
    const firstInvalid = (['email', 'password'] as const).find((name) => errors[name] !== '');
    if (firstInvalid) {
      document.getElementById(`${id}-${firstInvalid}`)?.focus();
      setResult('');
      return;
    }
    setResult(`Account created for ${values.email}.`);
  };
  return (
    <form noValidate onSubmit={handleSubmit} className="flex w-full max-w-[340px] flex-col gap-3.5">
      <FormControl {...fieldProps('email')} className="flex flex-col gap-1">
        <FieldLabel htmlFor={`${id}-email`}>Email</FieldLabel>
        <Input id={`${id}-email`} type="email" autoComplete="email" aria-describedby={`${id}-email-helper`} slotProps={inputSlots} />
        <HelperText id={`${id}-email-helper`} hint="We send the receipt here." errorText={errors.email} />
      </FormControl>
      <FormControl {...fieldProps('password')} className="flex flex-col gap-1">
        <FieldLabel htmlFor={`${id}-password`}>Password</FieldLabel>
        <Input
          id={`${id}-password`}
          type="password"
          autoComplete="new-password"
          aria-describedby={`${id}-password-helper`}
          slotProps={inputSlots}
        />
        <HelperText id={`${id}-password-helper`} hint="At least 8 characters." errorText={errors.password} />
      </FormControl>
      <button
        type="submit"
        className="cursor-pointer self-start rounded-lg border-0 bg-blue-700 px-4 py-2 font-[inherit] text-sm font-semibold text-white hover:bg-blue-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700 dark:bg-blue-300 dark:text-gray-900 dark:hover:bg-blue-200 dark:focus-visible:outline-blue-300"
      >
        Create account
      </button>
      <p role="status" className="m-0 text-sm font-medium text-green-800 dark:text-green-300">
        {result}
      </p>
    </form>
  );
}
