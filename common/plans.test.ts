import { describe, expect, it } from 'vitest';
import {
  describePlan,
  BILLING_CYCLES,
  CYCLE_LABELS,
  parsePlanSelection,
  PLAN_LIST,
  planAdditions,
  PLANS,
  priceFor,
  yearlyOffer,
  type PlanKey,
} from './plans';

describe('plan prices', () => {
  it('charges the listed rupees for every plan and cycle', () => {
    const table = PLAN_LIST.map((plan) => [
      plan.name,
      ...BILLING_CYCLES.map((cycle) => priceFor(plan.key, cycle)),
    ]);
    expect(table).toEqual([
      ['Basic', 800, 2100, 3600, 5000],
      ['Business', 1200, 3300, 6000, 10000],
      ['Enterprise', 3000, 8400, 16200, 25000],
    ]);
  });

  it('labels the cycles as the toggle shows them, Monthly first', () => {
    expect(BILLING_CYCLES.map((cycle) => CYCLE_LABELS[cycle])).toEqual([
      'Monthly',
      '3 Months',
      '6 Months',
      'Yearly',
    ]);
  });

  it('lists unlimited messages per month on every plan, and more features on bigger plans', () => {
    for (const plan of PLAN_LIST) {
      expect(plan.features[0]).toEqual({ text: 'Unlimited messages per month', available: true });
    }
    const included = PLAN_LIST.map((plan) => plan.features.filter((f) => f.available).length);
    expect(included[0]).toBeLessThan(included[1] ?? 0);
    expect(included[1]).toBeLessThan(included[2] ?? 0);
    expect(PLANS.enterprise.features.every((feature) => feature.available)).toBe(true);
  });
});

describe('what each plan adds', () => {
  it('builds every plan on the one below, so "Everything in X, plus" is true', () => {
    for (const plan of PLAN_LIST) {
      const { builtOn } = planAdditions(plan.key);
      const included = new Set(plan.features.filter((f) => f.available).map((f) => f.text));
      for (const feature of builtOn?.features ?? []) {
        if (feature.available) expect(included.has(feature.text), feature.text).toBe(true);
      }
    }
  });

  it('lists all of Basic, then only what Business and Enterprise add', () => {
    const added = (plan: PlanKey) => planAdditions(plan).features.map((f) => f.text);
    expect(planAdditions('basic').builtOn).toBeUndefined();
    expect(added('basic')).toHaveLength(4);
    expect(planAdditions('business').builtOn?.name).toBe('Basic');
    expect(added('business')).toEqual([
      'Chatbot builder and auto-replies',
      'Automated follow-ups and reminders',
      'CRM, e-commerce and Google Sheets integrations',
    ]);
    expect(planAdditions('enterprise').builtOn?.name).toBe('Business');
    expect(added('enterprise')).toEqual([
      'Team roles, task assignment and reports',
      'API access, webhooks and a dedicated account manager',
    ]);
  });
});

describe('yearly full payment offer', () => {
  it('compares the yearly price with twelve monthly payments', () => {
    expect(yearlyOffer('basic')).toEqual({
      yearly: 5000,
      monthly: 800,
      twelveMonths: 9600,
      saving: 4600,
      percentOff: 48,
    });
    expect(yearlyOffer('business')).toEqual({
      yearly: 10000,
      monthly: 1200,
      twelveMonths: 14400,
      saving: 4400,
      percentOff: 31,
    });
    expect(yearlyOffer('enterprise')).toEqual({
      yearly: 25000,
      monthly: 3000,
      twelveMonths: 36000,
      saving: 11000,
      percentOff: 31,
    });
  });
});

describe('plan selection from an address', () => {
  it('accepts a known plan and cycle', () => {
    expect(parsePlanSelection({ plan: 'business', cycle: 'yearly' })).toEqual({
      plan: 'business',
      cycle: 'yearly',
    });
  });

  it('refuses missing, unknown or hostile values', () => {
    expect(parsePlanSelection({})).toBeNull();
    expect(parsePlanSelection({ plan: 'business' })).toBeNull();
    expect(parsePlanSelection({ plan: 'gold', cycle: 'monthly' })).toBeNull();
    expect(parsePlanSelection({ plan: 'basic', cycle: 'weekly' })).toBeNull();
    expect(parsePlanSelection({ plan: '<script>', cycle: ['yearly'] })).toBeNull();
  });
});

describe('describePlan', () => {
  it('names a known plan and cycle as visitors read them, and shows unknown keys as stored', () => {
    expect(describePlan('business', 'yearly')).toBe('Business (Yearly)');
    expect(describePlan('gold', 'weekly')).toBe('gold (weekly)');
  });
});
