import { describe, expect, it } from 'vitest';
import { networkSettingsSchema, readNetworkSettings } from '../../contract';
import { earningsFor } from './earnings';
import { sumInReportingCurrency, toReportingCurrency } from './reporting-currency';

const settings = { reporting_currency: 'USD', currency_rates: { EUR: 1.08, GBP: 1.27 } };

describe('toReportingCurrency', () => {
  it('converts with the settings’ rate, keeps the reporting currency as is, and never converts 1:1 without a rate', () => {
    expect(toReportingCurrency(100, 'EUR', settings)).toEqual({ converted: true, amount: 108, currency: 'USD' });
    expect(toReportingCurrency(12.5, 'USD', settings)).toEqual({ converted: true, amount: 12.5, currency: 'USD' });
    expect(toReportingCurrency(40, 'JPY', settings)).toEqual({ converted: false, amount: 40, currency: 'JPY' });
    expect(sumInReportingCurrency([{ amount: 10, currency: 'EUR' }, { amount: 5, currency: 'USD' }, { amount: 7, currency: 'JPY' }, { amount: 0, currency: 'CHF' }], settings)).toEqual({
      currency: 'USD',
      amount: 15.8,
      unconverted: ['JPY'],
    });
  });

  it('reads rates from the network settings (defaults: USD, no rates; bad codes refused)', () => {
    expect(readNetworkSettings({})).toMatchObject({ reporting_currency: 'USD', currency_rates: {} });
    expect(networkSettingsSchema.safeParse({ currency_rates: { eur: 1 } }).success).toBe(false);
    expect(networkSettingsSchema.safeParse({ currency_rates: { EUR: 0 } }).success).toBe(false);
    expect(readNetworkSettings({ reporting_currency: 'EUR', currency_rates: { USD: 0.93 } })).toMatchObject({ reporting_currency: 'EUR', currency_rates: { USD: 0.93 } });
  });
});

describe('earningsFor', () => {
  it('computes each model exactly', () => {
    expect(earningsFor({ model: 'percent', rate: '7.5000', currency: 'EUR' }, '0.1', 'USD')).toEqual({ earnings: '0.0075', currency: 'USD' });
    expect(earningsFor({ model: 'percent', rate: '3.3334', currency: 'EUR' }, '0.0015', 'USD')).toEqual({ earnings: '0.0001', currency: 'USD' });
    expect(earningsFor({ model: 'per_lead', rate: '12', currency: 'GBP' }, '999', 'USD')).toEqual({ earnings: '12.0000', currency: 'GBP' });
    expect(earningsFor({ model: 'per_click', rate: '0.25', currency: 'EUR' }, '80', 'EUR')).toEqual({ earnings: '0.0000', currency: 'EUR' });
    expect(earningsFor({ model: 'percent', rate: '1000000', currency: 'EUR' }, '9999999999', 'EUR')).toBeNull();
  });
});
