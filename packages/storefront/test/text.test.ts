/**
 * Money, dates and times as the widget writes them in English and German: from the amount's
 * digits (no float), with the currency's own number of decimals, and the widget's locale chosen from
 * its attribute, then the page's language.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatDate, formatDays, formatMoney, formatTime, messagesFor, resolveLocale } from '../src/text.js';

const nbsp = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

describe('what the widget writes', () => {
  it('writes cents as money in en-US and de-DE', () => {
    expect(formatMoney(9000, 'USD', 'en-US')).toBe('$90.00');
    expect(nbsp(formatMoney(123456789, 'EUR', 'de-DE'))).toBe('1.234.567,89 €');
    expect(formatMoney(5, 'USD', 'en-US')).toBe('$0.05');
    expect(formatMoney(-250, 'USD', 'en-US')).toBe('-$2.50');
    expect(nbsp(formatMoney(0, 'EUR', 'de-DE'))).toBe('0,00 €');
    // A currency without minor units: the amount is whole yen.
    expect(formatMoney(1500, 'JPY', 'en-US')).toBe('¥1,500');
    // Past 2^53 / 100 a double could not hold the cents; the digits are written as they are.
    expect(formatMoney(99_999_999_999, 'USD', 'en-US')).toBe('$999,999,999.99');
  });

  it('writes any amount with exactly its digits (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000_000 }), (cents) => {
        const digits = formatMoney(cents, 'USD', 'en-US').replace(/[^0-9]/g, '');
        expect(digits.replace(/^0+/, '')).toBe(String(cents).replace(/^0+/, ''));
      }),
      { numRuns: 300, seed: 39 },
    );
  });

  it('writes wall-clock dates and times in the locale, whatever the process zone', () => {
    expect(formatDate('2026-07-09', 'en-US')).toBe('Thu, Jul 9, 2026');
    expect(formatDate('2026-07-09', 'de-DE')).toBe('Do., 9. Juli 2026');
    expect(nbsp(formatTime('14:30', 'en-US'))).toBe('2:30 PM');
    expect(formatTime('14:30', 'de-DE')).toBe('14:30');
    expect(formatDays(1, 'en-US')).toBe('1 day');
    expect(formatDays(3, 'de-DE')).toBe('3 Tage');
  });

  it('speaks German for German locales and English otherwise', () => {
    expect(resolveLocale('de-DE', 'en-US')).toBe('de-DE');
    expect(resolveLocale(null, 'de-AT')).toBe('de-AT');
    expect(resolveLocale('not a locale!', 'fr-FR')).toBe('fr-FR');
    expect(resolveLocale(null, undefined)).toBe('en-US');
    expect(messagesFor('de-AT').book).toBe('Jetzt buchen');
    expect(messagesFor('fr-FR').book).toBe('Book now');
    // Every English message has its German one.
    expect(Object.keys(messagesFor('de')).sort()).toEqual(Object.keys(messagesFor('en')).sort());
    expect(Object.keys(messagesFor('de').reasons).sort()).toEqual(Object.keys(messagesFor('en').reasons).sort());
  });
});
