/** The mailbox of one invented person: every name, address and message here is made up. */

export type FolderId = 'inbox' | 'sent' | 'drafts' | 'archive' | 'trash';
/** What the sidebar can show: a folder, every starred message, or a label. */
export type ViewId = FolderId | 'starred' | `label:${LabelId}`;
export type LabelId = 'work' | 'family' | 'travel' | 'receipts' | 'garden';
export type LabelColor = 'primary' | 'success' | 'warning' | 'danger' | 'neutral';

export interface Person {
  name: string;
  email: string;
}

/** One message of a conversation. Dates are local times, `YYYY-MM-DDTHH:mm`. */
export interface Entry {
  id: string;
  from: Person;
  to: Person[];
  date: string;
  body: string;
}

export interface Message {
  id: string;
  folder: FolderId;
  subject: string;
  labels: LabelId[];
  starred: boolean;
  unread: boolean;
  /** The conversation, oldest first. */
  thread: Entry[];
}

/** The demo's "now": fixed, so the server and the browser agree on what "today" and "yesterday" are. */
export const TODAY = '2025-03-14';
export const NOW = `${TODAY}T16:20`;

export const ME: Person = { name: 'Noor Haddad', email: 'noor@wren.example' };

export const LABELS: { id: LabelId; name: string; color: LabelColor }[] = [
  { id: 'work', name: 'Work', color: 'primary' },
  { id: 'family', name: 'Family', color: 'success' },
  { id: 'travel', name: 'Travel', color: 'warning' },
  { id: 'garden', name: 'Garden club', color: 'danger' },
  { id: 'receipts', name: 'Receipts', color: 'neutral' },
];

const ines: Person = { name: 'Ines Vautrin', email: 'ines.vautrin@harbourline.example' };
const tomasz: Person = { name: 'Tomasz Berg', email: 'tomasz@berg-family.example' };
const priya: Person = { name: 'Priya Ramanathan', email: 'priya.r@harbourline.example' };
const kofi: Person = { name: 'Kofi Mensah', email: 'kofi.mensah@fieldnotes.example' };
const lea: Person = { name: 'Lea Sørensen', email: 'lea@alderstreet-garden.example' };
const mateo: Person = { name: 'Mateo Ruiz', email: 'mateo.ruiz@harbourline.example' };
const hana: Person = { name: 'Hana Kobayashi', email: 'hana.k@postcards.example' };
const aurelio: Person = { name: 'Aurelio Conti', email: 'aurelio@conti-lettings.example' };
const grace: Person = { name: 'Grace Whitfield', email: 'grace.whitfield@fieldnotes.example' };
const railway: Person = { name: 'Northway Rail', email: 'tickets@northway-rail.example' };
const library: Person = { name: 'Eastside Library', email: 'holds@eastside-library.example' };
const bakery: Person = { name: 'Crumb & Co. Bakery', email: 'orders@crumb-and-co.example' };

/** People the compose form recognises by address. */
export const CONTACTS: Person[] = [ines, tomasz, priya, kofi, lea, mateo, hana, aurelio, grace];

export const MESSAGES: Message[] = [
  {
    id: 'm1',
    folder: 'inbox',
    subject: 'Harbour walk route for the spring issue',
    labels: ['work'],
    starred: true,
    unread: false,
    thread: [
      {
        id: 'm1-1',
        from: ines,
        to: [ME, priya],
        date: '2025-03-13T17:42',
        body: 'Hi Noor,\n\nI walked the harbour route again this afternoon. The stretch past the old ropeworks is closed until May, so the piece should send readers up Tanner Street instead. It adds ten minutes but passes the fish market, which is nicer anyway.\n\nCould you check whether the map can be redrawn before Wednesday?\n\nInes',
      },
      {
        id: 'm1-2',
        from: ME,
        to: [ines, priya],
        date: '2025-03-13T18:05',
        body: 'Thanks, Ines. I will ask Mateo about the map tomorrow morning. Do you have a photo of the closure notice? It would help to quote the reopening date.',
      },
      {
        id: 'm1-3',
        from: ines,
        to: [ME, priya],
        date: '2025-03-14T09:12',
        body: 'Here is what the notice says: "Path closed for sea wall repairs, reopening 12 May." I have also marked the detour on the printout on your desk.\n\nIf the map cannot be ready by Wednesday, we could run the piece a week later — Priya says the travel section has room.',
      },
    ],
  },
  {
    id: 'm2',
    folder: 'inbox',
    subject: 'Sunday lunch — who brings what?',
    labels: ['family'],
    starred: false,
    unread: true,
    thread: [
      {
        id: 'm2-1',
        from: tomasz,
        to: [ME],
        date: '2025-03-14T15:48',
        body: 'Noor! Mum has decided on the big table in the garden, weather permitting. I am doing the lamb and Agnieszka is bringing the cake.\n\nCan you bring a salad and something for the kids to drink? And please remind Yusuf that the gate sticks — push, then lift.',
      },
    ],
  },
  {
    id: 'm3',
    folder: 'inbox',
    subject: 'Your tickets: Saturday 22 March, 08:14 to Kestrel Bay',
    labels: ['travel', 'receipts'],
    starred: false,
    unread: true,
    thread: [
      {
        id: 'm3-1',
        from: railway,
        to: [ME],
        date: '2025-03-14T13:05',
        body: 'Booking reference: KB7-2291\n\nOutbound: Saturday 22 March, 08:14 from Central, arriving Kestrel Bay 10:51. Coach C, seats 41 and 42.\nReturn: Sunday 23 March, 17:30, arriving Central 20:06. Coach B, seats 12 and 13.\n\nShow the code in your account at the gate. Tickets can be changed free of charge until 18:00 the day before travel.',
      },
    ],
  },
  {
    id: 'm4',
    folder: 'inbox',
    subject: 'Seed swap on the 29th: can you run the table?',
    labels: ['garden'],
    starred: true,
    unread: true,
    thread: [
      {
        id: 'm4-1',
        from: lea,
        to: [ME],
        date: '2025-03-14T11:20',
        body: 'Hello Noor,\n\nThe spring seed swap is on Saturday the 29th, from ten until one in the community hall. Would you be willing to run the tomato and pepper table again? Last year it was the busiest one and people still talk about your labels.\n\nWe will have envelopes, pencils and the little scales. Bring any seeds you saved.\n\nWarmly,\nLea',
      },
    ],
  },
  {
    id: 'm5',
    folder: 'inbox',
    subject: 'Proofs for pages 14–19',
    labels: ['work'],
    starred: false,
    unread: false,
    thread: [
      {
        id: 'm5-1',
        from: priya,
        to: [ME],
        date: '2025-03-14T08:31',
        body: 'Morning — the proofs for the food pages are in the shared folder. Two things I would like your eye on: the pull quote on page 16 runs into the photo, and the recipe on page 18 says "200 g" in the list but "250 g" in the method.\n\nNo rush before lunch.',
      },
    ],
  },
  {
    id: 'm6',
    folder: 'inbox',
    subject: 'A book you asked for is waiting',
    labels: [],
    starred: false,
    unread: true,
    thread: [
      {
        id: 'm6-1',
        from: library,
        to: [ME],
        date: '2025-03-13T10:02',
        body: 'The item you reserved, "Tides and Timetables: A Coastal History", is ready to collect from the holds shelf at Eastside Library.\n\nWe will keep it for you until Thursday 20 March. Opening hours: Monday to Saturday, 9:00 to 19:00.',
      },
    ],
  },
  {
    id: 'm7',
    folder: 'inbox',
    subject: 'Interview notes from the lighthouse keeper',
    labels: ['work'],
    starred: false,
    unread: false,
    thread: [
      {
        id: 'm7-1',
        from: kofi,
        to: [ME, grace],
        date: '2025-03-12T16:15',
        body: 'Attached in spirit: my notes from the interview at the point. She kept the light for 31 years and has a logbook entry for every storm since 1979. She is happy to be photographed but asks that we do not print the cottage address.\n\nGrace is transcribing the recording this week.',
      },
      {
        id: 'm7-2',
        from: grace,
        to: [ME, kofi],
        date: '2025-03-13T12:40',
        body: 'Transcript is about two thirds done. There is a lovely passage about the fog signal that could open the piece. I will send the full text on Monday.',
      },
    ],
  },
  {
    id: 'm8',
    folder: 'inbox',
    subject: 'Boiler service on Tuesday morning',
    labels: [],
    starred: false,
    unread: false,
    thread: [
      {
        id: 'm8-1',
        from: aurelio,
        to: [ME],
        date: '2025-03-11T09:27',
        body: 'Dear Noor,\n\nThe yearly boiler service is booked for Tuesday 18 March between 8:00 and 10:00. The engineer will need about forty minutes and access to the kitchen cupboard.\n\nIf the time does not suit you, reply and I will move it.\n\nBest regards,\nAurelio Conti',
      },
    ],
  },
  {
    id: 'm9',
    folder: 'inbox',
    subject: 'Postcard from the north',
    labels: ['family', 'travel'],
    starred: false,
    unread: false,
    thread: [
      {
        id: 'm9-1',
        from: hana,
        to: [ME],
        date: '2025-03-09T20:04',
        body: 'We made it to the islands! The ferry was three hours of grey sea and one very excited dog. The guesthouse has a wood stove and a shelf of board games with half the pieces missing.\n\nI will send real postcards, but they take a week from here.',
      },
    ],
  },
  {
    id: 'm10',
    folder: 'inbox',
    subject: 'Order confirmed: two loaves, Saturday pickup',
    labels: ['receipts'],
    starred: false,
    unread: false,
    thread: [
      {
        id: 'm10-1',
        from: bakery,
        to: [ME],
        date: '2025-03-07T18:55',
        body: 'Thank you for your order.\n\n1 × seeded rye, 1 × country white. Total paid: 9.40.\nPick up on Saturday between 8:00 and 12:00 at the counter by the door.',
      },
    ],
  },
  {
    id: 'm11',
    folder: 'sent',
    subject: 'Re: Photo permissions for the ferry story',
    labels: ['work'],
    starred: false,
    unread: false,
    thread: [
      {
        id: 'm11-1',
        from: ME,
        to: [mateo],
        date: '2025-03-13T14:22',
        body: 'Hi Mateo,\n\nThe ferry company has agreed to the photos on deck, but not in the wheelhouse. Could you pick from the deck set and send me your top three by Monday?\n\nNoor',
      },
    ],
  },
  {
    id: 'm12',
    folder: 'sent',
    subject: 'Tomato seeds for Lea',
    labels: ['garden'],
    starred: false,
    unread: false,
    thread: [
      {
        id: 'm12-1',
        from: ME,
        to: [lea],
        date: '2025-03-10T19:10',
        body: 'Lea, I have four kinds saved from last summer: the yellow pear, the striped one from the allotment, a plum tomato and the tiny currant ones. Shall I bring them all?',
      },
    ],
  },
  {
    id: 'm13',
    folder: 'drafts',
    subject: 'Kestrel Bay weekend plans',
    labels: ['travel'],
    starred: false,
    unread: false,
    thread: [
      {
        id: 'm13-1',
        from: ME,
        to: [hana],
        date: '2025-03-14T12:02',
        body: 'Hana, we finally booked the train to Kestrel Bay for the 22nd. Is the café by the pier still open in March? I remember you said',
      },
    ],
  },
  {
    id: 'm14',
    folder: 'archive',
    subject: 'Welcome to the Alder Street garden rota',
    labels: ['garden'],
    starred: false,
    unread: false,
    thread: [
      {
        id: 'm14-1',
        from: lea,
        to: [ME],
        date: '2025-02-21T10:30',
        body: 'Welcome aboard! Your watering weeks are the first and third of each month. The key to the shed is in the blue box by the gate; the code is on the noticeboard inside the hall.',
      },
    ],
  },
  {
    id: 'm15',
    folder: 'archive',
    subject: 'Desk move on the third floor',
    labels: ['work'],
    starred: false,
    unread: true,
    thread: [
      {
        id: 'm15-1',
        from: mateo,
        to: [ME, ines, priya],
        date: '2025-02-28T15:03',
        body: 'Heads up: the features desk moves to the window side of the third floor on Monday. Please pack anything you want to keep in the crates by Friday evening; the plants are coming too.',
      },
    ],
  },
  {
    id: 'm16',
    folder: 'trash',
    subject: 'Last chance: quiz night tickets',
    labels: [],
    starred: false,
    unread: false,
    thread: [
      {
        id: 'm16-1',
        from: grace,
        to: [ME, kofi],
        date: '2025-03-05T11:11',
        body: 'The pub quiz is full, but there is a waiting list. Tell me by Thursday if you want to go on it.',
      },
    ],
  },
];
