import { createIslandStore } from '../../src/islands/islandStore';

describe('createIslandStore', () => {
  const server = { direction: 'ltr', resetKey: 0 } as const;

  it('hands the server state to hydration and the current state after', () => {
    const store = createIslandStore(server, { direction: 'rtl', resetKey: 2 });
    expect(store.getServer()).toBe(server);
    expect(store.get()).toEqual({ direction: 'rtl', resetKey: 2 });
  });

  it('tells its listeners about a change, and only about a change', () => {
    const store = createIslandStore(server, server);
    const listener = jest.fn();
    const unsubscribe = store.subscribe(listener);
    store.set({ ...server });
    expect(listener).not.toHaveBeenCalled();
    store.set({ ...server, resetKey: 1 });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.get().resetKey).toBe(1);
    store.set({ direction: 'rtl', resetKey: 1 });
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    store.set({ direction: 'ltr', resetKey: 1 });
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
