import { describe, expect, it } from 'vitest';
import { EXPORT_TYPES } from '@backoffice/contract';
import { canExport, exportableTypes } from './export-access';

describe('who may export what', () => {
  it('needs FILE_EXPORT and the permission of the list', () => {
    expect(canExport(['FILE_EXPORT', 'CHAT_RECORDS'], 'chat-record')).toBe(true);
    expect(canExport(['CHAT_RECORDS'], 'chat-record')).toBe(false);
    expect(canExport(['FILE_EXPORT'], 'chat-record')).toBe(false);
  });

  it('offers the types whose lists the user may open, and all of them to ALL', () => {
    expect(exportableTypes(['FILE_EXPORT', 'SEARCH_BOT_SPONSOR', 'KEYWORD_FORWARD'])).toEqual([
      'keyword-forward',
      'sponsor-client',
      'sponsor',
    ]);
    expect(exportableTypes(['SEARCH_BOT_SPONSOR'])).toEqual([]);
    expect(exportableTypes(['ALL'])).toEqual([...EXPORT_TYPES]);
  });
});
