import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatPrice, orMissing } from '@/lib/format';

describe('format', () => {
  it('formats dates as yyyy-MM-dd HH:mm and yyyy-MM-dd in the local zone', () => {
    const local = new Date(2024, 4, 1, 8, 5);
    expect(formatDateTime(local)).toBe('2024-05-01 08:05');
    expect(formatDate(local.toISOString())).toBe('2024-05-01');
  });

  it("shows '-' for missing or unreadable dates", () => {
    expect(formatDateTime(null)).toBe('-');
    expect(formatDateTime('')).toBe('-');
    expect(formatDate('not a date')).toBe('-');
  });

  it('shows prices with $ and 2 decimals', () => {
    expect(formatPrice(12.5)).toBe('$12.50');
    expect(formatPrice('3')).toBe('$3.00');
    expect(formatPrice(undefined)).toBe('-');
    expect(formatPrice('abc')).toBe('-');
  });

  it("shows '-' for empty text", () => {
    expect(orMissing('  ')).toBe('-');
    expect(orMissing('note')).toBe('note');
  });
});
