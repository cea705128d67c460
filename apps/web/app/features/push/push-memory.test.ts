import { describe, expect, it } from 'vitest';
import {
  forgetSent,
  keyBytes,
  needsSending,
  PUSH_MEMORY_KEY,
  readSent,
  rememberSent,
  sameKey,
} from './push-memory';

/** A localStorage of one page, in memory. */
function memoryStore() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

describe('what this browser sent for web push', () => {
  it('is kept, read back and forgotten', () => {
    const store = memoryStore();
    expect(readSent(store)).toBeNull();
    rememberSent(store, { endpoint: 'https://push.example/a', userId: 7 });
    expect(readSent(store)).toEqual({ endpoint: 'https://push.example/a', userId: 7 });
    forgetSent(store);
    expect(readSent(store)).toBeNull();
    expect(store.items.size).toBe(0);
  });

  it('reads as nothing when the stored value is not one, or storage cannot be used', () => {
    const store = memoryStore();
    for (const value of [
      'not json',
      '42',
      '{"endpoint":"x"}',
      '{"endpoint":1,"userId":2}',
      '{"endpoint":"x","userId":1.5}',
    ]) {
      store.items.set(PUSH_MEMORY_KEY, value);
      expect(readSent(store), value).toBeNull();
    }
    const blocked = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(readSent(blocked)).toBeNull();
    expect(() => rememberSent(blocked, { endpoint: 'e', userId: 1 })).not.toThrow();
    expect(() => forgetSent(blocked)).not.toThrow();
    expect(readSent(null)).toBeNull();
  });

  it('goes again only when the endpoint or the account changed, or it never went', () => {
    const sent = { endpoint: 'https://push.example/a', userId: 7 };
    expect(needsSending(sent, { ...sent })).toBe(false);
    expect(needsSending(sent, { ...sent, endpoint: 'https://push.example/b' })).toBe(true);
    expect(needsSending(sent, { ...sent, userId: 8 })).toBe(true);
    expect(needsSending(null, sent)).toBe(true);
  });
});

describe('the site’s push key', () => {
  // The P-256 public key of RFC 8292's example, base64url without padding.
  const key = 'BA1Hxzyi1RUM1b5wjxsn7nGxAszw2u61m164i3MrAIxHF6YK5h4SDYic-dRuU_RCPCfA5aq9ojSwk5Y2EmClBPs';

  it('is the 65 bytes of an uncompressed point', () => {
    const bytes = keyBytes(key);
    expect(bytes).toHaveLength(65);
    expect(bytes[0]).toBe(4);
    expect(Buffer.from(bytes).toString('base64url')).toBe(key);
  });

  it('tells a subscription made with it from one made with another key', () => {
    const bytes = keyBytes(key);
    expect(sameKey(bytes.slice().buffer, bytes)).toBe(true);
    const other = bytes.slice();
    other[64] = other[64]! ^ 1;
    expect(sameKey(other.buffer, bytes)).toBe(false);
    expect(sameKey(bytes.slice(1).buffer, bytes)).toBe(false);
    expect(sameKey(null, bytes)).toBe(false);
  });
});
