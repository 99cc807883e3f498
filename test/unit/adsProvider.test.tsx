import { render, screen } from '@testing-library/react';
import { AdProvider, useAdConfig } from '../../src/ads/AdProvider';
import AdErrorBoundary from '../../src/ads/AdErrorBoundary';

function ConfigProbe() {
  const config = useAdConfig();
  return <output data-testid="config">{JSON.stringify(config)}</output>;
}

function shownConfig() {
  return JSON.parse(screen.getByTestId('config').textContent!);
}

function FlakyAd({ crash }: { crash: boolean }) {
  if (crash) {
    throw new Error('hostile ad');
  }
  return <span>Ad text</span>;
}

describe('AdProvider', () => {
  afterEach(() => {
    jest.restoreAllMocks();
  });

  it('is required by useAdConfig', () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<ConfigProbe />)).toThrow(
      new Error('could not find docs ad config context value; please ensure the component is wrapped in an AdProvider'),
    );
  });

  it('gives its placement and the default sampling ratio', () => {
    render(
      <AdProvider placement="body-top">
        <ConfigProbe />
      </AdProvider>,
    );
    expect(shownConfig()).toMatchObject({ placement: 'body-top', displaySamplingRatio: 0.1 });
  });

  it('gives the settings it is passed', () => {
    render(
      <AdProvider
        placement="body-top"
        displaySamplingRatio={0}
        networkScriptUrl={null}
        feedUrl="https://feed.example/ads.json"
        enabled={false}
      >
        <ConfigProbe />
      </AdProvider>,
    );
    expect(shownConfig()).toEqual({
      placement: 'body-top',
      displaySamplingRatio: 0,
      networkScriptUrl: null,
      feedUrl: 'https://feed.example/ads.json',
      enabled: false,
    });
  });

  it('lets a nested provider inherit what it does not set', () => {
    render(
      <AdProvider
        placement="body-top"
        feedUrl="https://feed.example/ads.json"
        networkScriptUrl="https://network.example/ads.js"
        displaySamplingRatio={0.5}
        enabled={false}
      >
        <AdProvider placement="demo-inline">
          <ConfigProbe />
        </AdProvider>
      </AdProvider>,
    );
    expect(shownConfig()).toEqual({
      placement: 'demo-inline',
      displaySamplingRatio: 0.5,
      networkScriptUrl: 'https://network.example/ads.js',
      feedUrl: 'https://feed.example/ads.json',
      enabled: false,
    });
  });

  it('lets a nested provider override a setting, null included', () => {
    render(
      <AdProvider placement="body-top" feedUrl="https://feed.example/ads.json" networkScriptUrl="https://network.example/ads.js">
        <AdProvider placement="demo-inline" networkScriptUrl={null} displaySamplingRatio={1}>
          <ConfigProbe />
        </AdProvider>
      </AdProvider>,
    );
    expect(shownConfig()).toMatchObject({
      placement: 'demo-inline',
      displaySamplingRatio: 1,
      networkScriptUrl: null,
      feedUrl: 'https://feed.example/ads.json',
    });
  });
});

describe('AdErrorBoundary', () => {
  afterEach(() => {
    jest.restoreAllMocks();
    delete window.gtag;
  });

  it('removes a crashed ad, reports it with the label of that moment and leaves the page alone', () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const gtag = jest.fn();
    window.gtag = gtag;
    let label = 'pending-body-top-image';
    const page = (crash: boolean) => (
      <main>
        <p>Before the ad</p>
        <section data-testid="ad">
          <AdErrorBoundary getLabel={() => label}>
            <FlakyAd crash={crash} />
          </AdErrorBoundary>
        </section>
        <p>After the ad</p>
      </main>
    );
    const { rerender } = render(page(false));
    expect(screen.getByTestId('ad')).toHaveTextContent('Ad text');
    label = 'in-house-adblock-body-top-image';
    rerender(page(true));
    expect(screen.getByTestId('ad')).toBeEmptyDOMElement();
    expect(screen.getByText('Before the ad')).toBeInTheDocument();
    expect(screen.getByText('After the ad')).toBeInTheDocument();
    expect(gtag.mock.calls).toEqual([['event', 'ad', { eventAction: 'crash', eventLabel: 'in-house-adblock-body-top-image' }]]);
    expect(warn).toHaveBeenCalledWith('The ad block failed and was removed:', expect.objectContaining({ message: 'hostile ad' }));
  });

  it('removes an ad that crashes on its first render', () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    const gtag = jest.fn();
    window.gtag = gtag;
    const { container } = render(
      <AdErrorBoundary getLabel={() => 'pending-body-top-inline'}>
        <FlakyAd crash />
      </AdErrorBoundary>,
    );
    expect(container).toBeEmptyDOMElement();
    expect(gtag.mock.calls).toEqual([['event', 'ad', { eventAction: 'crash', eventLabel: 'pending-body-top-inline' }]]);
  });

  it('shows its children while they work', () => {
    const gtag = jest.fn();
    window.gtag = gtag;
    render(
      <section data-testid="ad">
        <AdErrorBoundary getLabel={() => 'in-house-body-top-image'}>
          <FlakyAd crash={false} />
        </AdErrorBoundary>
      </section>,
    );
    expect(screen.getByTestId('ad')).toHaveTextContent('Ad text');
    expect(gtag).not.toHaveBeenCalled();
  });
});
