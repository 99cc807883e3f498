import * as React from 'react';
import { createPortal } from 'react-dom';
import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { DemoThemeVariables } from './DemoThemeProvider';
import { shownColorScheme } from '../theme/siteColorScheme';

interface Frame {
  document: Document;
  window: Window;
  cache: EmotionCache;
}

/** Where Toolpad Core's AppProvider keeps its mode (its theme switcher writes it too). */
const TOOLPAD_MODE_KEY = 'toolpad-mode';

/**
 * Keeps the frame in the site's colour scheme: the class on its <html> for the demo theme's
 * variables, and Toolpad's stored mode for an AppProvider inside. That one is written through the
 * frame's window, so the page's window gets a `storage` event, which the providers listen to: the
 * frames switch with the site (a frame's own theme switcher still works until the site switches).
 */
function followSiteScheme(frameRoot: HTMLElement, frameWindow: Window): () => void {
  const copy = () => {
    const scheme = shownColorScheme(document.documentElement);
    frameRoot.classList.toggle('light', scheme === 'light');
    frameRoot.classList.toggle('dark', scheme === 'dark');
    try {
      if (scheme && frameWindow.localStorage.getItem(TOOLPAD_MODE_KEY) !== scheme) {
        frameWindow.localStorage.setItem(TOOLPAD_MODE_KEY, scheme);
      }
    } catch {
      // Storage refused (a private mode, a policy): the frame follows the system's scheme instead.
    }
  };
  copy();
  const observer = new MutationObserver(copy);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] });
  return () => observer.disconnect();
}

/** Readies the frame's empty document: its title, the page's language, direction and @font-face rules, no margin. */
function prepareDocument(frameDocument: Document, title: string): void {
  const { documentElement: root, head, body } = frameDocument;
  frameDocument.title = title;
  root.lang = document.documentElement.lang;
  root.dir = document.documentElement.dir;
  body.style.margin = '0';
  const fontFaces = document.querySelector('style[data-font-faces]');
  if (fontFaces && !head.querySelector('style[data-font-faces]')) {
    head.append(fontFaces.cloneNode(true));
  }
}

/**
 * A demo that is a whole app (a dashboard layout, a sign-in page), in an iframe of its own: its
 * global styles (CssBaseline), the colour-scheme attributes and script its provider writes on
 * <html>, and its media queries stay in the frame, whose width its breakpoints then follow. The demo
 * gets the frame's window (`window`, a function, as the components' own `window` props take it).
 * The server renders the empty frame; the demo is rendered into it once the island is live.
 */
export default function DemoIframe({
  title,
  height,
  children,
}: {
  title: string;
  height: number;
  children: (frameWindow: () => Window) => React.ReactNode;
}) {
  const ref = React.useRef<HTMLIFrameElement>(null);
  const [frame, setFrame] = React.useState<Frame | null>(null);

  React.useEffect(() => {
    const iframe = ref.current!;
    let stopFollowing = () => {};
    const setUp = () => {
      const frameDocument = iframe.contentDocument;
      const frameWindow = iframe.contentWindow;
      if (!frameDocument?.body || !frameWindow) {
        return;
      }
      prepareDocument(frameDocument, title);
      stopFollowing();
      stopFollowing = followSiteScheme(frameDocument.documentElement, frameWindow);
      // Same document as before (the load event of an about:blank frame that was already ready): kept as it is.
      setFrame((current) =>
        current?.document === frameDocument
          ? current
          : { document: frameDocument, window: frameWindow, cache: createCache({ key: 'frame', container: frameDocument.head }) },
      );
    };
    // An about:blank frame is ready as soon as it is in the page; a browser that replaces it fires `load`.
    setUp();
    iframe.addEventListener('load', setUp);
    return () => {
      iframe.removeEventListener('load', setUp);
      stopFollowing();
    };
    // The title is the demo's name, fixed for the frame's life.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <>
      <iframe ref={ref} title={title} style={{ display: 'block', width: '100%', height, border: 0 }} />
      {frame
        ? createPortal(
            <CacheProvider value={frame.cache}>
              <DemoThemeVariables />
              {children(() => frame.window)}
            </CacheProvider>,
            frame.document.body,
          )
        : null}
    </>
  );
}
