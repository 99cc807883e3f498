export interface ClickEvent {
  category: string;
  params: { eventAction: string; eventLabel?: string };
}

/**
 * The share of clicks an element reports (`data-ga-event-split`): a number in 0..1. Absent or
 * malformed means 1, so a typo in the markup never silently hides an event.
 */
export function parseSplit(value: string | null): number {
  if (value === null || value.trim() === '') {
    return 1;
  }
  const ratio = Number(value);
  return Number.isFinite(ratio) && ratio >= 0 && ratio <= 1 ? ratio : 1;
}

/**
 * The event a click on `target` reports: from the nearest element carrying
 * `data-ga-event-category`, which also needs `data-ga-event-action`; null when there is none or
 * this click falls outside the element's sample.
 */
export function clickEventFor(target: EventTarget | null, random: () => number): ClickEvent | null {
  const element = target instanceof Element ? target.closest('[data-ga-event-category]') : null;
  const category = element?.getAttribute('data-ga-event-category');
  const action = element?.getAttribute('data-ga-event-action');
  if (!element || !category || !action || !(random() < parseSplit(element.getAttribute('data-ga-event-split')))) {
    return null;
  }
  const label = element.getAttribute('data-ga-event-label');
  return { category, params: label ? { eventAction: action, eventLabel: label } : { eventAction: action } };
}

/** One listener for the whole document; returns its removal. */
export function listenForClickEvents(
  doc: Document,
  send: (category: string, params: ClickEvent['params']) => void,
  random: () => number = Math.random,
): () => void {
  const onClick = (event: MouseEvent) => {
    const found = clickEventFor(event.target, random);
    if (found) {
      send(found.category, found.params);
    }
  };
  // Capture phase: a control that stops the click's propagation is still counted.
  doc.addEventListener('click', onClick, true);
  return () => doc.removeEventListener('click', onClick, true);
}
