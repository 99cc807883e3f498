/**
 * @jest-environment node
 */
import * as React from 'react';
import { renderToReadableStream } from 'react-dom/server.edge';
import { inlineOutlinedBoundaries } from '../../scripts/lib/inlineOutlinedBoundaries';

const words = (count: number, word: string) => Array.from({ length: count }, (_, index) => `${word} ${index}`).join(' ');

/** A part whose module arrives after the render began, as a lazily loaded part does. */
function lazyPart(text: string) {
  return React.lazy(async () => ({ default: () => <nav>{text}</nav> }));
}

/** What Next writes for a page: the whole stream, read once every boundary is ready. */
async function renderPage(element: React.ReactElement): Promise<string> {
  const stream = await renderToReadableStream(element);
  await stream.allReady;
  return new Response(stream).text();
}

const Sidebar = lazyPart(words(100, 'entry'));
const Footer = lazyPart(words(80, 'link'));
const PAGE = (
  <main>
    <article>{words(2500, 'text')}</article>
    <React.Suspense fallback={null}>
      <Sidebar />
    </React.Suspense>
    <footer>
      <React.Suspense fallback={null}>
        <Footer />
      </React.Suspense>
    </footer>
  </main>
);

describe('inlineOutlinedBoundaries', () => {
  it("puts React's outlined boundaries back in place, as React writes a complete one, without the reveal scripts", async () => {
    const outlined = await renderPage(PAGE);
    // The premise: past 12.8 kB, React moves large boundaries out of place behind a script.
    expect(outlined).toContain('<!--$?-->');
    expect(outlined).toContain('<script>');

    const { html, inlined } = inlineOutlinedBoundaries(outlined);
    expect(inlined).toBe(2);
    expect(html).not.toContain('<script');
    expect(html).not.toContain('hidden');
    expect(html).toContain(`<!--$--><nav>${words(100, 'entry')}</nav><!--/$-->`);
    expect(html).toContain(`<footer><!--$--><nav>${words(80, 'link')}</nav><!--/$--></footer>`);
    expect(html.endsWith('</main>')).toBe(true);
  });

  it('puts back boundaries past the tenth, whose ids React writes in hexadecimal (B:a, S:b)', async () => {
    const parts = Array.from({ length: 12 }, (_, index) => ({ Part: lazyPart(words(60, `part${index}`)), index }));
    const outlined = await renderPage(
      <main>
        <article>{words(2500, 'text')}</article>
        {parts.map(({ Part, index }) => (
          <React.Suspense key={index} fallback={null}>
            <Part />
          </React.Suspense>
        ))}
      </main>,
    );
    expect(outlined).toMatch(/id="B:[a-f]"/);

    const { html, inlined } = inlineOutlinedBoundaries(outlined);
    expect(inlined).toBe(12);
    expect(html).not.toContain('<script');
    expect(html).toContain(`<!--$--><nav>${words(60, 'part11')}</nav><!--/$--></main>`);
  });

  it('leaves a page without outlined boundaries as it is', async () => {
    const small = await renderPage(<main>{words(10, 'text')}</main>);
    expect(inlineOutlinedBoundaries(small)).toEqual({ html: small, inlined: 0 });
  });

  it('refuses a page with a boundary whose markup is not in it, or a React instruction it does not know', () => {
    const html = '<main><!--$?--><template id="B:0"></template><!--/$--></main>';
    expect(() => inlineOutlinedBoundaries(html)).toThrow('A Suspense boundary was not complete');
    const clientRendered = '<main><!--$?--><template id="B:0"></template><!--/$--></main><script>$RX("B:0")</script>';
    expect(() => inlineOutlinedBoundaries(clientRendered)).toThrow('$RX(');
  });

  it('takes text that only looks like an instruction for text (a shell variable in a code sample)', async () => {
    const outlined = await renderPage(
      <>
        <pre>{'export $RANDOM=1; echo $RC("x")'}</pre>
        {PAGE}
      </>,
    );
    expect(inlineOutlinedBoundaries(outlined).inlined).toBe(2);
  });
});
