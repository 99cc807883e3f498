import { PAGE_VIEW_DELAY_MS, createPageViewTracker, pageViewParams } from '../../src/analytics/pageViews';

const ORIGIN = 'https://mui.com';

function setup() {
  const send = jest.fn();
  let title = 'Installation - Material UI';
  const tracker = createPageViewTracker({ send, getTitle: () => title, origin: ORIGIN });
  return {
    send,
    tracker,
    setTitle: (next: string) => {
      title = next;
    },
  };
}

describe('pageViewParams', () => {
  it('gives the canonical location (no language prefix, no hash) and the product', () => {
    expect(pageViewParams('/en/joy-ui/react-button/?tab=1#basics', 'Button - Joy UI', ORIGIN)).toEqual({
      page_title: 'Button - Joy UI',
      page_location: 'https://mui.com/joy-ui/react-button/?tab=1',
      productId: 'joy-ui',
      productCategoryId: 'core',
    });
  });

  it('has neither product nor category off the products', () => {
    expect(pageViewParams('/', 'MUI', ORIGIN)).toMatchObject({
      page_location: 'https://mui.com/',
      productId: null,
      productCategoryId: null,
    });
  });
});

describe('createPageViewTracker', () => {
  beforeEach(() => {
    jest.useFakeTimers();
  });

  afterEach(() => {
    jest.useRealTimers();
  });

  it('sends the initial page view shortly after, with the title the page has then', () => {
    const { send, tracker, setTitle } = setup();
    tracker.routeChanged('/material-ui/getting-started/installation/');
    setTitle('Installation - Material UI (final)');
    jest.advanceTimersByTime(PAGE_VIEW_DELAY_MS - 1);
    expect(send).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(send.mock.calls).toEqual([
      [
        {
          page_title: 'Installation - Material UI (final)',
          page_location: 'https://mui.com/material-ui/getting-started/installation/',
          productId: 'material-ui',
          productCategoryId: 'core',
        },
      ],
    ]);
    jest.advanceTimersByTime(60_000);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('sends one page view per route change', () => {
    const { send, tracker, setTitle } = setup();
    tracker.routeChanged('/material-ui/getting-started/installation/');
    jest.advanceTimersByTime(PAGE_VIEW_DELAY_MS);
    tracker.routeChanged('/joy-ui/getting-started/');
    setTitle('Overview - Joy UI');
    jest.advanceTimersByTime(PAGE_VIEW_DELAY_MS);
    tracker.routeChanged('/system/getting-started/');
    setTitle('Overview - MUI System');
    jest.advanceTimersByTime(PAGE_VIEW_DELAY_MS);
    expect(send.mock.calls.map(([params]) => [params.productId, params.page_title])).toEqual([
      ['material-ui', 'Installation - Material UI'],
      ['joy-ui', 'Overview - Joy UI'],
      ['system', 'Overview - MUI System'],
    ]);
  });

  it('sends nothing for a change of hash alone', () => {
    const { send, tracker } = setup();
    tracker.routeChanged('/material-ui/getting-started/installation/');
    jest.advanceTimersByTime(PAGE_VIEW_DELAY_MS);
    tracker.routeChanged('/material-ui/getting-started/installation/#npm');
    tracker.routeChanged('/material-ui/getting-started/installation/#yarn');
    jest.advanceTimersByTime(60_000);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('sends nothing more when the same location is reported again', () => {
    const { send, tracker } = setup();
    tracker.routeChanged('/material-ui/react-button/');
    tracker.routeChanged('/material-ui/react-button/');
    jest.advanceTimersByTime(PAGE_VIEW_DELAY_MS);
    tracker.routeChanged('/material-ui/react-button/');
    jest.advanceTimersByTime(60_000);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('counts a page reached again after another one', () => {
    const { send, tracker } = setup();
    for (const path of ['/material-ui/react-button/', '/joy-ui/react-button/', '/material-ui/react-button/']) {
      tracker.routeChanged(path);
      jest.advanceTimersByTime(PAGE_VIEW_DELAY_MS);
    }
    expect(send.mock.calls.map(([params]) => params.productId)).toEqual(['material-ui', 'joy-ui', 'material-ui']);
  });

  it('does not count a page left before its view was sent', () => {
    const { send, tracker } = setup();
    tracker.routeChanged('/material-ui/react-button/');
    jest.advanceTimersByTime(PAGE_VIEW_DELAY_MS / 2);
    tracker.routeChanged('/joy-ui/react-button/');
    jest.advanceTimersByTime(60_000);
    expect(send.mock.calls.map(([params]) => params.productId)).toEqual(['joy-ui']);
  });

  it('sends nothing once stopped', () => {
    const { send, tracker } = setup();
    tracker.routeChanged('/material-ui/react-button/');
    tracker.stop();
    jest.advanceTimersByTime(60_000);
    expect(send).not.toHaveBeenCalled();
  });
});
