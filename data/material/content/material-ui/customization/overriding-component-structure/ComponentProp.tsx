import * as React from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const tags = ['Hiking', 'Family friendly', 'Dogs on lead'];

/** Lists each Material UI root in the card with the element it rendered, read from the DOM after mount. */
function useRenderedOutline(ref: React.RefObject<HTMLElement | null>) {
  const [outline, setOutline] = React.useState<string[]>([]);
  React.useEffect(() => {
    const roots = [ref.current!, ...ref.current!.querySelectorAll<HTMLElement>('[class*="-root"]')];
    setOutline(
      roots.map((element) => {
        const muiClass = [...element.classList].find((name) => /^Mui\w+-root$/.test(name)) ?? '';
        return `<${element.tagName.toLowerCase()}> ${muiClass}`;
      }),
    );
  }, [ref]);
  return outline;
}

export default function ComponentProp() {
  const cardRef = React.useRef<HTMLElement>(null);
  const outline = useRenderedOutline(cardRef);

  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} sx={{ width: '100%', alignItems: 'flex-start' }}>
      <Paper ref={cardRef} component="article" variant="outlined" aria-labelledby="trail-title" sx={{ p: 2, width: '100%', maxWidth: 340 }}>
        {/* Looks like a subtitle, but is a real heading in the document outline. */}
        <Typography id="trail-title" variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          Lakeside loop
        </Typography>
        <Typography variant="body2" component="time" dateTime="2025-06-14" sx={{ color: 'text.secondary' }}>
          Updated 14 June
        </Typography>
        <Stack component="ul" direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap', listStyle: 'none', p: 0, m: 0, mt: 1.5 }}>
          {tags.map((tag) => (
            <Chip key={tag} component="li" label={tag} size="small" />
          ))}
        </Stack>
      </Paper>
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="caption" component="p" sx={{ color: 'text.secondary' }}>
          Rendered elements
        </Typography>
        <Box component="ul" sx={{ m: 0, pl: 2, fontFamily: 'monospace', fontSize: 13, overflowWrap: 'anywhere' }}>
          {outline.map((line, index) => (
            <li key={index}>{line}</li>
          ))}
        </Box>
      </Box>
    </Stack>
  );
}
