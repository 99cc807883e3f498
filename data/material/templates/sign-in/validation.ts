/** Form rules, in one place so the sign-in form and the reset dialog say the same thing. */

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const MIN_PASSWORD_LENGTH = 8;

/** An error message, or an empty string when the value is fine. */
export function validateEmail(value: string) {
  const email = value.trim();
  if (!email) {
    return 'Enter your email address.';
  }
  if (!EMAIL_PATTERN.test(email)) {
    return 'Enter an email address like name@example.com.';
  }
  return '';
}

export function validatePassword(value: string) {
  if (!value) {
    return 'Enter your password.';
  }
  if (value.length < MIN_PASSWORD_LENGTH) {
    return `Passwords have at least ${MIN_PASSWORD_LENGTH} characters.`;
  }
  return '';
}

/** Stands in for a request to a server. */
export function wait(ms: number) {
  return new Promise<void>((resolve) => {
    setTimeout(resolve, ms);
  });
}
