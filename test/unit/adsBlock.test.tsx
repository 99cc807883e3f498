import { act, fireEvent, render, screen, within } from '@testing-library/react';
import AdBlock from '../../src/ads/AdBlock';
import { AdProvider } from '../../src/ads/AdProvider';
import { AD_LAYOUT_STORAGE_KEY } from '../../src/ads/adChoice';
import { AD_BLOCKER_APPEAL, IN_HOUSE_ADS } from '../../src/ads/inHouseAds';

const NETWORK_SCRIPT_URL = 'http://127.0.0.1:9/network.js';

function renderBlock(networkScriptUrl: string | null) {
  const onLabel = jest.fn();
  const view = render(
    <AdProvider placement="body-top" networkScriptUrl={networkScriptUrl} feedUrl={null} enabled>
      <AdBlock onLabel={onLabel} />
    </AdProvider>,
  );
  const block = view.container.querySelector<HTMLElement>('[data-ad-source]')!;
  const network = () => view.container.querySelector<HTMLElement>('[data-ad-network]');
  return { ...view, onLabel, block, network };
}

function advance(ms: number) {
  act(() => {
    jest.advanceTimersByTime(ms);
  });
}

/** What the network's script renders into its container. */
function networkPlacement(container: HTMLElement, href: string) {
  const placement = document.createElement('div');
  placement.id = 'carbonads';
  const link = document.createElement('a');
  link.href = href;
  link.textContent = 'Network ad';
  placement.appendChild(link);
  container.appendChild(placement);
}

/** The in-house ad shown in the block, checked against the list it was drawn from. */
function shownInHouseAd(block: HTMLElement) {
  const element = block.querySelector<HTMLElement>('[data-ad]');
  expect(element).not.toBeNull();
  const ad = IN_HOUSE_ADS.find(({ label }) => label === element!.dataset.ad);
  expect(ad).toBeDefined();
  const link = within(element!).getByRole('link');
  expect(link).toHaveAttribute('href', ad!.link);
  expect(link).toHaveAttribute('target', '_blank');
  expect(link).toHaveAttribute('rel', 'noopener sponsored');
  expect(link).toHaveTextContent(ad!.name);
  return ad!;
}

describe('AdBlock', () => {
  const env = process.env as Record<string, string | undefined>;
  const originalTrailingSlash = env.__NEXT_TRAILING_SLASH;
  let random: jest.SpyInstance<number, []>;

  beforeEach(() => {
    // next.config.ts sets trailingSlash, which next/link reads from here; next/jest does not set it.
    env.__NEXT_TRAILING_SLASH = 'true';
    window.sessionStorage.setItem(AD_LAYOUT_STORAGE_KEY, 'image');
    random = jest.spyOn(Math, 'random').mockReturnValue(0.5);
  });

  afterEach(() => {
    if (originalTrailingSlash === undefined) {
      delete env.__NEXT_TRAILING_SLASH;
    } else {
      env.__NEXT_TRAILING_SLASH = originalTrailingSlash;
    }
    window.sessionStorage.clear();
    jest.restoreAllMocks();
    jest.useRealTimers();
    delete window.gtag;
  });

  it('shows nothing to a bot', () => {
    jest
      .spyOn(window.navigator, 'userAgent', 'get')
      .mockReturnValue('Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)');
    const { container, onLabel } = renderBlock(NETWORK_SCRIPT_URL);
    expect(container).toBeEmptyDOMElement();
    expect(onLabel).not.toHaveBeenCalled();
  });

  it.each([
    ['stored', 'inline', 0.5],
    ['drawn', null, 0.1],
  ])('shows the layout %s for the session', (how, stored, draw) => {
    window.sessionStorage.clear();
    if (stored) {
      window.sessionStorage.setItem(AD_LAYOUT_STORAGE_KEY, stored);
    }
    random.mockReturnValue(draw);
    const { block, onLabel } = renderBlock(null);
    expect(block.querySelector('aside')).toHaveAttribute('data-ad-layout', 'inline');
    expect(window.sessionStorage.getItem(AD_LAYOUT_STORAGE_KEY)).toBe('inline');
    expect(onLabel).toHaveBeenLastCalledWith('in-house-body-top-inline');
  });

  describe('without a network', () => {
    it('shows an in-house ad and reports its label', () => {
      const { block, onLabel, network } = renderBlock(null);
      expect(block).toHaveAttribute('data-ad-source', 'in-house');
      shownInHouseAd(block);
      expect(network()).toBeNull();
      expect(block.querySelector('script')).toBeNull();
      expect(onLabel).toHaveBeenLastCalledWith('in-house-body-top-image');
    });

    it.each([
      [0, 0],
      [0.5, 2],
      [0.99, IN_HOUSE_ADS.length - 1],
    ])('with Math.random %p shows in-house ad number %p', (draw, index) => {
      random.mockReturnValue(draw);
      const { block } = renderBlock(null);
      expect(shownInHouseAd(block)).toBe(IN_HOUSE_ADS[index]);
    });

    it('sends a click on the ad, or on the text inside its link, with its label', () => {
      const gtag = jest.fn();
      window.gtag = gtag;
      const { block } = renderBlock(null);
      const ad = shownInHouseAd(block);
      fireEvent.click(within(block).getByRole('link'));
      fireEvent.click(screen.getByText(ad.description));
      const click = ['event', 'ad', { eventAction: 'click', eventLabel: 'in-house-body-top-image' }];
      expect(gtag.mock.calls).toEqual([click, click]);
    });

    it('sends nothing for a click beside the link', () => {
      const gtag = jest.fn();
      window.gtag = gtag;
      const { block } = renderBlock(null);
      fireEvent.click(screen.getByText(`ad by ${shownInHouseAd(block).poweredby}`));
      expect(gtag).not.toHaveBeenCalled();
    });

    it('sends the display event of a sampled view 2.5 s after the ad shows', () => {
      jest.useFakeTimers();
      random.mockReturnValue(0.05);
      const gtag = jest.fn();
      window.gtag = gtag;
      renderBlock(null);
      advance(2499);
      expect(gtag).not.toHaveBeenCalled();
      advance(1);
      expect(gtag.mock.calls).toEqual([['event', 'ad', { eventAction: 'display', eventLabel: 'in-house-body-top-image' }]]);
    });
  });

  describe('with a network', () => {
    beforeEach(() => {
      jest.useFakeTimers();
    });

    it('shows nothing at first and injects the network script into its container', () => {
      const { block, onLabel, network } = renderBlock(NETWORK_SCRIPT_URL);
      expect(block).toHaveAttribute('data-ad-source', 'pending');
      expect(block.querySelector('[data-ad]')).toBeNull();
      expect(block.querySelector('aside')).toBeNull();
      const scripts = network()!.querySelectorAll('script');
      expect(scripts).toHaveLength(1);
      expect(scripts[0]).toHaveAttribute('src', NETWORK_SCRIPT_URL);
      expect(scripts[0].async).toBe(true);
      expect(onLabel).toHaveBeenLastCalledWith('pending-body-top-image');
    });

    it('asks a blocked reader to allow ads when the draw is below 0.2', () => {
      random.mockReturnValue(0.1);
      const { block, onLabel } = renderBlock(NETWORK_SCRIPT_URL);
      advance(3000);
      expect(block).toHaveAttribute('data-ad-source', 'pending');
      expect(screen.queryByText(AD_BLOCKER_APPEAL.title)).not.toBeInTheDocument();
      advance(500);
      expect(block).toHaveAttribute('data-ad-source', 'appeal');
      expect(screen.getByText(AD_BLOCKER_APPEAL.title)).toBeInTheDocument();
      expect(screen.getByRole('link', { name: AD_BLOCKER_APPEAL.linkText })).toHaveAttribute(
        'href',
        '/material-ui/getting-started/faq/#why-does-this-site-show-ads',
      );
      expect(block.querySelector('[data-ad]')).toBeNull();
      expect(onLabel).toHaveBeenLastCalledWith('appeal-body-top-image');
    });

    it('shows a blocked reader an in-house ad when the draw is 0.2 or more', () => {
      const { block, onLabel } = renderBlock(NETWORK_SCRIPT_URL);
      advance(3500);
      expect(block).toHaveAttribute('data-ad-source', 'in-house-adblock');
      shownInHouseAd(block);
      expect(screen.queryByText(AD_BLOCKER_APPEAL.title)).not.toBeInTheDocument();
      expect(onLabel).toHaveBeenLastCalledWith('in-house-adblock-body-top-image');
    });

    it("shows the network's ad once its placement appears", () => {
      const { block, onLabel, network } = renderBlock(NETWORK_SCRIPT_URL);
      advance(400);
      networkPlacement(network()!, 'https://ads.example/x');
      advance(100);
      expect(block).toHaveAttribute('data-ad-source', 'network');
      expect(block.querySelector('[data-ad]')).toBeNull();
      expect(within(network()!).getByRole('link', { name: 'Network ad' })).toHaveAttribute('href', 'https://ads.example/x');
      expect(onLabel).toHaveBeenLastCalledWith('network-body-top-image');
    });

    it("replaces the network's house ad with an in-house ad", () => {
      const { block, onLabel, network } = renderBlock(NETWORK_SCRIPT_URL);
      networkPlacement(network()!, 'https://mui.com/material-ui/discover-more/backers/');
      advance(500);
      expect(block).toHaveAttribute('data-ad-source', 'in-house-network');
      shownInHouseAd(block);
      expect(onLabel).toHaveBeenLastCalledWith('in-house-network-body-top-image');
    });

    it('lets a network that shows up after the fallback replace it', () => {
      const { block, onLabel, network } = renderBlock(NETWORK_SCRIPT_URL);
      advance(3500);
      expect(block).toHaveAttribute('data-ad-source', 'in-house-adblock');
      networkPlacement(network()!, 'https://ads.example/x');
      advance(500);
      expect(block).toHaveAttribute('data-ad-source', 'network');
      expect(block.querySelector('[data-ad]')).toBeNull();
      expect(onLabel).toHaveBeenLastCalledWith('network-body-top-image');
    });

    it('sends a click on the network ad with its label', () => {
      const gtag = jest.fn();
      window.gtag = gtag;
      const { network } = renderBlock(NETWORK_SCRIPT_URL);
      networkPlacement(network()!, 'https://ads.example/x');
      advance(500);
      fireEvent.click(screen.getByText('Network ad'));
      expect(gtag.mock.calls).toEqual([['event', 'ad', { eventAction: 'click', eventLabel: 'network-body-top-image' }]]);
    });

    it('sends no display event while pending, and one 2.5 s after the fallback shows', () => {
      random.mockReturnValue(0.05);
      const gtag = jest.fn();
      window.gtag = gtag;
      renderBlock(NETWORK_SCRIPT_URL);
      // Stepwise, because act() renders the blocked state only when its callback returns.
      advance(3500);
      advance(2499);
      expect(gtag).not.toHaveBeenCalled();
      advance(1);
      expect(gtag.mock.calls).toEqual([['event', 'ad', { eventAction: 'display', eventLabel: 'appeal-body-top-image' }]]);
    });

    it('stops checking and empties its container when unmounted', () => {
      const { network, unmount } = renderBlock(NETWORK_SCRIPT_URL);
      const container = network()!;
      unmount();
      expect(container).toBeEmptyDOMElement();
      expect(jest.getTimerCount()).toBe(0);
    });

    it('leaves a script that is still loading a parent to write next to, off the page', () => {
      const { network, unmount } = renderBlock(NETWORK_SCRIPT_URL);
      const script = network()!.querySelector('script')!;
      unmount();
      expect(script.isConnected).toBe(false);
      // What the network's code does once it runs: insert its placement after its own tag.
      expect(() => script.parentNode!.insertBefore(document.createElement('div'), script.nextSibling)).not.toThrow();
    });
  });
});
