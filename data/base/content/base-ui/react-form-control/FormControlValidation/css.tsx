import * as React from 'react';
import { FormControl, useFormControlContext } from '@mui/base/FormControl';
import { Input } from '@mui/base/Input';
import classes from './css.module.css';

const inputSlots = { root: { className: classes.inputRoot }, input: { className: classes.input } };

type FieldName = 'email' | 'password';

const rules: Record<FieldName, (value: string) => string> = {
  email: (value) => (/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value) ? '' : 'Enter an email address such as ana@example.com.'),
  password: (value) => (value.length >= 8 ? '' : 'Use at least 8 characters.'),
};

function FieldLabel({ htmlFor, children }: { htmlFor: string; children: React.ReactNode }) {
  const context = useFormControlContext();
  return (
    <label htmlFor={htmlFor} data-error={context?.error || undefined} className={classes.label}>
      {children}
      {context?.required ? (
        <span aria-hidden className={classes.required}>
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
    <p id={id} data-error={context?.error || undefined} className={classes.helper}>
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
    <form noValidate onSubmit={handleSubmit} className={classes.form}>
      <FormControl {...fieldProps('email')} className={classes.field}>
        <FieldLabel htmlFor={`${id}-email`}>Email</FieldLabel>
        <Input id={`${id}-email`} type="email" autoComplete="email" aria-describedby={`${id}-email-helper`} slotProps={inputSlots} />
        <HelperText id={`${id}-email-helper`} hint="We send the receipt here." errorText={errors.email} />
      </FormControl>
      <FormControl {...fieldProps('password')} className={classes.field}>
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
      <button type="submit" className={classes.submit}>
        Create account
      </button>
      <p role="status" className={classes.result}>
        {result}
      </p>
    </form>
  );
}
