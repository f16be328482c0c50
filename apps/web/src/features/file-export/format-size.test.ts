import { describe, expect, it } from 'vitest';
import { formatFileSize } from './format-size';

describe('file sizes', () => {
  it('read as people read them', () => {
    expect(formatFileSize(0)).toBe('0 B');
    expect(formatFileSize(812)).toBe('812 B');
    expect(formatFileSize(1024)).toBe('1 KB');
    expect(formatFileSize(1536)).toBe('1.5 KB');
    expect(formatFileSize(5 * 1024 * 1024 + 200 * 1024)).toBe('5.2 MB');
    expect(formatFileSize(300 * 1024 * 1024)).toBe('300 MB');
  });

  it("show '-' while there is no file", () => {
    expect(formatFileSize(null)).toBe('-');
    expect(formatFileSize(undefined)).toBe('-');
  });
});
