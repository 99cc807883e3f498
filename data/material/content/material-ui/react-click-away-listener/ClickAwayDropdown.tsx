import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ClickAwayListener from '@mui/material/ClickAwayListener';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';

const ranges = ['Last 7 days', 'Last 30 days', 'This quarter', 'This year'];

export default function ClickAwayDropdown() {
  const [open, setOpen] = React.useState(false);
  const [range, setRange] = React.useState(ranges[1]);

  return (
    <ClickAwayListener onClickAway={() => setOpen(false)}>
      <Box
        sx={{ position: 'relative', display: 'inline-block', mb: open ? 22 : 0 }}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            setOpen(false);
          }
        }}
      >
        <Button
          variant="outlined"
          endIcon={<ArrowDropDownIcon />}
          aria-expanded={open}
          aria-controls={open ? 'click-away-range' : undefined}
          onClick={() => setOpen((current) => !current)}
        >
          {range}
        </Button>
        {open ? (
          <Paper
            id="click-away-range"
            elevation={6}
            sx={{ position: 'absolute', top: '100%', left: 0, mt: 1, px: 2, py: 1, zIndex: 1, width: 200 }}
          >
            <RadioGroup aria-label="Date range" value={range} onChange={(event) => setRange(event.target.value)}>
              {ranges.map((item) => (
                <FormControlLabel key={item} value={item} control={<Radio size="small" />} label={item} />
              ))}
            </RadioGroup>
          </Paper>
        ) : null}
      </Box>
    </ClickAwayListener>
  );
}
