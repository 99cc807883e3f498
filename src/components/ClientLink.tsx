import * as React from 'react';
import { useRouter } from 'next/compat/router';

export type ClientLinkProps = Omit<React.ComponentPropsWithoutRef<'a'>, 'href'> & { href: string };

/** Whether a click on a link is the plain click the app handles, not one the browser should (a new tab, a download…). */
function isPlainClick(event: React.MouseEvent<HTMLAnchorElement>): boolean {
  const target = event.currentTarget.getAttribute('target');
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    !(event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) &&
    (!target || target === '_self') &&
    !event.currentTarget.hasAttribute('download')
  );
}

/**
 * A link to a page of this site, followed without reloading the document. Next's own link also
 * watches every link for the viewport to prefetch the pages in view: here every documentation page
 * shares one chunk, so that bought little, for an observer on each link (a sidebar has hundreds)
 * and about 2 kB of script on every page. This one prefetches a page when the pointer or the focus
 * reaches its link. The router comes from its React context: importing `next/router` anywhere
 * splits Next's runtime chunk on every page (src/search/SearchButton.tsx).
 */
const ClientLink = React.forwardRef<HTMLAnchorElement, ClientLinkProps>(function ClientLink(
  { href, onClick, onPointerEnter, onFocus, ...other },
  ref,
) {
  const router = useRouter();
  const prefetch = () => {
    router?.prefetch(href).catch(() => {
      // A failed prefetch costs nothing: the click loads the page all the same.
    });
  };
  return (
    <a
      ref={ref}
      href={href}
      onClick={(event) => {
        onClick?.(event);
        if (router && isPlainClick(event)) {
          event.preventDefault();
          router.push(href).catch(() => {
            // Only a navigation cut short by a newer one rejects; a page the router cannot load it loads in full.
          });
        }
      }}
      onPointerEnter={(event) => {
        onPointerEnter?.(event);
        prefetch();
      }}
      onFocus={(event) => {
        onFocus?.(event);
        prefetch();
      }}
      {...other}
    />
  );
});

export default ClientLink;
