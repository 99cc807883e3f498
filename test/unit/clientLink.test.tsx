import { fireEvent, render, screen } from '@testing-library/react';
import { RouterContext } from 'next/dist/shared/lib/router-context.shared-runtime';
import type { NextRouter } from 'next/router';
import ClientLink from '../../src/components/ClientLink';

function renderWithRouter(link: React.ReactElement) {
  const router = { push: jest.fn(() => Promise.resolve(true)), prefetch: jest.fn(() => Promise.resolve()) };
  render(<RouterContext.Provider value={router as unknown as NextRouter}>{link}</RouterContext.Provider>);
  return router;
}

describe('ClientLink', () => {
  it('follows a plain click in the app, without reloading the document', () => {
    const onClick = jest.fn();
    const router = renderWithRouter(
      <ClientLink href="/material-ui/react-button/" onClick={onClick}>
        Button
      </ClientLink>,
    );
    const link = screen.getByRole('link', { name: 'Button' });
    expect(link.getAttribute('href')).toBe('/material-ui/react-button/');
    const notPrevented = fireEvent.click(link, { button: 0 });
    expect(notPrevented).toBe(false);
    expect(router.push).toHaveBeenCalledWith('/material-ui/react-button/');
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['Ctrl', { ctrlKey: true }],
    ['Cmd', { metaKey: true }],
    ['Shift', { shiftKey: true }],
    ['Alt', { altKey: true }],
    ['the middle button', { button: 1 }],
  ])('leaves a click with %s to the browser', (_, init) => {
    const router = renderWithRouter(<ClientLink href="/x/">X</ClientLink>);
    expect(fireEvent.click(screen.getByRole('link'), { button: 0, ...init })).toBe(true);
    expect(router.push).not.toHaveBeenCalled();
  });

  it('leaves a link to another tab, a download, or a click its own handler prevented to the browser', () => {
    const router = renderWithRouter(
      <>
        <ClientLink href="/a/" target="_blank">
          A
        </ClientLink>
        <ClientLink href="/b/" download>
          B
        </ClientLink>
        <ClientLink href="/c/" onClick={(event) => event.preventDefault()}>
          C
        </ClientLink>
      </>,
    );
    for (const name of ['A', 'B', 'C']) {
      fireEvent.click(screen.getByRole('link', { name }), { button: 0 });
    }
    expect(router.push).not.toHaveBeenCalled();
  });

  it('prefetches the page when the pointer or the focus reaches the link, and not before', () => {
    const router = renderWithRouter(<ClientLink href="/system/">System</ClientLink>);
    const link = screen.getByRole('link');
    expect(router.prefetch).not.toHaveBeenCalled();
    fireEvent.pointerEnter(link);
    fireEvent.focus(link);
    expect(router.prefetch).toHaveBeenCalledTimes(2);
    expect(router.prefetch).toHaveBeenCalledWith('/system/');
  });

  it('is a plain link outside the app (no router): the browser follows it', () => {
    render(<ClientLink href="/joy-ui/">Joy</ClientLink>);
    expect(fireEvent.click(screen.getByRole('link'), { button: 0 })).toBe(true);
  });
});
