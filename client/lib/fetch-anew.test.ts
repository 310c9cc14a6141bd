import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { fetchAnew } from './fetch-anew.ts';

/** A store whose first read is held until `answerFirstRead`, as a server slow to answer a cart read. */
function slowStore() {
  let value = 'before the change';
  let answerFirstRead = () => {};
  let reads = 0;
  const read = async () => {
    const seen = value;
    reads += 1;
    if (reads === 1) await new Promise<void>((resolve) => (answerFirstRead = resolve));
    return seen;
  };
  return { read, change: () => (value = 'after the change'), answerFirstRead: () => answerFirstRead() };
}

describe('fetchAnew', () => {
  it('answers with a read made after the change, where fetchQuery joins the read under way from before it', async () => {
    const joined = new QueryClient();
    const store = slowStore();
    const underWay = joined.fetchQuery({ queryKey: ['cart'], queryFn: store.read });
    store.change();
    const plain = joined.fetchQuery({ queryKey: ['cart'], queryFn: store.read, staleTime: 0 });
    store.answerFirstRead();
    expect(await plain).toBe('before the change');
    await underWay;

    const fresh = new QueryClient();
    const again = slowStore();
    const cancelled = fresh.fetchQuery({ queryKey: ['cart'], queryFn: again.read }).catch(() => 'cancelled');
    again.change();
    const anew = fetchAnew(fresh, { queryKey: ['cart'], queryFn: again.read });
    again.answerFirstRead();
    expect(await anew).toBe('after the change');
    expect(await cancelled).toBe('cancelled');
    expect(fresh.getQueryData(['cart'])).toBe('after the change');
  });
});
