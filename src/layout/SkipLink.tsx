import Link from '@mui/material/Link';

export const MAIN_CONTENT_ID = 'main-content';

/** The first focusable element: jumps past the header and the navigation. */
export default function SkipLink() {
  return (
    <Link
      href={`#${MAIN_CONTENT_ID}`}
      sx={(theme) => ({
        position: 'fixed',
        top: theme.spacing(1),
        left: theme.spacing(1),
        zIndex: theme.zIndex.tooltip + 1,
        px: 2,
        py: 1,
        borderRadius: 1,
        bgcolor: 'background.paper',
        color: 'primary.main',
        fontWeight: 600,
        boxShadow: 3,
        transform: 'translateY(-200%)',
        '&:focus-visible, &:focus': { transform: 'none' },
      })}
    >
      Skip to content
    </Link>
  );
}
