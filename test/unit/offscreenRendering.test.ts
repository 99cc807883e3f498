import fs from 'node:fs';
import path from 'node:path';
import {
  BELOW_FOLD_ATTRIBUTE,
  FOLD_DEFERRED_ATTRIBUTE,
  FRAME_ATTRIBUTE,
  IN_VIEW_ATTRIBUTE,
  SKIP_OFFSCREEN_ATTRIBUTE,
  WARM_UP_DELAY_MS,
  foldLineScript,
  skipOffscreenScript,
} from '../../src/islands/offscreenRendering';

const root = document.documentElement;
const runScript = () => new Function(skipOffscreenScript)();
const css = (file: string) => fs.readFileSync(path.resolve(__dirname, '..', '..', 'src', ...file.split('/')), 'utf8');

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

  it('marks the frames in the window, and only those, before the skip starts', () => {
    const frameAt = (top: number, bottom: number) => {
      const frame = document.createElement('section');
      frame.setAttribute(FRAME_ATTRIBUTE, '');
      frame.getBoundingClientRect = () => ({ top, bottom }) as DOMRect;
      return document.body.appendChild(frame);
    };
    // A 768 px window (jsdom's): one frame above it, three across or in it, one below, one hidden.
    const frames = [frameAt(-500, -10), frameAt(-100, 20), frameAt(200, 600), frameAt(700, 1100), frameAt(768, 1200), frameAt(0, 0)];
    const stranger = document.body.appendChild(document.createElement('section'));
    stranger.getBoundingClientRect = () => ({ top: 10, bottom: 300 }) as DOMRect;
    let skippingWhenMarked: boolean | undefined;
    frames[2].setAttribute = function (this: Element, ...args: [string, string]) {
      skippingWhenMarked = root.hasAttribute(SKIP_OFFSCREEN_ATTRIBUTE);
      Element.prototype.setAttribute.apply(this, args);
    };
    setReadyState('complete');
    runScript();
    expect(frames.some((frame) => frame.hasAttribute(IN_VIEW_ATTRIBUTE))).toBe(false);
    jest.runAllTimers();
    expect(frames.map((frame) => frame.hasAttribute(IN_VIEW_ATTRIBUTE))).toEqual([false, true, true, true, false, false]);
    expect(stranger.hasAttribute(IN_VIEW_ATTRIBUTE)).toBe(false);
    expect(skippingWhenMarked).toBe(false);
    document.body.replaceChildren();
  });

  it("is the mark the demo frames' rendering skip waits for, and a frame in view at the mark is left out", () => {
    const frameCss = css('islands/islandFrame.module.css');
    const skip = frameCss.match(/:global\(html\[([a-z-]+)\]\) \.frame:not\(\[([a-z-]+)\]\) \{([^}]*)\}/);
    expect(skip?.[1]).toBe(SKIP_OFFSCREEN_ATTRIBUTE);
    expect(skip?.[2]).toBe(IN_VIEW_ATTRIBUTE);
    expect(skip?.[3]).toContain('content-visibility: auto;');
    // Only there: a frame's own rule does not skip rendering before the mark.
    expect(frameCss.replace(/\/\*[\s\S]*?\*\//g, '').match(/content-visibility/g)).toHaveLength(1);
  });
});

describe('foldLineScript: frames below the fold line', () => {
  let idle: (() => void)[];
  let laidOut: Element[];
  let removeListeners: (() => void)[];

  /** How the browser says the page was reached (jsdom's performance object has no entries to give). */
  const navigation = (type: string | null | Error) =>
    Object.defineProperty(performance, 'getEntriesByType', {
      configurable: true,
      value: () => {
        if (type instanceof Error) {
          throw type;
        }
        return type === null ? [] : [{ type }];
      },
    });

  /**
   * Runs the line's check at the line, mid-parse, on a 740 px window where the content above the
   * line ends `bottom` px down; reached as `type` says. Returns whether the frames are held.
   */
  const runLine = ({ type = 'navigate' as string | null | Error, bottom = 4000 as number | null } = {}) => {
    navigation(type);
    document.body.innerHTML = `
      <article><p>Above the line</p><script></script>
        <div ${BELOW_FOLD_ATTRIBUTE}><section><input id="a"></section></div>
        <div ${BELOW_FOLD_ATTRIBUTE}><section><p>No field</p></section></div>
        <div ${BELOW_FOLD_ATTRIBUTE}><section><textarea id="b"></textarea><input id="c"></section></div>
      </article>`;
    const above = document.querySelector('p')!;
    if (bottom === null) {
      above.remove();
    }
    laidOut = [];
    jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      if (this === above) {
        return { bottom } as DOMRect;
      }
      laidOut.push(this);
      return {} as DOMRect;
    });
    Object.defineProperty(window, 'innerHeight', { value: 740, configurable: true });
    Object.defineProperty(document, 'currentScript', { value: document.querySelector('script'), configurable: true });
    setReadyState('loading');
    new Function(foldLineScript)();
    return root.hasAttribute(FOLD_DEFERRED_ATTRIBUTE);
  };

  /** The page's script at the end of <body>, which shows held frames with the skip. */
  const endOfBody = () => new Function(skipOffscreenScript)();
  const parsed = () => {
    setReadyState('interactive');
    document.dispatchEvent(new Event('DOMContentLoaded'));
  };
  const loaded = () => {
    setReadyState('complete');
    window.dispatchEvent(new Event('load'));
  };
  const idleMoment = () => idle.shift()!();

  beforeEach(() => {
    jest.useFakeTimers();
    // The script's listeners go when the test ends, so that no test sees another's.
    removeListeners = [];
    for (const target of [document, window] as EventTarget[]) {
      const add = target.addEventListener.bind(target);
      jest.spyOn(target, 'addEventListener').mockImplementation((type, listener, options) => {
        removeListeners.push(() => target.removeEventListener(type, listener, options));
        add(type, listener, options);
      });
    }
    idle = [];
    window.requestIdleCallback = ((callback: () => void) => idle.push(callback)) as typeof window.requestIdleCallback;
    root.removeAttribute(FOLD_DEFERRED_ATTRIBUTE);
    root.removeAttribute(SKIP_OFFSCREEN_ATTRIBUTE);
    window.history.replaceState(null, '', '/material-ui/react-autocomplete/');
  });

  afterEach(() => {
    removeListeners.forEach((remove) => remove());
    jest.restoreAllMocks();
    jest.useRealTimers();
    setReadyState('complete');
    delete (window as { requestIdleCallback?: unknown }).requestIdleCallback;
    document.body.innerHTML = '';
  });

  it('holds them on a plain visit when the content above the line reaches a quarter of a window below it', () => {
    expect(runLine({ bottom: 926 })).toBe(true);
  });

  it('lets them through when the line is on the screen or near it (the fonts may still move it up)', () => {
    expect(runLine({ bottom: 925 })).toBe(false);
    expect(runLine({ bottom: 200 })).toBe(false);
    expect(runLine({ bottom: null })).toBe(false);
  });

  it.each(['reload', 'back_forward'])('lets them through on a %s, whose scroll position is restored', (type) => {
    expect(runLine({ type })).toBe(false);
  });

  it('lets them through when the URL has a fragment, which may point below the line', () => {
    window.history.replaceState(null, '', '/material-ui/react-autocomplete/#grouped-options');
    expect(runLine()).toBe(false);
  });

  it('lets them through when the browser cannot say how the page was reached', () => {
    expect(runLine({ type: null })).toBe(false);
    expect(runLine({ type: new Error('unsupported') })).toBe(false);
  });

  it('shows held frames a task after parsing, with the skip, not in the listeners of the event', () => {
    expect(runLine()).toBe(true);
    endOfBody();
    parsed();
    expect(root.hasAttribute(FOLD_DEFERRED_ATTRIBUTE)).toBe(true);
    jest.advanceTimersByTime(0);
    expect(root.hasAttribute(FOLD_DEFERRED_ATTRIBUTE)).toBe(false);
    expect(root.hasAttribute(SKIP_OFFSCREEN_ATTRIBUTE)).toBe(true);
  });

  it('a while after load, lays out one field per held frame, one frame per idle moment', () => {
    runLine();
    endOfBody();
    parsed();
    jest.advanceTimersByTime(0);
    loaded();
    jest.advanceTimersByTime(WARM_UP_DELAY_MS - 1);
    expect(idle).toHaveLength(0);
    jest.advanceTimersByTime(1);
    expect(idle).toHaveLength(1);
    idleMoment();
    expect(laidOut.map((element) => element.id)).toEqual(['a']);
    // The frame without a field is passed over, and the next frame's first field laid out.
    idleMoment();
    expect(laidOut.map((element) => element.id)).toEqual(['a', 'b']);
    expect(idle).toHaveLength(0);
  });

  it('does nothing more when it lets them through: the browser laid them out as it parsed', () => {
    expect(runLine({ bottom: 200 })).toBe(false);
    parsed();
    loaded();
    jest.advanceTimersByTime(WARM_UP_DELAY_MS * 2);
    expect(root.hasAttribute(FOLD_DEFERRED_ATTRIBUTE)).toBe(false);
    expect(idle).toHaveLength(0);
    expect(laidOut).toEqual([]);
  });

  it('held frames are hidden by the mark the line sets and the skip clears', () => {
    const rule = css('docs/FoldLine.module.css').match(/:global\(html\[([a-z-]+)\]\) \.belowFold \{([^}]*)\}/);
    expect(rule?.[1]).toBe(FOLD_DEFERRED_ATTRIBUTE);
    expect(rule?.[2]).toContain('display: none;');
  });
});
