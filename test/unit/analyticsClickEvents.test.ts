import { clickEventFor, listenForClickEvents, parseSplit } from '../../src/analytics/clickEvents';
import { gaEventAttributes } from '../../src/analytics/eventAttributes';

function tagged(attributes: Record<string, string>): HTMLElement {
  const button = document.createElement('button');
  for (const [name, value] of Object.entries(attributes)) {
    button.setAttribute(name, value);
  }
  const icon = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
  button.append(icon, document.createElement('span'));
  document.body.append(button);
  return button;
}

const COPY = gaEventAttributes('demo', 'copy', 'BasicButtons');

describe('parseSplit', () => {
  it.each([
    [null, 1],
    ['', 1],
    ['0', 0],
    ['0.25', 0.25],
    ['1', 1],
    ['abc', 1],
    ['1.5', 1],
    ['-0.1', 1],
    ['Infinity', 1],
  ])('%p → %p', (value, expected) => {
    expect(parseSplit(value)).toBe(expected);
  });
});

describe('clickEventFor', () => {
  afterEach(() => {
    document.body.replaceChildren();
  });

  it('reports a click on an element inside the tagged one', () => {
    const button = tagged(COPY);
    const expected = { category: 'demo', params: { eventAction: 'copy', eventLabel: 'BasicButtons' } };
    expect(clickEventFor(button.querySelector('span'), Math.random)).toEqual(expected);
    expect(clickEventFor(button.querySelector('svg'), Math.random)).toEqual(expected);
    expect(clickEventFor(button, Math.random)).toEqual(expected);
  });

  it('leaves the label out when the element has none', () => {
    const button = tagged(gaEventAttributes('settings', 'mode'));
    expect(clickEventFor(button, Math.random)).toEqual({ category: 'settings', params: { eventAction: 'mode' } });
  });

  it('reports nothing without a category or an action, or outside any tagged element', () => {
    expect(clickEventFor(tagged({ 'data-ga-event-category': 'demo' }), Math.random)).toBeNull();
    expect(clickEventFor(tagged({ 'data-ga-event-action': 'copy' }), Math.random)).toBeNull();
    expect(clickEventFor(tagged({ 'data-ga-event-category': '', 'data-ga-event-action': 'copy' }), Math.random)).toBeNull();
    expect(clickEventFor(tagged({}), Math.random)).toBeNull();
    expect(clickEventFor(document.body, Math.random)).toBeNull();
    expect(clickEventFor(null, Math.random)).toBeNull();
  });

  it('samples: reported only when the draw is below the split', () => {
    const button = tagged({ ...COPY, 'data-ga-event-split': '0.5' });
    expect(clickEventFor(button, () => 0.4999)).not.toBeNull();
    expect(clickEventFor(button, () => 0.5)).toBeNull();
    expect(clickEventFor(tagged({ ...COPY, 'data-ga-event-split': '0' }), () => 0)).toBeNull();
  });

  it('reports every click when the split is malformed', () => {
    expect(clickEventFor(tagged({ ...COPY, 'data-ga-event-split': 'half' }), () => 0.9999)).not.toBeNull();
    expect(clickEventFor(tagged({ ...COPY, 'data-ga-event-split': '2' }), () => 0.9999)).not.toBeNull();
  });
});

describe('listenForClickEvents', () => {
  afterEach(() => {
    document.body.replaceChildren();
  });

  it('sends the event of a click anywhere in the document, until removed', () => {
    const send = jest.fn();
    const stop = listenForClickEvents(document, send);
    const button = tagged(COPY);
    button.querySelector('span')!.click();
    document.body.click();
    expect(send.mock.calls).toEqual([['demo', { eventAction: 'copy', eventLabel: 'BasicButtons' }]]);
    stop();
    button.click();
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('still counts a control that stops the click from propagating', () => {
    const send = jest.fn();
    const stop = listenForClickEvents(document, send);
    const button = tagged(COPY);
    button.addEventListener('click', (event) => event.stopPropagation());
    button.click();
    expect(send).toHaveBeenCalledTimes(1);
    stop();
  });

  it('draws from the given random source', () => {
    const send = jest.fn();
    const stop = listenForClickEvents(document, send, () => 0.2);
    tagged({ ...COPY, 'data-ga-event-split': '0.2' }).click();
    tagged({ ...COPY, 'data-ga-event-split': '0.3' }).click();
    expect(send).toHaveBeenCalledTimes(1);
    stop();
  });
});

describe('gaEventAttributes', () => {
  it('gives the data attributes, without a label when there is none', () => {
    expect(gaEventAttributes('demo', 'show-code', 'BasicButtons')).toEqual({
      'data-ga-event-category': 'demo',
      'data-ga-event-action': 'show-code',
      'data-ga-event-label': 'BasicButtons',
    });
    expect(gaEventAttributes('settings', 'mode')).toEqual({ 'data-ga-event-category': 'settings', 'data-ga-event-action': 'mode' });
  });
});
