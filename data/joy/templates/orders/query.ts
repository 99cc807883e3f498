import { itemCountOf, formatDay, formatTime, totalOf, TODAY, type Order, type OrderStatus } from './data';

export type SortKey = 'id' | 'placedAt' | 'customer' | 'status' | 'total';

export interface Sort {
  key: SortKey;
  direction: 'asc' | 'desc';
}

export interface Filters {
  search: string;
  status: OrderStatus | null;
  customer: string | null;
}

export const NO_FILTERS: Filters = { search: '', status: null, customer: null };

export function filterOrders(orders: Order[], { search, status, customer }: Filters): Order[] {
  const words = search.trim().toLowerCase().split(/\s+/).filter(Boolean);
  return orders.filter((order) => {
    if (status && order.status !== status) {
      return false;
    }
    if (customer && order.customer.id !== customer) {
      return false;
    }
    const text = `${order.id} ${order.customer.name} ${order.customer.email}`.toLowerCase();
    return words.every((word) => text.includes(word));
  });
}

const VALUE: Record<SortKey, (order: Order) => string | number> = {
  id: (order) => Number(order.id.slice(1)),
  placedAt: (order) => order.placedAt,
  customer: (order) => order.customer.name,
  status: (order) => order.status,
  total: totalOf,
};

export function sortOrders(orders: Order[], { key, direction }: Sort): Order[] {
  const sign = direction === 'asc' ? 1 : -1;
  const value = VALUE[key];
  return [...orders].sort((a, b) => {
    const x = value(a);
    const y = value(b);
    const order = typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y), 'en');
    // Ties keep the newest order first, whatever the direction.
    return order * sign || b.placedAt.localeCompare(a.placedAt);
  });
}

export interface Summary {
  ordersToday: number;
  pendingToday: number;
  revenue: number;
  paidCount: number;
  refunds: number;
  refundCount: number;
  averageOrder: number;
}

/** The figures of the cards, from the orders as they stand (a refund moves them at once). */
export function summarize(orders: Order[]): Summary {
  const today = orders.filter((order) => order.placedAt.startsWith(TODAY));
  const paid = orders.filter((order) => order.status === 'paid');
  const refunded = orders.filter((order) => order.status === 'refunded');
  const revenue = paid.reduce((sum, order) => sum + totalOf(order), 0);
  return {
    ordersToday: today.length,
    pendingToday: today.filter((order) => order.status === 'pending').length,
    revenue,
    paidCount: paid.length,
    refunds: refunded.reduce((sum, order) => sum + totalOf(order), 0),
    refundCount: refunded.length,
    averageOrder: paid.length ? revenue / paid.length : 0,
  };
}

function csvCell(value: string | number): string {
  const text = String(value);
  return /[",\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function ordersToCsv(orders: Order[]): string {
  const header = ['Order', 'Date', 'Time', 'Customer', 'Email', 'Status', 'Items', 'Total (USD)'];
  const rows = orders.map((order) => [
    order.id,
    formatDay(order.placedAt),
    formatTime(order.placedAt),
    order.customer.name,
    order.customer.email,
    order.status,
    itemCountOf(order),
    totalOf(order).toFixed(2),
  ]);
  // CRLF line ends, as spreadsheets expect.
  return [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n');
}

/** Saves text as a file through a temporary Blob URL, released as soon as the download has started. */
export function downloadText(fileName: string, text: string, type = 'text/csv;charset=utf-8') {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
