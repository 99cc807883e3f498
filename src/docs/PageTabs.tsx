import Box from '@mui/material/Box';
import NextLink from 'next/link';

/** Links between a component page and its API tabs, styled as tabs. */
export default function PageTabs({ tabs, current }: { tabs: { label: string; route: string }[]; current: string }) {
  if (tabs.length === 0) {
    return null;
  }
  return (
    <Box
      component="nav"
      aria-label="Page sections"
      data-pagefind-ignore=""
      sx={{ display: 'flex', gap: 1, mb: 4, borderBottom: 1, borderColor: 'divider', overflowX: 'auto' }}
    >
      {tabs.map((tab) => (
        <Box
          key={tab.route}
          component={NextLink}
          href={tab.route}
          aria-current={tab.route === current ? 'page' : undefined}
          sx={(theme) => ({
            px: 2,
            py: 1,
            mb: '-1px',
            borderBottom: 2,
            borderColor: 'transparent',
            color: 'text.secondary',
            textDecoration: 'none',
            fontWeight: 600,
            fontSize: 14,
            whiteSpace: 'nowrap',
            '&:hover': { color: 'text.primary' },
            '&[aria-current="page"]': { color: 'primary.main', borderColor: 'primary.main' },
            '&:focus-visible': { outline: `2px solid ${theme.vars.palette.primary.main}`, outlineOffset: -2 },
          })}
        >
          {tab.label}
        </Box>
      ))}
    </Box>
  );
}
