import { describe, expect, it } from 'vitest';
import { createKeywordSchema, priceSchema, queueNumberSchema } from './index.js';

describe('keyword price', () => {
  it('takes a decimal string or a number with at most 2 decimals', () => {
    expect(priceSchema.parse('12.5')).toBe(12.5);
    expect(priceSchema.parse(' 12.50 ')).toBe(12.5);
    expect(priceSchema.parse(0)).toBe(0);
    expect(priceSchema.parse(19.99)).toBe(19.99);
  });

  it('refuses what is not a price, with a message token', () => {
    const message = (value: unknown) => priceSchema.safeParse(value).error?.issues[0]?.message;
    expect(message('')).toBe('required');
    expect(message('abc')).toBe('invalid');
    expect(message(-1)).toBe('min_value:0');
    expect(message('1.234')).toBe('price_format');
    expect(message('0x10')).toBe('price_format');
    expect(message(1e21)).toBe('max_value:9999999');
    expect(message(null)).toBe('invalid');
  });
});

describe('keyword queue number', () => {
  it('is a whole number from 1 to 999, with the product’s one message', () => {
    expect(queueNumberSchema.parse('7')).toBe(7);
    for (const bad of ['', '0', '1000', '1.5', 'x']) {
      expect(queueNumberSchema.safeParse(bad).error?.issues[0]?.message, bad).toBe('queue_number_invalid');
    }
  });

  it('creates with Active and empty remarks by default, and refuses unknown fields', () => {
    expect(createKeywordSchema.parse({ keyword: ' a ', queue_number: 1, price: '1' })).toEqual({
      keyword: 'a',
      queue_number: 1,
      price: 1,
      remarks: '',
      status: 'Active',
    });
    expect(createKeywordSchema.safeParse({ keyword: 'a', queue_number: 1, price: 1, type: 'forward' }).success).toBe(
      false,
    );
  });
});
