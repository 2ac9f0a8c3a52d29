/** The sandbox's hosted checkout page, in both languages: what the provider would show, with three outcomes,
 * each posted to `<actionBase>/<outcome>`. Shared by every context that takes payments through the sandbox. */
const NAMES: Record<string, [string, string]> = {
  stcpay: ['STC Pay', 'STC Pay'],
  stripe: ['Stripe', 'سترايب'],
  paypal: ['PayPal', 'باي بال'],
};

const escape = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export interface SandboxCheckout {
  provider: string;
  amount: number;
  currency: string;
  reference: string;
  /** Where the page posts the payer's choice, e.g. `/api/payments/sandbox/<reference>`. */
  actionBase: string;
}

export function sandboxCheckoutPage({ provider, amount, currency, reference, actionBase }: SandboxCheckout): string {
  const [en, ar] = NAMES[provider] ?? [provider, provider];
  const due = `${amount.toFixed(2)} ${currency}`;
  const button = (outcome: string, label: string) =>
    `<form method="post" action="${escape(`${actionBase}/${outcome}`)}"><button type="submit" data-outcome="${outcome}">${label}</button></form>`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escape(en)} sandbox checkout</title>
<meta name="viewport" content="width=device-width,initial-scale=1"><link rel="icon" href="data:,"></head>
<body style="font-family:system-ui;max-width:32rem;margin:3rem auto;padding:0 1rem">
<h1>${escape(en)} — sandbox checkout</h1><p dir="rtl" lang="ar">${escape(ar)} — صفحة دفع تجريبية</p>
<p>Amount due / المبلغ المستحق: <strong>${escape(due)}</strong></p>
<p>Reference / المرجع: <code>${escape(reference)}</code></p>
<p>No money moves here. / لا تنتقل أي أموال هنا.</p>
${button('succeed', 'Pay (succeeds) / ادفع (ناجح)')}
${button('fail', 'Pay (declined) / ادفع (مرفوض)')}
${button('abandon', 'Abandon / تراجع')}
</body></html>`;
}
