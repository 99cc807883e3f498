import * as React from 'react';
import Box from '@mui/material/Box';
import { copy, COPIED_RESET_MS, flashCopied } from '../utils/clipboard';

/** The look of the buttons of a demo's toolbar and of a playground's code panel. */
export const toolButtonSx = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: 0.5,
  minHeight: 32,
  px: 1,
  border: 1,
  borderColor: 'divider',
  borderRadius: 1,
  bgcolor: 'transparent',
  color: 'text.primary',
  font: 'inherit',
  fontSize: 13,
  cursor: 'pointer',
  '&:hover': { bgcolor: 'action.hover' },
  '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
  '&[aria-pressed="true"]': { bgcolor: 'action.selected', fontWeight: 600 },
  '&[data-copied] .copy-text': { display: 'none' },
  '&:not([data-copied]) .copied-text': { display: 'none' },
  '& svg': { fontSize: 16 },
} as const;

/** A toolbar button that copies text, then says "Copied" for a moment. */
export default function CopyToolButton({
  label,
  text,
  icon,
  textToCopy,
  onError,
  ...attributes
}: {
  label: string;
  text: string;
  icon: React.ReactNode;
  textToCopy: () => Promise<string>;
  /** A failed fetch or a refused clipboard leaves the button as it was. */
  onError: (error: unknown) => void;
} & Record<`data-${string}`, string>) {
  const onClick = (event: React.MouseEvent<HTMLButtonElement>) => {
    const button = event.currentTarget;
    textToCopy()
      .then(copy)
      .then(() => flashCopied(button, COPIED_RESET_MS))
      .catch(onError);
  };
  return (
    <Box component="button" type="button" sx={toolButtonSx} aria-label={label} title={label} onClick={onClick} {...attributes}>
      {icon}
      <span className="copy-text">{text}</span>
      <span className="copied-text">Copied</span>
    </Box>
  );
}
