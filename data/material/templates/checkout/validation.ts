import { COUNTRIES, type CountryCode } from './data';
import type { Errors } from './useForm';

export interface ShippingValues extends Record<string, string> {
  firstName: string;
  lastName: string;
  email: string;
  address1: string;
  address2: string;
  city: string;
  region: string;
  postalCode: string;
  country: CountryCode;
  phone: string;
  method: string;
}

export interface PaymentValues extends Record<string, string> {
  cardName: string;
  cardNumber: string;
  expiry: string;
  cvc: string;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Rough shapes of each country's postal codes, enough to catch typos. */
const POSTAL: Record<CountryCode, RegExp> = {
  US: /^\d{5}(-\d{4})?$/,
  CA: /^[A-Za-z]\d[A-Za-z] ?\d[A-Za-z]\d$/,
  GB: /^[A-Za-z]{1,2}\d[A-Za-z\d]? ?\d[A-Za-z]{2}$/,
  DE: /^\d{5}$/,
  AU: /^\d{4}$/,
};

export const countryOf = (code: CountryCode) => COUNTRIES.find((country) => country.code === code) ?? COUNTRIES[0];

export function validateShipping(values: ShippingValues): Errors<ShippingValues> {
  const errors: Errors<ShippingValues> = {};
  const country = countryOf(values.country);
  if (!values.firstName.trim()) errors.firstName = 'Enter your first name.';
  if (!values.lastName.trim()) errors.lastName = 'Enter your last name.';
  if (!values.email.trim()) errors.email = 'Enter an email address for your receipt.';
  else if (!EMAIL.test(values.email.trim())) errors.email = 'Enter an email address like name@example.com.';
  if (!values.address1.trim()) errors.address1 = 'Enter the street address.';
  if (!values.city.trim()) errors.city = 'Enter the town or city.';
  if (!values.region.trim()) errors.region = `Enter the ${country.region.toLowerCase()}.`;
  if (!values.postalCode.trim()) errors.postalCode = `Enter the ${country.postal.toLowerCase()}.`;
  else if (!POSTAL[values.country].test(values.postalCode.trim()))
    errors.postalCode = `Check the ${country.postal.toLowerCase()}, for example ${country.example}.`;
  if (values.phone.trim() && values.phone.replace(/\D/g, '').length < 7) errors.phone = 'Enter a full phone number, or leave it empty.';
  return errors;
}

/** The Luhn checksum every card number carries: catches most single-digit typos. */
function passesLuhn(digits: string) {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

export function validatePayment(values: PaymentValues): Errors<PaymentValues> {
  const errors: Errors<PaymentValues> = {};
  const digits = values.cardNumber.replace(/\D/g, '');
  if (!values.cardName.trim()) errors.cardName = 'Enter the name shown on the card.';
  if (!digits) errors.cardNumber = 'Enter the card number.';
  else if (digits.length < 13 || digits.length > 19 || !passesLuhn(digits))
    errors.cardNumber = 'This card number is not valid. Check the digits.';

  const match = /^(\d{2}) \/ (\d{2})$/.exec(values.expiry);
  if (!values.expiry) errors.expiry = 'Enter the expiry date.';
  else if (!match || Number(match[1]) < 1 || Number(match[1]) > 12) errors.expiry = 'Use the format MM / YY.';
  else {
    // Checked when the reader presses Next, never while rendering.
    const now = new Date();
    const expiry = (2000 + Number(match[2])) * 12 + Number(match[1]);
    if (expiry < now.getFullYear() * 12 + now.getMonth() + 1) errors.expiry = 'This card has expired.';
  }
  if (!/^\d{3,4}$/.test(values.cvc)) errors.cvc = 'Enter the 3 or 4 digits on the back of the card.';
  return errors;
}

/** `4242424242424242` → `4242 4242 4242 4242` as the reader types. */
export const formatCardNumber = (raw: string) =>
  raw
    .replace(/\D/g, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');

/** `0728` → `07 / 28`. */
export function formatExpiry(raw: string) {
  const digits = raw.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)} / ${digits.slice(2)}` : digits;
}

export const formatCvc = (raw: string) => raw.replace(/\D/g, '').slice(0, 4);

export function cardBrand(cardNumber: string) {
  const digits = cardNumber.replace(/\D/g, '');
  if (/^4/.test(digits)) return 'Visa';
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'Mastercard';
  if (/^3[47]/.test(digits)) return 'American Express';
  return 'Card';
}
