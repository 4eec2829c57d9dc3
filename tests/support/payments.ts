/** A visitor's Buy Now over REST, as the payment page sends it. */
export interface CreateAnswer {
  status: number;
  body: { success: boolean; url?: string; reference?: string; error?: string };
}

export async function postPayment(
  baseUrl: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<CreateAnswer> {
  const response = await fetch(`${baseUrl}/api/v1/payment/create-payment`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as CreateAnswer['body'] };
}

/** Presses Pay or Fail on the sandbox's hosted checkout page; answers where it redirects. */
export async function sandboxChoose(
  baseUrl: string,
  checkoutPath: string,
  outcome: 'pay' | 'fail',
) {
  const response = await fetch(`${baseUrl}${checkoutPath}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: `outcome=${outcome}`,
    redirect: 'manual',
  });
  await response.arrayBuffer();
  return { status: response.status, location: response.headers.get('location') };
}
