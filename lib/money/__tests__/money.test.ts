import { describe, expect, it } from 'vitest';
import { isValidIban } from '../../contracts/iban';
import { formatMoney, parseAmount } from '../money';

describe('money', () => {
  it('shows minor units with the currency\'s decimals', () => {
    expect(formatMoney('de', { amount: 1250, currency: 'EUR' }).replace(/\s/g, ' ')).toBe('12,50 €');
    expect(formatMoney('en', { amount: 50000, currency: 'GBP' })).toBe('£500.00');
    expect(formatMoney('es-CL', { amount: 1500, currency: 'CLP' })).toContain('1.500');
  });

  it('writes Swiss francs as Switzerland does in its languages (a Swiss account on the German site), others as before', () => {
    expect(formatMoney('de', { amount: 123450, currency: 'CHF' }).replace(/\s/g, ' ')).toMatch(/^CHF 1['’]234\.50$/);
    expect(formatMoney('fr', { amount: 50000, currency: 'CHF' }).replace(/\s/g, ' ')).toBe('500.00 CHF');
    expect(formatMoney('it', { amount: 50000, currency: 'CHF' }).replace(/\s/g, ' ')).toBe('CHF 500.00');
    expect(formatMoney('de', { amount: 7999, currency: 'EUR' }).replace(/\s/g, ' ')).toBe('79,99 €');
    expect(formatMoney('en', { amount: 50000, currency: 'CHF' }).replace(/\s/g, ' ')).toBe('CHF 500.00');
  });

  it('reads a typed amount back into minor units, either separator', () => {
    expect(parseAmount('12,5', 'EUR')).toBe(1250);
    expect(parseAmount('12.50', 'EUR')).toBe(1250);
    expect(parseAmount('500', 'EUR')).toBe(50000);
    expect(parseAmount('1,234', 'EUR')).toBeNull();
    expect(parseAmount('abc', 'EUR')).toBeNull();
    expect(parseAmount('', 'EUR')).toBeNull();
  });

  it('checks IBAN check digits', () => {
    expect(isValidIban('DE89 3704 0044 0532 0130 00')).toBe(true);
    expect(isValidIban('DE89370400440532013001')).toBe(false);
    expect(isValidIban('GB82WEST12345698765432')).toBe(true);
    expect(isValidIban('not an iban')).toBe(false);
  });
});
