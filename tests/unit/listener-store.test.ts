import { createListenerStore } from '@/domain/listener-store';

describe('createListenerStore', () => {
  it('starts with the initial value and reads the latest one', () => {
    const store = createListenerStore<string | null>(null);
    expect(store.get()).toBeNull();
    store.set('lleno');
    expect(store.get()).toBe('lleno');
  });

  it('tells every listener about a new value, once per change', () => {
    const store = createListenerStore(0);
    const first = vi.fn();
    const second = vi.fn();
    store.subscribe(first);
    store.subscribe(second);
    store.set(1);
    store.set(2);
    expect(first).toHaveBeenCalledTimes(2);
    expect(second).toHaveBeenCalledTimes(2);
  });

  it('tells nobody when the same value is set again', () => {
    const state = { busy: false };
    const store = createListenerStore(state);
    const listener = vi.fn();
    store.subscribe(listener);
    store.set(state);
    expect(listener).not.toHaveBeenCalled();
  });

  it('stops telling a listener once it unsubscribes', () => {
    const store = createListenerStore('a');
    const listener = vi.fn();
    const stop = store.subscribe(listener);
    stop();
    store.set('b');
    expect(listener).not.toHaveBeenCalled();
  });
});
