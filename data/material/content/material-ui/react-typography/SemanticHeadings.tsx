import * as React from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

// Shows, next to its child, the element the child really rendered (read from the DOM once mounted).
function ShowElement({ children }: { children: React.ReactElement }) {
  const [tag, setTag] = React.useState('…');
  const measure = React.useCallback((node: HTMLDivElement | null) => {
    if (node?.firstElementChild) {
      setTag(`<${node.firstElementChild.tagName.toLowerCase()}>`);
    }
  }, []);

  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <Box ref={measure} sx={{ flexGrow: 1, minWidth: 0 }}>
        {children}
      </Box>
      <Chip label={tag} size="small" variant="outlined" sx={{ fontFamily: 'monospace', flexShrink: 0 }} />
    </Stack>
  );
}

export default function SemanticHeadings() {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, width: '100%', maxWidth: 560 }}>
      <Stack spacing={1.5}>
        <ShowElement>
          <Typography variant="overline" sx={{ color: 'text.secondary' }}>
            Case study
          </Typography>
        </ShowElement>
        {/* Looks like h5, but is a third-level heading in the page outline. */}
        <ShowElement>
          <Typography variant="h5" component="h3">
            How a bakery cut delivery times by a third
          </Typography>
        </ShowElement>
        <ShowElement>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            Route planning, earlier loading and one extra van.
          </Typography>
        </ShowElement>
        <ShowElement>
          <Typography variant="subtitle1" component="h4" sx={{ fontWeight: 'medium', pt: 1 }}>
            The starting point
          </Typography>
        </ShowElement>
        {/* variantMapping changes the default element of a variant, here for this one component. */}
        <ShowElement>
          <Typography variant="caption" variantMapping={{ caption: 'p' }} sx={{ color: 'text.secondary' }}>
            Published 14 May · 4 min read
          </Typography>
        </ShowElement>
      </Stack>
    </Paper>
  );
}
