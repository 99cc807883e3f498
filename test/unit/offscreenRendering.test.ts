import fs from 'node:fs';
import path from 'node:path';
import { SKIP_OFFSCREEN_ATTRIBUTE, skipOffscreenScript } from '../../src/islands/offscreenRendering';

const root = document.documentElement;
const runScript = () => new Function(skipOffscreenScript)();

function setReadyState(state: DocumentReadyState) {
  Object.defineProperty(document, 'readyState', { value: state, configurable: true });
}

describe('skipOffscreenScript', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    root.removeAttribute(SKIP_OFFSCREEN_ATTRIBUTE);
  });

  afterEach(() => {
    jest.useRealTimers();
    setReadyState('complete');
  });

  it('marks <html> a task after the document is parsed, not before and not in the DOMContentLoaded listeners', () => {
    setReadyState('loading');
    runScript();
    jest.runAllTimers();
    expect(root.hasAttribute(SKIP_OFFSCREEN_ATTRIBUTE)).toBe(false);
    setReadyState('interactive');
    document.dispatchEvent(new Event('DOMContentLoaded'));
    // Chrome's look at the form fields follows the event's listeners in the same task.
    expect(root.hasAttribute(SKIP_OFFSCREEN_ATTRIBUTE)).toBe(false);
    jest.runAllTimers();
    expect(root.hasAttribute(SKIP_OFFSCREEN_ATTRIBUTE)).toBe(true);
  });

  it('run after parsing (a document that is already parsed), marks it a task later', () => {
    setReadyState('complete');
    runScript();
    expect(root.hasAttribute(SKIP_OFFSCREEN_ATTRIBUTE)).toBe(false);
    jest.runAllTimers();
    expect(root.hasAttribute(SKIP_OFFSCREEN_ATTRIBUTE)).toBe(true);
  });

  it("is the mark the demo frames' rendering skip waits for", () => {
    const css = fs.readFileSync(path.resolve(__dirname, '..', '..', 'src', 'islands', 'islandFrame.module.css'), 'utf8');
    const skip = css.match(/:global\(html\[([a-z-]+)\]\) \.frame \{([^}]*)\}/);
    expect(skip?.[1]).toBe(SKIP_OFFSCREEN_ATTRIBUTE);
    expect(skip?.[2]).toContain('content-visibility: auto;');
    // Only there: a frame's own rule does not skip rendering before the mark.
    expect(css.replace(/\/\*[\s\S]*?\*\//g, '').match(/content-visibility/g)).toHaveLength(1);
  });
});
