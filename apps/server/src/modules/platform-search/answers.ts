import { LRUCache } from 'lru-cache';
import { decide, type ListType, type SearchDecision } from './decide.js';
import type { SearchRules } from './rules.js';
import { serializedJson, type SerializedJson } from '../../platform/http/serialized-json.js';

/** A search decided, with its answer as sent: `{"data": result}` as UTF-8 JSON, and compressed once asked. */
export interface DecidedAnswer {
  decision: SearchDecision;
  serialized: SerializedJson;
}

/**
 * Bytes of answers kept per instance. An ok answer carries every running sponsor (a few kilobytes with
 * some tens of them): 8 MB holds a few thousand distinct searches, the popular ones.
 */
const ANSWER_CACHE_BYTES = 8 * 1024 * 1024;

/**
 * The answers of one rules snapshot on one day, by list type and query text. decide() answers the same
 * for the same four inputs, so bots' users searching the same words get the answer built and serialized
 * once: serializing an answer with its sponsors cost more than deciding it (docs/decisions/0040). New
 * rules (any change, on any instance: rules-cache.ts) or a new day start from empty; the least recently
 * asked answers go first when the bytes run out, so unique queries cost what they did without it.
 */
export class AnswerCache {
  private rules: SearchRules | undefined;
  private day = '';
  private readonly answers = new LRUCache<string, DecidedAnswer>({
    maxSize: ANSWER_CACHE_BYTES,
    // The key is at most a list type and SEARCH_QUERY_MAX characters: counted at two bytes each.
    sizeCalculation: (answer, key) => answer.serialized.keptBytes + key.length * 2,
  });

  answerFor(rules: SearchRules, query: string, listType: ListType, day: string): DecidedAnswer {
    if (rules !== this.rules || day !== this.day) {
      this.answers.clear();
      this.rules = rules;
      this.day = day;
    }
    const key = `${listType}\u0000${query}`;
    let answer = this.answers.get(key);
    if (!answer) {
      const decision = decide(rules, query, listType, day);
      answer = { decision, serialized: serializedJson({ data: decision.result }) };
      this.answers.set(key, answer);
    }
    return answer;
  }
}
