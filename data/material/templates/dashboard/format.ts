/**
 * Formatting with a fixed locale and time zone, so the server and the browser print the same text
 * (no hydration mismatch for readers in other locales or time zones).
 */
const currency = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const integer = new Intl.NumberFormat('en-US');
const day = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

export const formatCurrency = (value: number) => currency.format(value);
export const formatInteger = (value: number) => integer.format(value);
/** `2025-03-28` → `Mar 28, 2025`. */
export const formatDate = (isoDate: string) => day.format(new Date(`${isoDate}T00:00:00Z`));

/** Two letters for an Avatar: `Amara Okafor` → `AO`. */
export function initials(name: string) {
  return name
    .split(' ')
    .map((part) => part[0])
    .join('')
    .slice(0, 2)
    .toUpperCase();
}
