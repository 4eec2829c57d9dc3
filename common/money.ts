/**
 * The one way the site writes an amount of money, wherever it appears: plan cards, the payment
 * page's summary and button, the result pages, the sandbox checkout, staff screens and order
 * timelines. The spec shows card prices with two decimals, so every amount has them.
 */

export const PAISE_PER_RUPEE = 100;

const rupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** Rupees with the symbol and Indian digit grouping: formatRupees(100000) is '₹1,00,000.00'. */
export function formatRupees(amount: number): string {
  return rupees.format(amount);
}

/** An amount stored in paise (as orders keep it), written as rupees: 1000000 is '₹10,000.00'. */
export function formatPaise(amountPaise: number): string {
  return formatRupees(amountPaise / PAISE_PER_RUPEE);
}
