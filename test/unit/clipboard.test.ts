import { copy, copyWhenReady, COPIED_RESET_MS, flashCopied, INLINE_COPIED_RESET_MS } from '../../src/utils/clipboard';

describe('copy', () => {
  const originalClipboard = Object.getOwnPropertyDescriptor(navigator, 'clipboard');
  let execCommand: jest.Mock;

  beforeEach(() => {
    execCommand = jest.fn();
    Object.defineProperty(document, 'execCommand', { value: execCommand, configurable: true });
  });

  afterEach(() => {
    if (originalClipboard) {
      Object.defineProperty(navigator, 'clipboard', originalClipboard);
    } else {
      delete (navigator as unknown as Record<string, unknown>).clipboard;
    }
  });

  function setClipboard(writeText: ((text: string) => Promise<void>) | undefined) {
    Object.defineProperty(navigator, 'clipboard', { value: writeText ? { writeText } : undefined, configurable: true });
  }

  it('uses navigator.clipboard.writeText first', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    setClipboard(writeText);
    await copy('npm install @mui/material');
    expect(writeText).toHaveBeenCalledWith('npm install @mui/material');
    expect(execCommand).not.toHaveBeenCalled();
  });

  it('falls back to a selected hidden element and execCommand, then removes the element', async () => {
    setClipboard(jest.fn().mockRejectedValue(new Error('denied')));
    let selected = '';
    execCommand.mockImplementation(() => {
      const textarea = document.querySelector('textarea')!;
      selected = textarea.value.slice(textarea.selectionStart, textarea.selectionEnd);
      return true;
    });
    const before = document.body.childElementCount;
    await copy('fallback text');
    expect(execCommand).toHaveBeenCalledWith('copy');
    expect(selected).toBe('fallback text');
    expect(document.body.childElementCount).toBe(before);
  });

  it('falls back when the Clipboard API is missing', async () => {
    setClipboard(undefined);
    execCommand.mockReturnValue(true);
    await expect(copy('x')).resolves.toBeUndefined();
    expect(execCommand).toHaveBeenCalledWith('copy');
  });

  it('rejects with a NotAllowedError DOMException when both fail', async () => {
    setClipboard(jest.fn().mockRejectedValue(new Error('denied')));
    execCommand.mockReturnValue(false);
    const error = await copy('x').catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(DOMException);
    expect((error as DOMException).name).toBe('NotAllowedError');
    expect(document.querySelector('textarea')).toBeNull();
  });
});

describe('copied state', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('resets after 1.2 s for a block and 2 s for the inline variant', () => {
    expect(COPIED_RESET_MS).toBe(1200);
    expect(INLINE_COPIED_RESET_MS).toBe(2000);
    const block = document.createElement('button');
    const inline = document.createElement('button');
    flashCopied(block, COPIED_RESET_MS);
    flashCopied(inline, INLINE_COPIED_RESET_MS);
    jest.advanceTimersByTime(1199);
    expect(block.dataset.copied).toBe('true');
    jest.advanceTimersByTime(1);
    expect(block.dataset.copied).toBeUndefined();
    expect(inline.dataset.copied).toBe('true');
    jest.advanceTimersByTime(799);
    expect(inline.dataset.copied).toBe('true');
    jest.advanceTimersByTime(1);
    expect(inline.dataset.copied).toBeUndefined();
  });

  it('a second copy restarts the timer', () => {
    const button = document.createElement('button');
    flashCopied(button, COPIED_RESET_MS);
    jest.advanceTimersByTime(1000);
    flashCopied(button, COPIED_RESET_MS);
    jest.advanceTimersByTime(1000);
    expect(button.dataset.copied).toBe('true');
    jest.advanceTimersByTime(200);
    expect(button.dataset.copied).toBeUndefined();
  });
});

describe('copyWhenReady', () => {
  const originalClipboard = Object.getOwnPropertyDescriptor(navigator, 'clipboard');
  const originalItem = (globalThis as { ClipboardItem?: unknown }).ClipboardItem;

  afterEach(() => {
    if (originalClipboard) {
      Object.defineProperty(navigator, 'clipboard', originalClipboard);
    } else {
      delete (navigator as unknown as Record<string, unknown>).clipboard;
    }
    (globalThis as { ClipboardItem?: unknown }).ClipboardItem = originalItem;
  });

  class FakeClipboardItem {
    constructor(readonly items: Record<string, Promise<Blob>>) {}
  }

  it('hands the browser a ClipboardItem holding the pending text, started before the text arrives', async () => {
    const write = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { write, writeText: jest.fn() }, configurable: true });
    (globalThis as { ClipboardItem?: unknown }).ClipboardItem = FakeClipboardItem;
    let resolveText: (text: string) => void = () => {};
    const copying = copyWhenReady(new Promise((resolve) => (resolveText = resolve)));
    expect(write).toHaveBeenCalledTimes(1);
    resolveText('# Button');
    await copying;
    const [item] = write.mock.calls[0][0] as FakeClipboardItem[];
    const blob = await item.items['text/plain'];
    expect(blob.type).toBe('text/plain');
    expect(blob.size).toBe('# Button'.length);
  });

  it('awaits the text and writes it as plain text where ClipboardItem is missing', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    delete (globalThis as { ClipboardItem?: unknown }).ClipboardItem;
    await copyWhenReady(Promise.resolve('# Slider'));
    expect(writeText).toHaveBeenCalledWith('# Slider');
  });

  it('rejects with the reason when the text never arrives', async () => {
    const write = jest.fn((items: FakeClipboardItem[]) => items[0].items['text/plain'].then(() => undefined));
    const writeText = jest.fn();
    Object.defineProperty(navigator, 'clipboard', { value: { write, writeText }, configurable: true });
    (globalThis as { ClipboardItem?: unknown }).ClipboardItem = FakeClipboardItem;
    await expect(copyWhenReady(Promise.reject(new Error('offline')))).rejects.toThrow('offline');
    expect(writeText).not.toHaveBeenCalled();
  });
});
