export type OrderStatus = 'paid' | 'pending' | 'refunded' | 'cancelled';

export const STATUSES: OrderStatus[] = ['paid', 'pending', 'refunded', 'cancelled'];

export interface Product {
  id: string;
  name: string;
  price: number;
}

export interface Customer {
  id: string;
  name: string;
  email: string;
  city: string;
}

export interface OrderLine {
  product: Product;
  quantity: number;
}

export interface Order {
  id: string;
  /** Local shop time, `YYYY-MM-DDTHH:mm`: compared as text, shown without time zones. */
  placedAt: string;
  customer: Customer;
  status: OrderStatus;
  lines: OrderLine[];
  payment: string;
}

/** The shop's "today" in this demo, so the figures read the same on every visit. */
export const TODAY = '2025-03-14';

/** Orders of this amount or more ship for free. */
export const FREE_SHIPPING_FROM = 75;
export const SHIPPING_FEE = 6;

const PRODUCTS: Record<string, Product> = {
  mug: { id: 'mug', name: 'Speckled stoneware mug', price: 24 },
  teapot: { id: 'teapot', name: 'Hand-thrown teapot, 1 L', price: 68 },
  oolong: { id: 'oolong', name: 'Roasted oolong, 100 g', price: 14.5 },
  sencha: { id: 'sencha', name: 'Spring sencha, 100 g', price: 12 },
  towel: { id: 'towel', name: 'Linen tea towel', price: 16 },
  whisk: { id: 'whisk', name: 'Bamboo whisk', price: 19 },
  dripper: { id: 'dripper', name: 'Ceramic pour-over dripper', price: 32 },
  rooibos: { id: 'rooibos', name: 'Rooibos and orange peel, 150 g', price: 11 },
  bowl: { id: 'bowl', name: 'Glazed serving bowl', price: 42 },
  card: { id: 'card', name: 'Gift card', price: 50 },
};

export const CUSTOMERS: Customer[] = [
  { id: 'amara', name: 'Amara Okafor', email: 'amara.okafor@example.com', city: 'Leeds' },
  { id: 'tomas', name: 'Tomás Berglund', email: 'tomas.b@example.org', city: 'Malmö' },
  { id: 'priya', name: 'Priya Raman', email: 'priya.raman@example.net', city: 'Pune' },
  { id: 'jonah', name: 'Jonah Whitfield', email: 'jonah.w@example.com', city: 'Portland' },
  { id: 'meilin', name: 'Mei-Lin Zhou', email: 'meilin.zhou@example.org', city: 'Vancouver' },
  { id: 'rafael', name: 'Rafael Quintero', email: 'rquintero@example.com', city: 'Valencia' },
  { id: 'ingrid', name: 'Ingrid Solberg', email: 'ingrid.solberg@example.net', city: 'Bergen' },
  { id: 'kwame', name: 'Kwame Asante', email: 'kwame.asante@example.com', city: 'Accra' },
  { id: 'noor', name: 'Noor Haddad', email: 'noor.haddad@example.org', city: 'Amman' },
  { id: 'elise', name: 'Élise Fournier', email: 'elise.fournier@example.com', city: 'Lyon' },
  { id: 'hana', name: 'Hana Kobayashi', email: 'hana.k@example.net', city: 'Sapporo' },
  { id: 'carys', name: 'Carys Pritchard', email: 'carys.pritchard@example.com', city: 'Cardiff' },
];

const byId = Object.fromEntries(CUSTOMERS.map((customer) => [customer.id, customer]));

// number, placed at, customer, status, lines (product and quantity), payment
type Row = [number, string, string, OrderStatus, [keyof typeof PRODUCTS, number][], string];

const ROWS: Row[] = [
  [
    2086,
    '2025-03-14T16:48',
    'hana',
    'pending',
    [
      ['teapot', 1],
      ['sencha', 2],
    ],
    'Bank transfer',
  ],
  [2085, '2025-03-14T14:05', 'jonah', 'paid', [['mug', 2]], 'Card ending 4821'],
  [
    2084,
    '2025-03-14T11:32',
    'amara',
    'paid',
    [
      ['dripper', 1],
      ['oolong', 1],
      ['towel', 1],
    ],
    'Card ending 0917',
  ],
  [2083, '2025-03-14T09:10', 'noor', 'pending', [['card', 1]], 'Bank transfer'],
  [
    2082,
    '2025-03-14T07:54',
    'rafael',
    'paid',
    [
      ['bowl', 2],
      ['mug', 4],
    ],
    'Card ending 3302',
  ],
  [2081, '2025-03-13T21:17', 'ingrid', 'paid', [['rooibos', 3]], 'Card ending 7715'],
  [
    2080,
    '2025-03-13T18:40',
    'priya',
    'cancelled',
    [
      ['whisk', 1],
      ['sencha', 1],
    ],
    'Card ending 2260',
  ],
  [
    2079,
    '2025-03-13T12:03',
    'kwame',
    'paid',
    [
      ['teapot', 1],
      ['mug', 2],
    ],
    'Card ending 5189',
  ],
  [2078, '2025-03-12T19:26', 'elise', 'refunded', [['towel', 2]], 'Card ending 8834'],
  [
    2077,
    '2025-03-12T10:58',
    'meilin',
    'paid',
    [
      ['oolong', 2],
      ['rooibos', 1],
    ],
    'Card ending 6043',
  ],
  [
    2076,
    '2025-03-11T15:44',
    'tomas',
    'paid',
    [
      ['dripper', 1],
      ['mug', 1],
    ],
    'Card ending 1478',
  ],
  [2075, '2025-03-11T08:21', 'carys', 'pending', [['bowl', 1]], 'Bank transfer'],
  [
    2074,
    '2025-03-10T20:12',
    'amara',
    'paid',
    [
      ['sencha', 3],
      ['whisk', 1],
    ],
    'Card ending 0917',
  ],
  [2073, '2025-03-10T13:37', 'jonah', 'paid', [['card', 2]], 'Card ending 4821'],
  [2072, '2025-03-09T17:09', 'hana', 'paid', [['mug', 6]], 'Card ending 9952'],
  [2071, '2025-03-09T09:45', 'rafael', 'cancelled', [['teapot', 1]], 'Bank transfer'],
  [
    2070,
    '2025-03-08T22:30',
    'priya',
    'paid',
    [
      ['oolong', 1],
      ['towel', 1],
    ],
    'Card ending 2260',
  ],
  [
    2069,
    '2025-03-08T11:14',
    'noor',
    'paid',
    [
      ['bowl', 1],
      ['towel', 2],
    ],
    'Card ending 6671',
  ],
  [2068, '2025-03-07T16:52', 'ingrid', 'refunded', [['dripper', 1]], 'Card ending 7715'],
  [
    2067,
    '2025-03-07T07:38',
    'kwame',
    'paid',
    [
      ['rooibos', 2],
      ['sencha', 2],
    ],
    'Card ending 5189',
  ],
  [
    2066,
    '2025-03-06T19:01',
    'meilin',
    'paid',
    [
      ['teapot', 1],
      ['oolong', 2],
    ],
    'Card ending 6043',
  ],
  [
    2065,
    '2025-03-05T14:27',
    'elise',
    'paid',
    [
      ['mug', 2],
      ['whisk', 1],
    ],
    'Card ending 8834',
  ],
  [
    2064,
    '2025-03-05T10:06',
    'carys',
    'paid',
    [
      ['card', 1],
      ['towel', 1],
    ],
    'Card ending 3390',
  ],
  [2063, '2025-03-04T18:33', 'tomas', 'pending', [['bowl', 2]], 'Bank transfer'],
  [2062, '2025-03-03T12:48', 'amara', 'paid', [['oolong', 4]], 'Card ending 0917'],
  [
    2061,
    '2025-03-02T20:15',
    'jonah',
    'refunded',
    [
      ['teapot', 1],
      ['bowl', 1],
    ],
    'Card ending 4821',
  ],
  [
    2060,
    '2025-03-02T09:59',
    'hana',
    'paid',
    [
      ['sencha', 1],
      ['rooibos', 1],
    ],
    'Card ending 9952',
  ],
  [2059, '2025-03-01T15:22', 'rafael', 'paid', [['dripper', 2]], 'Card ending 3302'],
  [
    2058,
    '2025-02-28T11:40',
    'priya',
    'paid',
    [
      ['mug', 3],
      ['towel', 1],
    ],
    'Card ending 2260',
  ],
  [2057, '2025-02-27T17:18', 'noor', 'cancelled', [['whisk', 2]], 'Bank transfer'],
  [2056, '2025-02-26T08:47', 'ingrid', 'paid', [['card', 1]], 'Card ending 7715'],
  [
    2055,
    '2025-02-25T21:05',
    'kwame',
    'paid',
    [
      ['bowl', 1],
      ['mug', 2],
    ],
    'Card ending 5189',
  ],
  [2054, '2025-02-24T13:29', 'meilin', 'paid', [['rooibos', 4]], 'Card ending 6043'],
  [2053, '2025-02-23T10:11', 'elise', 'paid', [['teapot', 1]], 'Card ending 8834'],
  [
    2052,
    '2025-02-21T16:36',
    'carys',
    'refunded',
    [
      ['oolong', 1],
      ['sencha', 1],
    ],
    'Card ending 3390',
  ],
  [2051, '2025-02-20T19:50', 'tomas', 'paid', [['towel', 3]], 'Card ending 1478'],
  [
    2050,
    '2025-02-19T12:24',
    'amara',
    'paid',
    [
      ['dripper', 1],
      ['whisk', 1],
    ],
    'Card ending 0917',
  ],
  [
    2049,
    '2025-02-18T09:02',
    'jonah',
    'paid',
    [
      ['mug', 2],
      ['oolong', 2],
    ],
    'Card ending 4821',
  ],
  [2048, '2025-02-17T15:57', 'hana', 'cancelled', [['bowl', 1]], 'Card ending 9952'],
  [
    2047,
    '2025-02-16T18:41',
    'rafael',
    'paid',
    [
      ['sencha', 2],
      ['towel', 1],
    ],
    'Card ending 3302',
  ],
  [
    2046,
    '2025-02-15T11:16',
    'priya',
    'paid',
    [
      ['card', 1],
      ['mug', 1],
    ],
    'Card ending 2260',
  ],
  [
    2045,
    '2025-02-14T20:34',
    'noor',
    'paid',
    [
      ['teapot', 1],
      ['mug', 2],
    ],
    'Card ending 6671',
  ],
];

export const ORDERS: Order[] = ROWS.map(([number, placedAt, customer, status, lines, payment]) => ({
  id: `#${number}`,
  placedAt,
  customer: byId[customer],
  status,
  lines: lines.map(([product, quantity]) => ({ product: PRODUCTS[product], quantity })),
  payment,
}));

export function subtotalOf(order: Order): number {
  return order.lines.reduce((sum, line) => sum + line.product.price * line.quantity, 0);
}

export function shippingOf(order: Order): number {
  return subtotalOf(order) >= FREE_SHIPPING_FROM ? 0 : SHIPPING_FEE;
}

export function totalOf(order: Order): number {
  return subtotalOf(order) + shippingOf(order);
}

export function itemCountOf(order: Order): number {
  return order.lines.reduce((sum, line) => sum + line.quantity, 0);
}

// A fixed locale and currency, so the server and the browser print the same text.
const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

export function formatMoney(amount: number): string {
  return money.format(amount);
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** `2025-03-14T09:10` as `Mar 14, 2025`, read from the text rather than a `Date` (no time zones). */
export function formatDay(placedAt: string): string {
  const [year, month, day] = placedAt.slice(0, 10).split('-').map(Number);
  return `${MONTHS[month - 1]} ${day}, ${year}`;
}

export function formatTime(placedAt: string): string {
  return placedAt.slice(11, 16);
}

export function initialsOf(name: string): string {
  return name
    .split(/[\s-]+/)
    .map((part) => part[0])
    .slice(0, 2)
    .join('')
    .toUpperCase();
}
