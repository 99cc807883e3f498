/**
 * Copies text to the clipboard: the asynchronous Clipboard API first; where it is missing or
 * refused, a hidden selected textarea and `document.execCommand('copy')`. Rejects with a
 * `NotAllowedError` DOMException when both fail.
 */
export async function copy(text: string): Promise<void> {
  try {
    if (!navigator.clipboard?.writeText) {
      throw new Error('Clipboard API unavailable');
    }
    await navigator.clipboard.writeText(text);
    return;
  } catch {
    // Fall through to the selection-based copy.
  }
  const textarea = document.createElement('textarea');
  textarea.value = text;
  textarea.setAttribute('readonly', '');
  textarea.style.position = 'fixed';
  textarea.style.top = '0';
  textarea.style.opacity = '0';
  document.body.appendChild(textarea);
  let copied = false;
  try {
    textarea.select();
    copied = document.execCommand('copy');
  } catch {
    copied = false;
  } finally {
    textarea.remove();
  }
  if (!copied) {
    throw new DOMException('The text could not be copied to the clipboard.', 'NotAllowedError');
  }
}

/** How long a copy button shows its "copied" state. */
export const COPIED_RESET_MS = 1200;
/** The same for the inline variant used by short one-line commands. */
export const INLINE_COPIED_RESET_MS = 2000;

/**
 * Marks an element as copied (`data-copied`) and clears the mark after `duration`; a new copy
 * restarts the timer. Returns a function that cancels a pending reset.
 */
export function flashCopied(element: HTMLElement, duration: number): () => void {
  const previous = Number(element.dataset.copiedTimer);
  if (previous) {
    window.clearTimeout(previous);
  }
  element.dataset.copied = 'true';
  const timer = window.setTimeout(() => {
    delete element.dataset.copied;
    delete element.dataset.copiedTimer;
  }, duration);
  element.dataset.copiedTimer = String(timer);
  return () => window.clearTimeout(timer);
}

/**
 * Copies text that is still on its way (a fetched file). Where the browser takes a promise in a
 * ClipboardItem, the write starts inside the click, as Safari requires of a write that follows an
 * await; elsewhere, the text is awaited and copied as `copy` does. Rejects when the text does.
 */
export async function copyWhenReady(text: Promise<string>): Promise<void> {
  if (typeof ClipboardItem !== 'undefined' && typeof navigator.clipboard?.write === 'function') {
    try {
      await navigator.clipboard.write([
        new ClipboardItem({ 'text/plain': text.then((value) => new Blob([value], { type: 'text/plain' })) }),
      ]);
      return;
    } catch {
      // Refused, or the text failed: the plain path below copies it or reports why not.
    }
  }
  await copy(await text);
}
