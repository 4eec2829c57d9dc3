/**
 * The one way the site writes an amount of money, wherever it appears: plan cards, the payment
 * page's summary and button, the result pages, the sandbox checkout, staff screens and order
 * timelines. The spec shows card prices with two decimals, so every amount has them.
 */

export const PAISE_PER_RUPEE = 100;

/** Digits before the last three, in pairs from the right: the Indian grouping (1,00,000). */
const LAKH_GROUPS = /\B(?=(\d{2})+$)/g;

/**
 * Rupees with the symbol and Indian digit grouping: formatRupees(100000) is '₹1,00,000.00'.
 * Written out by hand, as Intl.NumberFormat('en-IN', { currency: 'INR' }) writes it: building
 * that formatter costs the browser tens of milliseconds (it loads the locale's data), on the
 * main thread while the pricing pages start.
 */
export function formatRupees(amount: number): string {
  const [whole = '0', paise = '00'] = Math.abs(amount).toFixed(2).split('.');
  const grouped =
    whole.length > 3 ? `${whole.slice(0, -3).replace(LAKH_GROUPS, ',')},${whole.slice(-3)}` : whole;
  return `${amount < 0 ? '-' : ''}₹${grouped}.${paise}`;
}

/** An amount stored in paise (as orders keep it), written as rupees: 1000000 is '₹10,000.00'. */
export function formatPaise(amountPaise: number): string {
  return formatRupees(amountPaise / PAISE_PER_RUPEE);
}
