import { CART, PROMO, SHIPPING_METHODS, TAX_RATE, type ShippingMethodId } from './data';

const currency = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
export const formatMoney = (value: number) => currency.format(value);

export interface Totals {
  subtotal: number;
  discount: number;
  shipping: number;
  tax: number;
  total: number;
  itemCount: number;
}

/** Everything the summary shows, from the cart, the chosen delivery and any promo code. */
export function computeTotals(shippingMethod: ShippingMethodId, promoApplied: boolean): Totals {
  const subtotal = CART.reduce((sum, item) => sum + item.price * item.quantity, 0);
  const discount = promoApplied ? Math.round(subtotal * PROMO.rate * 100) / 100 : 0;
  const shipping = SHIPPING_METHODS.find((method) => method.id === shippingMethod)?.price ?? 0;
  const tax = Math.round((subtotal - discount) * TAX_RATE * 100) / 100;
  const itemCount = CART.reduce((sum, item) => sum + item.quantity, 0);
  return { subtotal, discount, shipping, tax, total: subtotal - discount + shipping + tax, itemCount };
}
