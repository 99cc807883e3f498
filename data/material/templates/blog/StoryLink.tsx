import Link from '@mui/material/Link';

/**
 * A post's title as a button that opens the reader. Its `::after` covers the whole card (the
 * card is `position: relative`), so the card is one large click target with one tab stop, and
 * the heading keeps its meaning for screen readers.
 */
export default function StoryLink({ title, onOpen }: { title: string; onOpen: () => void }) {
  return (
    <Link
      component="button"
      type="button"
      onClick={onOpen}
      aria-haspopup="dialog"
      underline="hover"
      color="inherit"
      sx={{
        font: 'inherit',
        textAlign: 'left',
        // The button itself must not be positioned, or the overlay would only cover the title.
        position: 'static',
        '&::after': { content: '""', position: 'absolute', inset: 0 },
        '&:focus-visible': { outline: 'none' },
        '&:focus-visible::after': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 2 },
      }}
    >
      {title}
    </Link>
  );
}
