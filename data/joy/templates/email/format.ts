import { CONTACTS, ME, NOW, TODAY, type Message, type Person } from './data';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/**
 * Dates are formatted by hand, not with the browser's locale: the server and the browser must
 * write the same text, whatever language either of them runs in.
 */
function parts(date: string) {
  const [day, time = ''] = date.split('T');
  const [year, month, dayOfMonth] = day.split('-').map(Number);
  const weekday = new Date(Date.UTC(year, month - 1, dayOfMonth)).getUTCDay();
  return { day, time: time.slice(0, 5), year, month, dayOfMonth, weekday };
}

function dayBefore(day: string): string {
  const [year, month, dayOfMonth] = day.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, dayOfMonth - 1)).toISOString().slice(0, 10);
}

/** Short, for the message list: "09:12" today, "Yesterday", then "9 Mar". */
export function listTime(date: string): string {
  const { day, time, dayOfMonth, month } = parts(date);
  if (day === TODAY) {
    return time;
  }
  if (day === dayBefore(TODAY)) {
    return 'Yesterday';
  }
  return `${dayOfMonth} ${MONTHS[month - 1]}`;
}

/** Long, for the reading pane: "Fri 14 Mar, 09:12". */
export function fullTime(date: string): string {
  const { time, dayOfMonth, month, weekday } = parts(date);
  return `${DAYS[weekday]} ${dayOfMonth} ${MONTHS[month - 1]}, ${time}`;
}

let clockStartedAt: number | undefined;

/**
 * The time stamp of a message written now. The demo's clock starts at `NOW` when the first message
 * is written (in an event handler, never while rendering) and then runs in real time.
 */
export function stampNow(): string {
  const now = Date.now();
  clockStartedAt ??= now;
  const [hours, minutes] = NOW.slice(11).split(':').map(Number);
  const total = Math.min(hours * 60 + minutes + Math.floor((now - clockStartedAt) / 60000), 23 * 60 + 59);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${TODAY}T${pad(Math.floor(total / 60))}:${pad(total % 60)}`;
}

export function initials(name: string): string {
  const words = name.split(/[\s@.]+/).filter((word) => /^\p{L}/u.test(word));
  return ((words[0]?.[0] ?? '') + (words.length > 1 ? words[words.length - 1][0] : '')).toUpperCase() || '?';
}

const AVATAR_COLORS = ['primary', 'success', 'warning', 'danger', 'neutral'] as const;

/** A colour that stays the same for a person (from their address, not chance). */
export function avatarColor(person: Person): (typeof AVATAR_COLORS)[number] {
  let sum = 0;
  for (const char of person.email) {
    sum += char.charCodeAt(0);
  }
  return AVATAR_COLORS[sum % AVATAR_COLORS.length];
}

export function lastEntry(message: Message) {
  return message.thread[message.thread.length - 1];
}

/** Who the list names for a message: the other person, or the recipients of what Noor wrote. */
export function correspondent(message: Message): { person: Person; prefix: string } {
  const other = message.thread.find((entry) => entry.from.email !== ME.email);
  if (other) {
    return { person: other.from, prefix: '' };
  }
  return { person: message.thread[0].to[0] ?? { name: 'no one yet', email: '' }, prefix: 'To: ' };
}

/** A draft may have no subject yet. */
export function subjectOf(message: Message): string {
  return message.subject.trim() || '(no subject)';
}

export function snippet(body: string): string {
  return body.replace(/\s+/g, ' ').trim();
}

export function searchText(message: Message): string {
  return [message.subject, ...message.thread.flatMap((entry) => [entry.from.name, entry.from.email, entry.body])].join(' ').toLowerCase();
}

const EMAIL = /^[^\s@<>,;]+@[^\s@<>,;]+\.[^\s@<>,;]{2,}$/;

/** Reads the To field: addresses separated by commas or semicolons. */
export function parseRecipients(value: string): { people: Person[]; error?: string } {
  const addresses = value
    .split(/[,;]/)
    .map((address) => address.trim())
    .filter(Boolean);
  if (addresses.length === 0) {
    return { people: [], error: 'Add at least one recipient.' };
  }
  const wrong = addresses.find((address) => !EMAIL.test(address));
  if (wrong) {
    return { people: [], error: `“${wrong}” is not an email address (name@example.com).` };
  }
  return { people: addresses.map(personFor) };
}

/** A known contact for an address, or a person named by the address. */
export function personFor(address: string): Person {
  return CONTACTS.find((contact) => contact.email.toLowerCase() === address.toLowerCase()) ?? { name: address, email: address };
}

export const SUBJECT_MAX = 120;

export function subjectError(subject: string): string | undefined {
  if (!subject.trim()) {
    return 'Add a subject, so the recipient knows what this is about.';
  }
  return subject.length > SUBJECT_MAX ? `Keep the subject under ${SUBJECT_MAX} characters.` : undefined;
}
