// A fixed locale and time zone: the server and every browser print the same date.
const day = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

/** `2025-03-24` → `24 Mar 2025`. */
export const formatDate = (isoDate: string) => day.format(new Date(`${isoDate}T00:00:00Z`));

/** `Ines Carvalho` → `IC`. */
export const initials = (name: string) =>
  name
    .split(' ')
    .map((part) => part[0])
    .join('')
    .slice(0, 2);
