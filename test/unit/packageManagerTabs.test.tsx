import * as React from 'react';
import { act, fireEvent, render } from '@testing-library/react';
import usePackageManagerTabs from '../../src/docs/usePackageManagerTabs';
import { packageManagerScript } from '../../src/demos/preferenceScript';
import { PACKAGE_MANAGER_STORAGE_KEY, PACKAGE_MANAGERS } from '../../src/utils/packageManager';

const html = document.documentElement;

/** Lets the tabs' code, which the hook imports after mounting, load and attach. */
const settle = () =>
  act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });

/** Two tab sets as the build writes them (src/content/renderMarkdown.ts), npm selected. */
function tabSets(page: string): string {
  return [1, 2]
    .map(
      (set) =>
        `<div class="pm-tabs"><div role="tablist">${PACKAGE_MANAGERS.map(
          (manager) =>
            `<button type="button" role="tab" class="pm-tab" id="${page}-${set}-${manager}" aria-selected="${manager === 'npm'}" tabindex="${manager === 'npm' ? 0 : -1}" data-package-manager="${manager}">${manager}</button>`,
        ).join('')}</div></div>`,
    )
    .join('');
}

function Page({ route }: { route: string }) {
  const ref = React.useRef<HTMLElement>(null);
  usePackageManagerTabs(ref, route);
  return <article ref={ref} dangerouslySetInnerHTML={{ __html: tabSets(route) }} />;
}

/** The selected manager of each tab set, and the tab each set lets Tab reach. */
function state(container: HTMLElement) {
  return [...container.querySelectorAll('[role="tablist"]')].map((tablist) => {
    const selected = [...tablist.querySelectorAll('[aria-selected="true"]')].map((tab) => tab.textContent);
    const reachable = [...tablist.querySelectorAll<HTMLElement>('[role="tab"]')]
      .filter((tab) => tab.tabIndex === 0)
      .map((tab) => tab.textContent);
    return `${selected.join('+')}/${reachable.join('+')}`;
  });
}

const tab = (container: HTMLElement, set: number, manager: string) =>
  container.querySelectorAll<HTMLElement>('[role="tablist"]')[set].querySelector<HTMLElement>(`[data-package-manager="${manager}"]`)!;

beforeEach(() => {
  window.localStorage.clear();
  html.removeAttribute('data-package-manager');
  html.removeAttribute('dir');
});

afterEach(() => jest.restoreAllMocks());

describe('the pre-paint script', () => {
  it.each(['npm', 'pnpm', 'yarn', 'bun'])('marks <html> with a stored %s', (stored) => {
    window.localStorage.setItem(PACKAGE_MANAGER_STORAGE_KEY, stored);
    new Function(packageManagerScript)();
    expect(html.getAttribute('data-package-manager')).toBe(stored);
  });

  it.each([null, '', 'PNPM', 'deno', ' yarn', 'toString', '"><script>alert(1)</script>'])('falls back to npm for %p', (stored) => {
    if (stored !== null) {
      window.localStorage.setItem(PACKAGE_MANAGER_STORAGE_KEY, stored);
    }
    new Function(packageManagerScript)();
    expect(html.getAttribute('data-package-manager')).toBe('npm');
  });

  it('falls back to npm when storage throws', () => {
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(() => new Function(packageManagerScript)()).not.toThrow();
    expect(html.getAttribute('data-package-manager')).toBe('npm');
  });
});

describe('usePackageManagerTabs', () => {
  it('selects the manager marked on <html> when it mounts', async () => {
    html.setAttribute('data-package-manager', 'yarn');
    const { container } = render(<Page route="/a/" />);
    await settle();
    expect(state(container)).toEqual(['yarn/yarn', 'yarn/yarn']);
  });

  it('a bogus mark means npm', async () => {
    html.setAttribute('data-package-manager', 'deno');
    const { container } = render(<Page route="/a/" />);
    await settle();
    expect(state(container)).toEqual(['npm/npm', 'npm/npm']);
    expect(html.getAttribute('data-package-manager')).toBe('npm');
  });

  it('a click chooses for every tab set, marks <html> and stores the choice', async () => {
    const { container } = render(<Page route="/a/" />);
    await settle();
    fireEvent.click(tab(container, 1, 'pnpm'));
    expect(state(container)).toEqual(['pnpm/pnpm', 'pnpm/pnpm']);
    expect(html.getAttribute('data-package-manager')).toBe('pnpm');
    expect(window.localStorage.getItem(PACKAGE_MANAGER_STORAGE_KEY)).toBe('pnpm');
  });

  it('still chooses when storage refuses the write', async () => {
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    const { container } = render(<Page route="/a/" />);
    await settle();
    fireEvent.click(tab(container, 0, 'bun'));
    expect(state(container)).toEqual(['bun/bun', 'bun/bun']);
  });

  it('arrow keys, Home and End move the selection and the focus, wrapping around', async () => {
    const { container } = render(<Page route="/a/" />);
    await settle();
    const press = (key: string) => fireEvent.keyDown(document.activeElement!, { key });
    tab(container, 0, 'npm').focus();
    press('ArrowRight');
    expect(document.activeElement).toBe(tab(container, 0, 'pnpm'));
    expect(state(container)).toEqual(['pnpm/pnpm', 'pnpm/pnpm']);
    press('End');
    expect(document.activeElement).toBe(tab(container, 0, 'bun'));
    press('ArrowRight');
    expect(document.activeElement).toBe(tab(container, 0, 'npm'));
    press('ArrowLeft');
    expect(document.activeElement).toBe(tab(container, 0, 'bun'));
    press('Home');
    expect(document.activeElement).toBe(tab(container, 0, 'npm'));
    expect(window.localStorage.getItem(PACKAGE_MANAGER_STORAGE_KEY)).toBe('npm');
    // Other keys are left to the browser.
    expect(fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' })).toBe(true);
    expect(document.activeElement).toBe(tab(container, 0, 'npm'));
  });

  it('right to left, the arrows follow the reading direction', async () => {
    html.setAttribute('dir', 'rtl');
    const { container } = render(<Page route="/a/" />);
    await settle();
    tab(container, 0, 'npm').focus();
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(tab(container, 0, 'pnpm'));
  });

  it("follows another browser tab's choice, and npm for a bogus or cleared one", async () => {
    const { container } = render(<Page route="/a/" />);
    await settle();
    const storage = (key: string | null, newValue: string | null) =>
      act(() => window.dispatchEvent(new StorageEvent('storage', { key, newValue })));
    storage(PACKAGE_MANAGER_STORAGE_KEY, 'yarn');
    expect(state(container)).toEqual(['yarn/yarn', 'yarn/yarn']);
    storage('another-key', 'bun');
    expect(state(container)).toEqual(['yarn/yarn', 'yarn/yarn']);
    storage(PACKAGE_MANAGER_STORAGE_KEY, 'javascript:alert(1)');
    expect(state(container)).toEqual(['npm/npm', 'npm/npm']);
    storage(PACKAGE_MANAGER_STORAGE_KEY, 'bun');
    storage(null, null);
    expect(html.getAttribute('data-package-manager')).toBe('npm');
  });

  it("selects the chosen manager in a new page's tabs after a client-side navigation", async () => {
    const { container, rerender } = render(<Page route="/a/" />);
    await settle();
    fireEvent.click(tab(container, 0, 'bun'));
    rerender(<Page route="/b/" />);
    await settle();
    expect(container.querySelector('[id^="/b/"]')).not.toBeNull();
    expect(state(container)).toEqual(['bun/bun', 'bun/bun']);
  });

  it('loads nothing on a page without tabs', async () => {
    function Plain() {
      const ref = React.useRef<HTMLElement>(null);
      usePackageManagerTabs(ref, '/plain/');
      return <article ref={ref}>No install commands here.</article>;
    }
    html.setAttribute('data-package-manager', 'yarn');
    render(<Plain />);
    await settle();
    // Attached, the tabs' code would have normalised and kept the mark; nothing touched it.
    html.setAttribute('data-package-manager', 'deno');
    window.dispatchEvent(new StorageEvent('storage', { key: PACKAGE_MANAGER_STORAGE_KEY, newValue: 'bun' }));
    expect(html.getAttribute('data-package-manager')).toBe('deno');
  });

  it('stops listening once unmounted', async () => {
    const { container, unmount } = render(<Page route="/a/" />);
    await settle();
    const article = container.firstElementChild as HTMLElement;
    unmount();
    document.body.appendChild(article);
    fireEvent.click(article.querySelector<HTMLElement>('[data-package-manager="yarn"]')!);
    expect(window.localStorage.getItem(PACKAGE_MANAGER_STORAGE_KEY)).toBeNull();
    article.remove();
  });
});
