import * as React from 'react';
import { copy, COPIED_RESET_MS, flashCopied, INLINE_COPIED_RESET_MS } from '../utils/clipboard';

async function copyBlock(block: Element): Promise<void> {
  const button = block.querySelector<HTMLElement>('.copy-button');
  await copy(block.querySelector('pre')?.textContent ?? '');
  if (button) {
    flashCopied(button, button.dataset.inline ? INLINE_COPIED_RESET_MS : COPIED_RESET_MS);
  }
}

/**
 * Makes the build-time copy buttons of the code blocks inside `root` work, and lets Ctrl+C /
 * Cmd+C copy the block under the pointer or holding the focus when nothing is selected.
 */
export default function useCodeBlockCopy(root: React.RefObject<HTMLElement | null>): void {
  React.useEffect(() => {
    const element = root.current;
    if (!element) {
      return undefined;
    }
    // The pointer may already rest on a block when this runs (it hydrates after the page).
    let hovered: Element | null = element.querySelector('.code-block:hover');
    const onClick = (event: MouseEvent) => {
      const button = (event.target as Element).closest('.copy-button');
      const block = button?.closest('.code-block');
      if (block) {
        copyBlock(block).catch(() => {});
      }
    };
    const onPointerOver = (event: MouseEvent) => {
      hovered = (event.target as Element).closest('.code-block');
    };
    const onPointerLeave = () => {
      hovered = null;
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() !== 'c' || !(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey) {
        return;
      }
      if (window.getSelection()?.toString()) {
        return;
      }
      const block = document.activeElement?.closest('.code-block') ?? hovered;
      if (block && element.contains(block)) {
        event.preventDefault();
        copyBlock(block).catch(() => {});
      }
    };
    element.addEventListener('click', onClick);
    element.addEventListener('mouseover', onPointerOver);
    element.addEventListener('mouseleave', onPointerLeave);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      element.removeEventListener('click', onClick);
      element.removeEventListener('mouseover', onPointerOver);
      element.removeEventListener('mouseleave', onPointerLeave);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [root]);
}
