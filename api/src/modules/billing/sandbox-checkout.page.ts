import { formatPaise } from '../../../../common/money';
import { SITE_ICON_PATH } from '../../../../common/site';
import type { SandboxPayment } from './sandbox-payment.entity';

/** The site's icon for the sandbox's pages, which are served on the site's own origin. */
const ICON_LINK = `<link rel="icon" href="${SITE_ICON_PATH}" type="image/svg+xml">`;

/** The sandbox provider's hosted checkout: a plain, accessible page with Pay and Fail. */
export function sandboxCheckoutPage(
  payment: Pick<SandboxPayment, 'reference' | 'description' | 'amountPaise' | 'state'>,
  action: string,
): string {
  const amount = formatPaise(payment.amountPaise);
  const settled = payment.state !== 'PENDING';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
${ICON_LINK}
<title>Sandbox checkout</title>
<style>
body{font-family:system-ui,sans-serif;max-width:32rem;margin:2rem auto;padding:0 1rem;color:#1a1a1a}
dl{display:grid;grid-template-columns:auto 1fr;gap:.5rem 1rem}dt{font-weight:600}
button{font:inherit;padding:.75rem 1.5rem;margin-right:1rem;border-radius:.375rem;border:2px solid #1a1a1a;cursor:pointer}
.pay{background:#0b5d1e;color:#fff;border-color:#0b5d1e}.fail{background:#fff;color:#8a1111;border-color:#8a1111}
button:focus-visible{outline:3px solid #1d4ed8;outline-offset:2px}
.note{background:#fff7d6;padding:.75rem;border-radius:.375rem}
</style>
</head>
<body>
<main>
<h1>Sandbox checkout</h1>
<p class="note">Test payments only: no money moves. Choose how this payment ends.</p>
<dl>
<dt>Order</dt><dd>${escapeHtml(payment.reference)}</dd>
<dt>Item</dt><dd>${escapeHtml(payment.description)}</dd>
<dt>Amount</dt><dd>${escapeHtml(amount)}</dd>
</dl>
${
  settled
    ? `<p role="status">This payment has already ended (${escapeHtml(payment.state)}).</p>`
    : `<form method="post" action="${escapeHtml(action)}">
<button class="pay" type="submit" name="outcome" value="pay">Pay ${escapeHtml(amount)}</button>
<button class="fail" type="submit" name="outcome" value="fail">Fail payment</button>
</form>`
}
</main>
</body>
</html>`;
}

export function sandboxNotFoundPage(): string {
  return messagePage('Payment not found', 'This sandbox payment does not exist.');
}

/** The shop refused the sandbox's callback (or the sandbox failed): said plainly, no stack. */
export function sandboxErrorPage(error: Error): string {
  return messagePage(
    'Payment not confirmed',
    `The shop could not confirm this payment: ${error.message}`,
  );
}

function messagePage(title: string, text: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex">${ICON_LINK}<title>Sandbox checkout</title></head><body><main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p><p><a href="/">Go to Home</a></p></main></body></html>`;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
