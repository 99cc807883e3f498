import * as React from 'react';
import { act } from 'react';
import { renderToString } from 'react-dom/server';
import { createRoot, hydrateRoot } from 'react-dom/client';
import deferredPart, { preloadDeferredParts } from '../../src/components/deferredPart';
import { PARTS_PENDING_ATTRIBUTE } from '../../src/components/partsPending';

/** A part with state: its button counts clicks once it is hydrated. */
function Counter({ label }: { label: string }) {
  const [count, setCount] = React.useState(0);
  return (
    <button type="button" onClick={() => setCount((value) => value + 1)}>
      {label} {count}
    </button>
  );
}

/** What the server writes for the part: an instance of its own, preloaded as getStaticProps does. */
async function serverHtml(label: string): Promise<string> {
  const Part = deferredPart(async () => ({ default: Counter }));
  await Part.preload();
  return renderToString(
    <main>
      <Part label={label} />
    </main>,
  );
}

function controlledChunk() {
  let resolve: (module: { default: typeof Counter }) => void = () => {};
  const chunk = new Promise<{ default: typeof Counter }>((done) => {
    resolve = done;
  });
  return { load: () => chunk, arrive: () => act(async () => resolve({ default: Counter })) };
}

// What React's testing helpers set: act() then flushes updates without warning.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

describe('deferredPart', () => {
  let container: HTMLElement;
  const recoverable = jest.fn();
  beforeEach(() => {
    recoverable.mockClear();
    container = document.createElement('div');
    document.body.append(container);
  });
  afterEach(() => container.remove());

  it('writes the part itself into the server HTML once preloaded, and without that only an empty boundary for the browser to fill', async () => {
    const Part = deferredPart(async () => ({ default: Counter }));
    const page = (
      <main>
        <Part label="Clicks" />
      </main>
    );
    expect(renderToString(page)).not.toContain('<button');
    await Part.preload();
    expect(renderToString(page)).toBe('<main><!--$--><button type="button">Clicks<!-- --> <!-- -->0</button><!--/$--></main>');
  });

  it('preloads every part made, for the server, in one call', async () => {
    const First = deferredPart(async () => ({ default: Counter }));
    const Second = deferredPart(async () => ({ default: Counter }));
    const page = (
      <main>
        <First label="One" />
        <Second label="Two" />
      </main>
    );
    expect(renderToString(page)).not.toContain('<button');
    await preloadDeferredParts();
    expect(renderToString(page).match(/<button/g)).toHaveLength(2);
  });

  it("keeps the server's markup while its chunk loads, then hydrates it without an error", async () => {
    const chunk = controlledChunk();
    const Part = deferredPart(chunk.load);
    container.innerHTML = await serverHtml('Clicks');
    const serverButton = container.querySelector('button')!;
    await act(async () => {
      hydrateRoot(
        container,
        <main>
          <Part label="Clicks" />
        </main>,
        { onRecoverableError: recoverable },
      );
    });
    expect(container.querySelector('button')).toBe(serverButton);
    expect(serverButton.textContent).toBe('Clicks 0');
    expect(document.documentElement.hasAttribute(PARTS_PENDING_ATTRIBUTE)).toBe(true);

    await chunk.arrive();
    expect(document.documentElement.hasAttribute(PARTS_PENDING_ATTRIBUTE)).toBe(false);
    await act(async () => serverButton.click());
    // The same element, now React's: the markup was adopted, not replaced.
    expect(container.querySelector('button')).toBe(serverButton);
    expect(serverButton.textContent).toBe('Clicks 1');
    expect(recoverable).not.toHaveBeenCalled();
  });

  it('lets its parent render again with the same props before the chunk arrives', async () => {
    const chunk = controlledChunk();
    const Part = deferredPart(chunk.load);
    // A store outside React: its change renders the page again, at once (not in a transition).
    const listeners = new Set<() => void>();
    let ticks = 0;
    const tick = () => {
      ticks += 1;
      listeners.forEach((listener) => listener());
    };
    const subscribe = (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    };
    function Page() {
      React.useSyncExternalStore(
        subscribe,
        () => ticks,
        () => 0,
      );
      return (
        <main>
          <Part label="Clicks" />
        </main>
      );
    }
    container.innerHTML = await serverHtml('Clicks');
    const serverButton = container.querySelector('button')!;
    await act(async () => {
      hydrateRoot(container, <Page />, { onRecoverableError: recoverable });
    });
    await act(async () => tick());
    expect(ticks).toBe(1);
    expect(container.querySelector('button')).toBe(serverButton);

    await chunk.arrive();
    expect(container.querySelector('button')).toBe(serverButton);
    expect(recoverable).not.toHaveBeenCalled();
  });

  it('does not mark the page as waiting for a part whose code is already there', async () => {
    const Part = deferredPart(async () => ({ default: Counter }));
    const root = createRoot(container);
    await act(async () => root.render(<Part label="Loaded" />));
    await act(async () => {});
    expect(container.textContent).toBe('Loaded 0');
    // Rendered again (a client-side navigation): its code is at hand, nothing waits.
    await act(async () => root.render(<Part label="Again" />));
    expect(document.documentElement.hasAttribute(PARTS_PENDING_ATTRIBUTE)).toBe(false);
    await act(async () => root.unmount());
    expect(document.documentElement.hasAttribute(PARTS_PENDING_ATTRIBUTE)).toBe(false);
  });
});
