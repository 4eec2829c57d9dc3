/**
 * The messaging (WhatsApp Business API) plans and their prices. The web app shows them and
 * the server will compute every payment amount from these same constants, never from the
 * browser.
 */
export const BILLING_CYCLES = ['monthly', 'quarterly', 'half-yearly', 'yearly'] as const;
export type BillingCycle = (typeof BILLING_CYCLES)[number];

export const CYCLE_LABELS: Record<BillingCycle, string> = {
  monthly: 'Monthly',
  quarterly: '3 Months',
  'half-yearly': '6 Months',
  yearly: 'Yearly',
};

export const DEFAULT_CYCLE: BillingCycle = 'monthly';

export const PLAN_KEYS = ['basic', 'business', 'enterprise'] as const;
export type PlanKey = (typeof PLAN_KEYS)[number];

export interface PlanFeature {
  text: string;
  available: boolean;
}

export interface Plan {
  key: PlanKey;
  name: string;
  summary: string;
  /** Rupees for the whole cycle. */
  prices: Record<BillingCycle, number>;
  features: PlanFeature[];
}

export const MESSAGES_PER_MONTH = 'Unlimited';

/** Which plans include each feature, in the order the cards list them. */
const FEATURE_MATRIX: [text: string, inPlans: PlanKey[]][] = [
  [`${MESSAGES_PER_MONTH} messages per month`, ['basic', 'business', 'enterprise']],
  ['Official WhatsApp Business API number', ['basic', 'business', 'enterprise']],
  ['Broadcast campaigns and message templates', ['basic', 'business', 'enterprise']],
  ['Shared team inbox with live chat', ['basic', 'business', 'enterprise']],
  ['Chatbot builder and auto-replies', ['business', 'enterprise']],
  ['Automated follow-ups and reminders', ['business', 'enterprise']],
  ['CRM, e-commerce and Google Sheets integrations', ['business', 'enterprise']],
  ['Team roles, task assignment and reports', ['enterprise']],
  ['API access, webhooks and a dedicated account manager', ['enterprise']],
];

function featuresOf(plan: PlanKey): PlanFeature[] {
  return FEATURE_MATRIX.map(([text, inPlans]) => ({ text, available: inPlans.includes(plan) }));
}

export const PLANS: Record<PlanKey, Plan> = {
  basic: {
    key: 'basic',
    name: 'Basic',
    summary: 'For small businesses starting to talk to customers on WhatsApp.',
    prices: { monthly: 800, quarterly: 2100, 'half-yearly': 3600, yearly: 5000 },
    features: featuresOf('basic'),
  },
  business: {
    key: 'business',
    name: 'Business',
    summary: 'For growing teams that automate replies, follow-ups and campaigns.',
    prices: { monthly: 1200, quarterly: 3300, 'half-yearly': 6000, yearly: 10000 },
    features: featuresOf('business'),
  },
  enterprise: {
    key: 'enterprise',
    name: 'Enterprise',
    summary: 'For large teams with integrations, roles and a dedicated manager.',
    prices: { monthly: 3000, quarterly: 8400, 'half-yearly': 16200, yearly: 25000 },
    features: featuresOf('enterprise'),
  },
};

export const PLAN_LIST: Plan[] = PLAN_KEYS.map((key) => PLANS[key]);

export function priceFor(plan: PlanKey, cycle: BillingCycle): number {
  return PLANS[plan].prices[cycle];
}

export interface PlanAdditions {
  /** The plan below, all of whose features this one includes; none for the first plan. */
  builtOn?: Plan;
  /** What this plan includes beyond `builtOn` (every included feature for the first plan). */
  features: PlanFeature[];
}

/** What sets a plan apart from the one below it, as its card lists it. */
export function planAdditions(plan: PlanKey): PlanAdditions {
  const below = PLAN_KEYS[PLAN_KEYS.indexOf(plan) - 1];
  const builtOn = below ? PLANS[below] : undefined;
  const inBuiltOn = new Set(builtOn?.features.filter((f) => f.available).map((f) => f.text));
  const features = PLANS[plan].features.filter((f) => f.available && !inBuiltOn.has(f.text));
  return { builtOn, features };
}

export interface YearlyOffer {
  yearly: number;
  monthly: number;
  twelveMonths: number;
  saving: number;
  percentOff: number;
}

/** What paying a year at once saves against twelve monthly payments. */
export function yearlyOffer(plan: PlanKey): YearlyOffer {
  const { yearly, monthly } = PLANS[plan].prices;
  const twelveMonths = 12 * monthly;
  const saving = twelveMonths - yearly;
  return {
    yearly,
    monthly,
    twelveMonths,
    saving,
    percentOff: Math.round((saving / twelveMonths) * 100),
  };
}

/** A plan and cycle chosen to buy, as the payment page's address carries them. */
export interface PlanSelection {
  plan: PlanKey;
  cycle: BillingCycle;
}

/**
 * The selection in untrusted input (an address's query), or null when it names no plan.
 * Checked by hand, not with zod: the pricing cards on public pages read these constants, and
 * zod would add its weight to those pages.
 */
export function parsePlanSelection(input: {
  plan?: unknown;
  cycle?: unknown;
}): PlanSelection | null {
  const { plan, cycle } = input;
  return isOneOf(PLAN_KEYS, plan) && isOneOf(BILLING_CYCLES, cycle) ? { plan, cycle } : null;
}

function isOneOf<Value extends string>(values: readonly Value[], value: unknown): value is Value {
  return (values as readonly unknown[]).includes(value);
}

/** 'Business (Yearly)' for a stored plan and cycle; unknown keys are shown as they are. */
export function describePlan(plan: string, cycle: string): string {
  const selection = parsePlanSelection({ plan, cycle });
  return selection
    ? `${PLANS[selection.plan].name} (${CYCLE_LABELS[selection.cycle]})`
    : `${plan} (${cycle})`;
}
