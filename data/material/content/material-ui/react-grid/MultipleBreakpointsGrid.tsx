import * as React from 'react';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme, type Breakpoint } from '@mui/material/styles';

// The breakpoint Grid is using right now: the widest one whose min-width the window reaches.
function useCurrentBreakpoint(): Breakpoint {
  const theme = useTheme();
  const sm = useMediaQuery(theme.breakpoints.up('sm'));
  const md = useMediaQuery(theme.breakpoints.up('md'));
  const lg = useMediaQuery(theme.breakpoints.up('lg'));
  const xl = useMediaQuery(theme.breakpoints.up('xl'));
  if (xl) return 'xl';
  if (lg) return 'lg';
  if (md) return 'md';
  if (sm) return 'sm';
  return 'xs';
}

const articles = [
  { title: 'Article body', rule: { xs: 12, md: 8 } },
  { title: 'Related links', rule: { xs: 12, md: 4 } },
  { title: 'Comment 1', rule: { xs: 12, sm: 6, lg: 4 } },
  { title: 'Comment 2', rule: { xs: 12, sm: 6, lg: 4 } },
  { title: 'Comment 3', rule: { xs: 12, sm: 12, lg: 4 } },
];

function describe(rule: Partial<Record<Breakpoint, number>>) {
  return Object.entries(rule)
    .map(([key, value]) => `${key}: ${value}`)
    .join(', ');
}

export default function MultipleBreakpointsGrid() {
  const breakpoint = useCurrentBreakpoint();
  return (
    <div>
      <Typography variant="body2" sx={{ mb: 2 }}>
        Current breakpoint (from the window width): <strong>{breakpoint}</strong>
      </Typography>
      <Grid container spacing={2}>
        {articles.map((article) => (
          <Grid key={article.title} size={article.rule}>
            <Paper variant="outlined" sx={{ p: 1.5 }}>
              <Typography variant="subtitle2" component="p">
                {article.title}
              </Typography>
              <Typography variant="caption" sx={{ fontFamily: 'monospace', color: 'text.secondary' }}>
                {`size={{ ${describe(article.rule)} }}`}
              </Typography>
            </Paper>
          </Grid>
        ))}
      </Grid>
    </div>
  );
}
