import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Popper, { PopperPlacementType } from '@mui/material/Popper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';

const placements: PopperPlacementType[] = ['top', 'top-start', 'bottom', 'bottom-start', 'left', 'right'];

// The arrow is a rotated square; Popper.js sets its position along the edge.
const Arrow = styled('span')(({ theme }) => ({
  position: 'absolute',
  width: 12,
  height: 12,
  '&::before': {
    content: '""',
    display: 'block',
    width: '100%',
    height: '100%',
    transform: 'rotate(45deg)',
    backgroundColor: (theme.vars ?? theme).palette.grey[800],
  },
}));

const ArrowPopper = styled(Popper)({
  zIndex: 1,
  '&[data-popper-placement*="bottom"] .popper-arrow': { top: -6 },
  '&[data-popper-placement*="top"] .popper-arrow': { bottom: -6 },
  '&[data-popper-placement*="left"] .popper-arrow': { right: -6 },
  '&[data-popper-placement*="right"] .popper-arrow': { left: -6 },
});

export default function ScrollPlaygroundPopper() {
  const [anchorEl, setAnchorEl] = React.useState<HTMLElement | null>(null);
  const [arrowEl, setArrowEl] = React.useState<HTMLElement | null>(null);
  const [placement, setPlacement] = React.useState<PopperPlacementType>('top');
  const [flip, setFlip] = React.useState(true);
  const [preventOverflow, setPreventOverflow] = React.useState(true);
  const [arrow, setArrow] = React.useState(true);
  const scrollerRef = React.useRef<HTMLDivElement>(null);

  // Start with the anchor in the middle of the scroll area.
  React.useEffect(() => {
    const scroller = scrollerRef.current;
    if (scroller) {
      scroller.scrollTop = (scroller.scrollHeight - scroller.clientHeight) / 2;
      scroller.scrollLeft = (scroller.scrollWidth - scroller.clientWidth) / 2;
    }
  }, []);

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <TextField
          select
          size="small"
          label="placement"
          value={placement}
          onChange={(event) => setPlacement(event.target.value as PopperPlacementType)}
          sx={{ minWidth: 150 }}
        >
          {placements.map((item) => (
            <MenuItem key={item} value={item}>
              {item}
            </MenuItem>
          ))}
        </TextField>
        <FormControlLabel control={<Switch checked={flip} onChange={(event) => setFlip(event.target.checked)} />} label="flip" />
        <FormControlLabel
          control={<Switch checked={preventOverflow} onChange={(event) => setPreventOverflow(event.target.checked)} />}
          label="preventOverflow"
        />
        <FormControlLabel control={<Switch checked={arrow} onChange={(event) => setArrow(event.target.checked)} />} label="arrow" />
      </Stack>
      <Box
        ref={scrollerRef}
        tabIndex={0}
        role="region"
        aria-label="Scroll area"
        sx={{ height: 260, overflow: 'auto', border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'action.hover' }}
      >
        <Box sx={{ width: 900, height: 700, display: 'grid', placeItems: 'center' }}>
          <Button
            variant="contained"
            aria-expanded={Boolean(anchorEl)}
            onClick={(event) => setAnchorEl(anchorEl ? null : event.currentTarget)}
          >
            {anchorEl ? 'Hide hint' : 'Show hint'}
          </Button>
        </Box>
      </Box>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        Open the hint, then scroll the area so the button nears an edge.
      </Typography>
      <ArrowPopper
        open={Boolean(anchorEl)}
        anchorEl={anchorEl}
        placement={placement}
        modifiers={[
          { name: 'flip', enabled: flip, options: { altBoundary: true } },
          { name: 'preventOverflow', enabled: preventOverflow, options: { altBoundary: true, padding: 8 } },
          { name: 'arrow', enabled: arrow, options: { element: arrowEl } },
          { name: 'offset', options: { offset: [0, 10] } },
        ]}
      >
        {arrow ? <Arrow ref={setArrowEl} className="popper-arrow" /> : null}
        <Paper sx={{ p: 1.5, maxWidth: 220, bgcolor: 'grey.800', color: 'common.white' }}>
          <Typography variant="body2">Drafts are saved every 30 seconds.</Typography>
        </Paper>
      </ArrowPopper>
    </Stack>
  );
}
