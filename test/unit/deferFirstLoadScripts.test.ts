import { deferFirstLoadScripts, firstLoadScriptList, SCRIPT_LOADER } from '../../scripts/lib/deferFirstLoadScripts';

const PAGE = [
  '<!DOCTYPE html><html><head>',
  '<script type="application/ld+json" data-next-head="">{"@type":"WebPage"}</script>',
  '<script>document.documentElement.className="light"</script>',
  // A chunk of a `next/dynamic` part drawn on the server: Next writes its attributes the other way round.
  '<script defer="" src="/_next/static/chunks/frame.js"></script>',
  '<script src="/_next/static/chunks/a.js" defer=""></script>',
  '<script src="/_next/static/chunks/b.js" defer=""></script>',
  '<script src="/_next/static/build/_buildManifest.js" defer=""></script>',
  '</head><body><main><p>Text</p></main>',
  '<script id="__NEXT_DATA__" type="application/json">{"page":"/"}</script>',
  '</body></html>',
].join('');

const SOURCES = [
  '/_next/static/chunks/frame.js',
  '/_next/static/chunks/a.js',
  '/_next/static/chunks/b.js',
  '/_next/static/build/_buildManifest.js',
];

describe('deferFirstLoadScripts', () => {
  it("moves the page's scripts to a list at the end of <body>, in order, and leaves its other scripts alone", () => {
    const { html, deferred } = deferFirstLoadScripts(PAGE);
    expect(deferred).toBe(4);
    expect(html).not.toContain('defer=""');
    expect(html).toContain('<script>document.documentElement.className="light"</script>');
    expect(html).toContain('<script id="__NEXT_DATA__" type="application/json">{"page":"/"}</script>');
    expect(html.indexOf('id="first-load-scripts"')).toBeGreaterThan(html.indexOf('<main>'));
    expect(html.endsWith(`<script>${SCRIPT_LOADER}</script></body></html>`)).toBe(true);
    expect(firstLoadScriptList(html)).toEqual(SOURCES);
  });

  it('leaves a page without deferred scripts as it is', () => {
    const page = '<html><head></head><body><p>Offline</p></body></html>';
    expect(deferFirstLoadScripts(page)).toEqual({ html: page, deferred: 0 });
    expect(firstLoadScriptList(page)).toEqual([]);
  });

  it('cannot let a script address close the list', () => {
    const { html } = deferFirstLoadScripts(PAGE.replace('/a.js', '/a</script><script>alert(1)//.js'));
    expect(html.match(/<script>/g)).toHaveLength(2);
    expect(firstLoadScriptList(html)[1]).toBe('/_next/static/chunks/a</script><script>alert(1)//.js');
  });
});

describe('the loader', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    document.head.innerHTML = '';
    document.body.innerHTML = `<script type="application/json" id="first-load-scripts">${JSON.stringify(SOURCES)}</script>`;
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  // The loader runs from its text, as the page runs it.
  const runLoader = () => new Function(SCRIPT_LOADER)();
  const added = () =>
    [...document.head.querySelectorAll('script')].map((script) => ({ src: script.getAttribute('src'), async: script.async }));

  it('adds the scripts, in order and executed in order, once the page has painted a frame', () => {
    runLoader();
    expect(added()).toEqual([]);
    jest.advanceTimersByTime(16);
    jest.advanceTimersByTime(1);
    expect(added()).toEqual(SOURCES.map((src) => ({ src, async: false })));
    // The fallback finds them added: once each.
    jest.advanceTimersByTime(1000);
    expect(added()).toHaveLength(SOURCES.length);
  });

  it('adds them after a second when no frame comes (a tab opened in the background)', () => {
    const raf = jest.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 0);
    runLoader();
    jest.advanceTimersByTime(999);
    expect(added()).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(added().map(({ src }) => src)).toEqual(SOURCES);
    raf.mockRestore();
  });
});
