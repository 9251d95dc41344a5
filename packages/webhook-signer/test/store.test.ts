import { createMemoryStore } from '@rentline/webhook-signer';
import { describe, expect, it } from 'vitest';

describe('createMemoryStore', () => {
  it('remembers ids', () => {
    const store = createMemoryStore();
    expect(store.has('evt_1')).toBe(false);
    store.add('evt_1');
    expect(store.has('evt_1')).toBe(true);
    expect(store.size).toBe(1);
  });

  it('forgets the least recently seen id first', () => {
    const store = createMemoryStore({ maxSize: 2 });
    store.add('a');
    store.add('b');
    expect(store.has('a')).toBe(true); // a is now the most recent
    store.add('c'); // evicts b
    expect(store.has('b')).toBe(false);
    expect(store.has('a')).toBe(true);
    expect(store.has('c')).toBe(true);
    expect(store.size).toBe(2);
  });

  it('re-adding an id does not grow it, and delete/clear forget', () => {
    const store = createMemoryStore({ maxSize: 3 });
    store.add('a');
    store.add('a');
    expect(store.size).toBe(1);
    expect(store.delete('a')).toBe(true);
    expect(store.has('a')).toBe(false);
    store.add('b');
    store.clear();
    expect(store.size).toBe(0);
  });

  it('stays bounded under many ids', () => {
    const store = createMemoryStore({ maxSize: 100 });
    for (let i = 0; i < 10_000; i += 1) store.add(`evt_${i}`);
    expect(store.size).toBe(100);
    expect(store.has('evt_9999')).toBe(true);
    expect(store.has('evt_9899')).toBe(false);
  });

  it.each([0, -1, 1.5, Number.NaN])('rejects maxSize %s', (maxSize) => {
    expect(() => createMemoryStore({ maxSize })).toThrow(TypeError);
  });
});
