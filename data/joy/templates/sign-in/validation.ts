export interface Credentials {
  email: string;
  password: string;
  remember: boolean;
}

export type FieldErrors = Partial<Record<'email' | 'password', string>>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

export function emailError(email: string): string | undefined {
  if (!email.trim()) {
    return 'Enter your work email.';
  }
  return EMAIL.test(email.trim()) ? undefined : 'This does not look like an email address (name@company.com).';
}

export function validate({ email, password }: Credentials): FieldErrors {
  const errors: FieldErrors = {};
  const emailProblem = emailError(email);
  if (emailProblem) {
    errors.email = emailProblem;
  }
  if (!password) {
    errors.password = 'Enter your password.';
  } else if (password.length < 8) {
    errors.password = 'Passwords here have at least 8 characters.';
  }
  return errors;
}
