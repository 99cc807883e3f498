import { holdClicks } from '../../src/islands/clickReplay';

function island() {
  const container = document.body.appendChild(document.createElement('div'));
  const checkbox = container.appendChild(document.createElement('input'));
  checkbox.type = 'checkbox';
  const button = container.appendChild(document.createElement('button'));
  return { container, checkbox, button };
}

describe('holdClicks', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('keeps a click from acting before the island is live, then replays it on the same element', () => {
    const { container, checkbox } = island();
    const hold = holdClicks(container);
    checkbox.click();
    // The native toggle did not happen: hydration would otherwise reset it.
    expect(checkbox.checked).toBe(false);
    expect(hold.size).toBe(1);
    const seen = jest.fn();
    checkbox.addEventListener('click', (event) => seen((event as MouseEvent).clientX));
    hold.replay();
    expect(checkbox.checked).toBe(true);
    expect(seen).toHaveBeenCalledTimes(1);
    expect(hold.size).toBe(0);
  });

  it('replays clicks in their order, with their coordinates and keys', () => {
    const { container, checkbox, button } = island();
    const hold = holdClicks(container);
    button.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, clientX: 12, clientY: 34, shiftKey: true }));
    checkbox.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, clientX: 56 }));
    const order: string[] = [];
    button.addEventListener('click', (event) => order.push(`button ${event.clientX},${event.clientY} shift=${event.shiftKey}`));
    checkbox.addEventListener('click', (event) => order.push(`checkbox ${event.clientX}`));
    hold.replay();
    expect(order).toEqual(['button 12,34 shift=true', 'checkbox 56']);
  });

  it('lets clicks through once replayed or released, and drops clicks on removed elements', () => {
    const { container, checkbox, button } = island();
    const hold = holdClicks(container);
    button.click();
    button.remove();
    const buttonClicks = jest.fn();
    button.addEventListener('click', buttonClicks);
    hold.replay();
    expect(buttonClicks).not.toHaveBeenCalled();
    checkbox.click();
    expect(checkbox.checked).toBe(true);

    const second = island();
    const released = holdClicks(second.container);
    second.checkbox.click();
    released.release();
    expect(released.size).toBe(0);
    second.checkbox.click();
    expect(second.checkbox.checked).toBe(true);
  });
});
