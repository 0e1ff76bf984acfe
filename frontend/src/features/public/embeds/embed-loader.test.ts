import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { CONSENT_EVENTS, CONSENT_STORAGE_KEY } from '../../../consent/consent-events';
import { watchEmbed, type EmbedState } from './embed-loader';

/** An IntersectionObserver the test moves: `seen()` brings every observed element into view. */
class FakeObserver {
  static all: FakeObserver[] = [];
  observed: Element[] = [];
  disconnected = false;
  constructor(private readonly callback: (entries: { isIntersecting: boolean }[]) => void) {
    FakeObserver.all.push(this);
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.disconnected = true;
  }
  static seen() {
    for (const observer of FakeObserver.all) if (!observer.disconnected && observer.observed.length) observer.callback([{ isIntersecting: true }]);
  }
}

describe('when an embed’s frame may load', () => {
  let states: EmbedState[];
  const element = document.createElement('div');
  const choose = (choice: 'granted' | 'denied') => {
    localStorage.setItem(CONSENT_STORAGE_KEY, choice);
    window.dispatchEvent(new CustomEvent(CONSENT_EVENTS.changed, { detail: choice }));
  };

  beforeEach(() => {
    states = [];
    FakeObserver.all = [];
    localStorage.clear();
    (globalThis as unknown as { IntersectionObserver: unknown }).IntersectionObserver = FakeObserver;
  });
  afterEach(() => localStorage.clear());

  it('without consent needed: only once it comes into view', () => {
    const stop = watchEmbed(element, false, (state) => states.push(state));
    expect(states).toEqual([]);
    FakeObserver.seen();
    expect(states).toEqual(['load']);
    stop();
  });

  it('for a provider that sets cookies: not in view without consent; after Accept, once in view', () => {
    const stop = watchEmbed(element, true, (state) => states.push(state));
    FakeObserver.seen();
    expect(states).toEqual(['waiting']);
    choose('granted');
    expect(states).toEqual(['waiting']);
    FakeObserver.seen();
    expect(states).toEqual(['waiting', 'load']);
    stop();
  });

  it('declined: says so, and loads after a later Accept', () => {
    localStorage.setItem(CONSENT_STORAGE_KEY, 'denied');
    const stop = watchEmbed(element, true, (state) => states.push(state));
    FakeObserver.seen();
    expect(states).toEqual(['declined']);
    choose('granted');
    FakeObserver.seen();
    expect(states).toEqual(['declined', 'load']);
    stop();
  });

  it('stops listening once the embed is gone', () => {
    const stop = watchEmbed(element, true, (state) => states.push(state));
    stop();
    choose('granted');
    FakeObserver.seen();
    expect(states).toEqual(['waiting']);
  });
});
