/**
 * Invented sample data for a small online shop that sells home and garden goods.
 * Dates are fixed ISO strings so the page renders the same on the server and in the browser.
 */

export interface Stat {
  id: string;
  label: string;
  value: string;
  /** Change against the previous period, already formatted (`+12.4%`, `−0.4 pt`). */
  change: string;
  /** Whether the change is good news; a falling refund rate is. */
  positive: boolean;
  direction: 'up' | 'down';
  /** Daily values for the small trend line, oldest first. */
  trend: number[];
}

export const STATS: Stat[] = [
  {
    id: 'revenue',
    label: 'Revenue',
    value: '$48,290',
    change: '+12.4%',
    positive: true,
    direction: 'up',
    trend: [31, 34, 33, 36, 35, 39, 38, 41, 40, 44, 43, 47],
  },
  {
    id: 'orders',
    label: 'Orders',
    value: '1,284',
    change: '+3.1%',
    positive: true,
    direction: 'up',
    trend: [40, 42, 39, 41, 44, 43, 42, 45, 44, 43, 46, 45],
  },
  {
    id: 'aov',
    label: 'Average order',
    value: '$37.61',
    change: '+8.9%',
    positive: true,
    direction: 'up',
    trend: [33, 32, 34, 34, 35, 34, 36, 35, 37, 36, 37, 38],
  },
  {
    id: 'refunds',
    label: 'Refund rate',
    value: '1.8%',
    change: '−0.4 pt',
    positive: true,
    direction: 'down',
    trend: [26, 25, 27, 24, 23, 24, 22, 21, 22, 20, 19, 18],
  },
];

export interface MonthRevenue {
  month: string;
  /** Revenue in thousands of US dollars. */
  current: number;
  previous: number;
}

/** April 2024 to March 2025 against the twelve months before. */
export const REVENUE: MonthRevenue[] = [
  { month: 'Apr', current: 31.2, previous: 27.4 },
  { month: 'May', current: 33.8, previous: 28.1 },
  { month: 'Jun', current: 32.5, previous: 29.9 },
  { month: 'Jul', current: 35.1, previous: 30.6 },
  { month: 'Aug', current: 36.9, previous: 31.2 },
  { month: 'Sep', current: 34.7, previous: 30.1 },
  { month: 'Oct', current: 38.2, previous: 32.8 },
  { month: 'Nov', current: 44.6, previous: 37.5 },
  { month: 'Dec', current: 47.9, previous: 41.3 },
  { month: 'Jan', current: 39.4, previous: 33.0 },
  { month: 'Feb', current: 42.1, previous: 35.6 },
  { month: 'Mar', current: 48.3, previous: 38.9 },
];

export type ChannelColor = 'primary' | 'secondary' | 'info' | 'warning' | 'error';

export interface Channel {
  name: string;
  sessions: number;
  color: ChannelColor;
}

export const CHANNELS: Channel[] = [
  { name: 'Organic search', sessions: 18420, color: 'primary' },
  { name: 'Direct', sessions: 11630, color: 'secondary' },
  { name: 'Email', sessions: 7810, color: 'info' },
  { name: 'Social', sessions: 6240, color: 'warning' },
  { name: 'Referral', sessions: 4350, color: 'error' },
];

export type OrderStatus = 'Paid' | 'Processing' | 'Shipped' | 'Refunded' | 'Cancelled';

export interface Order {
  id: string;
  customer: string;
  /** ISO date, `YYYY-MM-DD`. */
  date: string;
  status: OrderStatus;
  total: number;
}

export const ORDERS: Order[] = [
  { id: 'TS-10482', customer: 'Amara Okafor', date: '2025-03-28', status: 'Processing', total: 86.4 },
  { id: 'TS-10481', customer: 'Lukas Brenner', date: '2025-03-28', status: 'Paid', total: 42.0 },
  { id: 'TS-10480', customer: 'Mei Tanaka', date: '2025-03-27', status: 'Shipped', total: 129.95 },
  { id: 'TS-10479', customer: 'Diego Salgado', date: '2025-03-27', status: 'Paid', total: 18.5 },
  { id: 'TS-10478', customer: 'Fatima Haddad', date: '2025-03-26', status: 'Refunded', total: 64.0 },
  { id: 'TS-10477', customer: 'Noah Lindqvist', date: '2025-03-26', status: 'Shipped', total: 212.3 },
  { id: 'TS-10476', customer: 'Priya Raman', date: '2025-03-25', status: 'Shipped', total: 37.8 },
  { id: 'TS-10475', customer: 'Tomasz Wójcik', date: '2025-03-25', status: 'Cancelled', total: 55.25 },
  { id: 'TS-10474', customer: 'Chloé Martin', date: '2025-03-24', status: 'Paid', total: 74.1 },
  { id: 'TS-10473', customer: 'Kwame Mensah', date: '2025-03-24', status: 'Shipped', total: 23.99 },
  { id: 'TS-10472', customer: 'Isabela Rocha', date: '2025-03-23', status: 'Shipped', total: 148.0 },
  { id: 'TS-10471', customer: 'Arjun Mehta', date: '2025-03-22', status: 'Processing', total: 96.45 },
  { id: 'TS-10470', customer: 'Hana Kim', date: '2025-03-22', status: 'Shipped', total: 31.2 },
  { id: 'TS-10469', customer: 'Oliver Grant', date: '2025-03-21', status: 'Refunded', total: 19.0 },
  { id: 'TS-10468', customer: 'Sofia Esposito', date: '2025-03-20', status: 'Shipped', total: 67.75 },
  { id: 'TS-10467', customer: 'Yusuf Demir', date: '2025-03-20', status: 'Paid', total: 310.6 },
  { id: 'TS-10466', customer: 'Elena Petrova', date: '2025-03-19', status: 'Shipped', total: 45.3 },
  { id: 'TS-10465', customer: 'Samuel Adeyemi', date: '2025-03-18', status: 'Shipped', total: 88.0 },
];

export interface Task {
  id: string;
  title: string;
  /** Shown as “Due …”; empty for tasks without a date. */
  due: string;
  done: boolean;
}

export const TASKS: Task[] = [
  { id: 't1', title: 'Reply to the wholesale enquiry from Birchwood Café', due: 'Today', done: false },
  { id: 't2', title: 'Approve the spring newsletter draft', due: 'Today', done: true },
  { id: 't3', title: 'Restock terracotta planters (12 left)', due: 'Tomorrow', done: false },
  { id: 't4', title: 'Review two refund requests', due: 'Mon, 31 Mar', done: false },
  { id: 't5', title: 'Update shipping rates for Canada', due: 'Wed, 2 Apr', done: false },
  { id: 't6', title: 'Photograph the new linen range', due: 'Fri, 4 Apr', done: true },
];

export const USER = { name: 'Rosa Delgado', email: 'rosa@tidewater.example', initials: 'RD' };
