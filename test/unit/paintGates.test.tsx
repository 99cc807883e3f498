import { renderToStaticMarkup } from 'react-dom/server';
import PaintGate, { PAINT_GATE_PREFIX } from '../../src/layout/PaintGate';
import { paintGateIds } from '../../src/layout/paintGates';

describe('paintGateIds', () => {
  it("finds the markers PaintGate renders, in the page's order", () => {
    const html = `<header></header>${renderToStaticMarkup(<PaintGate name="app-bar" />)}<main><div class="row"></div>${renderToStaticMarkup(
      <PaintGate name="title-row" />,
    )}<p>Text</p></main>`;
    expect(paintGateIds(html)).toEqual([`${PAINT_GATE_PREFIX}app-bar`, `${PAINT_GATE_PREFIX}title-row`]);
  });

  it('finds a marker whatever its name', () => {
    expect(paintGateIds(renderToStaticMarkup(<PaintGate name="Table_2" />))).toEqual([`${PAINT_GATE_PREFIX}Table_2`]);
  });

  it('names a marker once, however often it is rendered', () => {
    const marker = renderToStaticMarkup(<PaintGate name="app-bar" />);
    expect(paintGateIds(marker + marker)).toEqual([`${PAINT_GATE_PREFIX}app-bar`]);
  });

  it('finds none in a page without markers, and takes no other element for one', () => {
    expect(paintGateIds('<main id="main-content"><h2 id="paint-gate-notes">Notes</h2></main>')).toEqual([]);
    // A marker quoted in a code block is escaped text, not an element.
    expect(paintGateIds('<pre><code>&lt;span id="paint-gate-app-bar" hidden=""&gt;</code></pre>')).toEqual([]);
    expect(paintGateIds('<span id="app-bar" hidden=""></span>')).toEqual([]);
  });
});
