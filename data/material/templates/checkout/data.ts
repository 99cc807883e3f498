/** Invented sample data for a small coffee roaster's checkout. */

export interface CartItem {
  id: string;
  name: string;
  detail: string;
  quantity: number;
  /** Unit price in US dollars. */
  price: number;
  /** Two colours for the product's placeholder artwork. */
  colors: [string, string];
}

export const CART: CartItem[] = [
  { id: 'hilltop', name: 'Hilltop Blend', detail: 'Whole bean · 500 g', quantity: 2, price: 16.5, colors: ['#6d4c3d', '#b07d56'] },
  { id: 'guji', name: 'Guji Natural', detail: 'Filter roast · 250 g', quantity: 1, price: 14, colors: ['#8a3b2e', '#d98c5f'] },
  { id: 'dripper', name: 'Stoneware dripper', detail: 'Size 02 · Moss glaze', quantity: 1, price: 28, colors: ['#3f6b4e', '#9cc5a1'] },
];

export const SHIPPING_METHODS = [
  { id: 'standard', label: 'Standard', detail: '4–6 business days', price: 0 },
  { id: 'express', label: 'Express', detail: '1–2 business days', price: 9.5 },
] as const;
export type ShippingMethodId = (typeof SHIPPING_METHODS)[number]['id'];

export const COUNTRIES = [
  { code: 'US', name: 'United States', region: 'State', postal: 'ZIP code', example: '94110' },
  { code: 'CA', name: 'Canada', region: 'Province', postal: 'Postal code', example: 'K1A 0B1' },
  { code: 'GB', name: 'United Kingdom', region: 'County', postal: 'Postcode', example: 'SW1A 1AA' },
  { code: 'DE', name: 'Germany', region: 'State', postal: 'Postcode', example: '10115' },
  { code: 'AU', name: 'Australia', region: 'State or territory', postal: 'Postcode', example: '2000' },
] as const;
export type CountryCode = (typeof COUNTRIES)[number]['code'];

/** The demo's one working promotion. */
export const PROMO = { code: 'FIRSTCUP', rate: 0.1 };
export const TAX_RATE = 0.07;

/** Fixed so the confirmation reads the same every time (a real shop gets it from its server). */
export const ORDER_NUMBER = 'FH-240817';
