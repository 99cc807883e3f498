/**
 * The markup side of click events (src/analytics/clickEvents.ts listens for them): a module of its
 * own, so that the components marking their controls do not carry the listener.
 */

/** The attributes that make clicks on an element (or anything inside it) report an event. */
export function gaEventAttributes(category: string, action: string, label?: string): Record<string, string> {
  return {
    'data-ga-event-category': category,
    'data-ga-event-action': action,
    ...(label ? { 'data-ga-event-label': label } : {}),
  };
}
