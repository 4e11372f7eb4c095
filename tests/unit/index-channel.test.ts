import { describe, expect, it } from 'vitest';
import { indexChannelOpen, openIndexChannel, sendToIndex } from '../../src/search/build/index-channel.ts';
import type { IndexDocument } from '../../src/search/build/record.ts';

const doc: IndexDocument = {
  url: '/product/a/',
  category: 'Pet Shop',
  html: '<html></html>',
  texts: ['a'],
  positions: { popularity: 0, latest: 0, 'price-asc': 0, 'price-desc': 0 },
};

describe('the search index channel', () => {
  it('delivers documents to the open sink, and nowhere once it is closed', () => {
    const received: [string, number][] = [];
    expect(indexChannelOpen()).toBe(false);
    const close = openIndexChannel((locale, documents) => received.push([locale, documents.length]));
    expect(indexChannelOpen()).toBe(true);
    sendToIndex('pt', [doc]);
    sendToIndex('en', [doc, doc]);
    close();
    expect(indexChannelOpen()).toBe(false);
    sendToIndex('pt', [doc]);
    expect(received).toEqual([
      ['pt', 1],
      ['en', 2],
    ]);
  });

  it('a stale close leaves a newer sink open', () => {
    const closeOld = openIndexChannel(() => undefined);
    const closeNew = openIndexChannel(() => undefined);
    closeOld();
    expect(indexChannelOpen()).toBe(true);
    closeNew();
    expect(indexChannelOpen()).toBe(false);
  });
});
