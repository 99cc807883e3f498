import * as React from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import ClickAwayListener from '@mui/material/ClickAwayListener';
import InputBase from '@mui/material/InputBase';
import Paper from '@mui/material/Paper';
import Popper, { type PopperProps } from '@mui/material/Popper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckIcon from '@mui/icons-material/Check';
import SellOutlinedIcon from '@mui/icons-material/SellOutlined';

interface IssueLabel {
  name: string;
  color: string;
  description: string;
}

const issueLabels: IssueLabel[] = [
  { name: 'accessibility', color: '#7b1fa2', description: 'Keyboard, screen reader or contrast issue' },
  { name: 'bug', color: '#d32f2f', description: 'Something does not work as documented' },
  { name: 'docs', color: '#0277bd', description: 'Improvements to the documentation' },
  { name: 'good first issue', color: '#2e7d32', description: 'Small, well-scoped task for newcomers' },
  { name: 'needs reproduction', color: '#ef6c00', description: 'Waiting for a minimal example' },
  { name: 'performance', color: '#c2185b', description: 'Slow rendering, large bundles or memory use' },
  { name: 'regression', color: '#5d4037', description: 'Worked in an earlier release' },
  { name: 'typescript', color: '#1565c0', description: 'Type definitions and inference' },
];

function Swatch({ color }: { color: string }) {
  return <Box component="span" sx={{ width: 12, height: 12, flexShrink: 0, borderRadius: '50%', bgcolor: color }} />;
}

// Renders the options list in place, inside our own Popper, instead of in a second popup.
function InlineListPopper(props: PopperProps) {
  return (
    <div className={props.className} role={props.role}>
      {props.children as React.ReactNode}
    </div>
  );
}

export default function LabelPicker() {
  const [value, setValue] = React.useState<IssueLabel[]>([issueLabels[1], issueLabels[5]]);
  const [anchorEl, setAnchorEl] = React.useState<HTMLButtonElement | null>(null);
  // Sorted when the picker opens, so selected labels come first without jumping while you click.
  const [sortedOptions, setSortedOptions] = React.useState(issueLabels);
  const open = Boolean(anchorEl);

  const openPicker = (event: React.MouseEvent<HTMLButtonElement>) => {
    const selectedFirst = [...issueLabels].sort((a, b) => Number(value.includes(b)) - Number(value.includes(a)));
    setSortedOptions(selectedFirst);
    setAnchorEl(event.currentTarget);
  };

  const closePicker = () => {
    anchorEl?.focus();
    setAnchorEl(null);
  };

  return (
    <Box sx={{ width: '100%', maxWidth: 320 }}>
      <Button
        variant="text"
        color="inherit"
        startIcon={<SellOutlinedIcon />}
        onClick={open ? closePicker : openPicker}
        aria-haspopup="dialog"
        aria-expanded={open}
        sx={{ textTransform: 'none', fontWeight: 600, px: 1 }}
      >
        Labels
      </Button>
      <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap', mt: 1, px: 1 }}>
        {value.length === 0 ? (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            None yet
          </Typography>
        ) : (
          value.map((label) => (
            <Chip key={label.name} size="small" variant="outlined" icon={<Swatch color={label.color} />} label={label.name} />
          ))
        )}
      </Stack>
      <Popper open={open} anchorEl={anchorEl} placement="bottom-start" sx={{ zIndex: 'modal' }}>
        <ClickAwayListener onClickAway={closePicker}>
          <Paper
            role="dialog"
            aria-labelledby="label-picker-label"
            elevation={8}
            sx={{ width: 300, maxWidth: 'calc(100vw - 32px)' }}
            onKeyDown={(event) => {
              // Tab leaves the picker: close it and return focus to the button.
              if (event.key === 'Tab') {
                event.preventDefault();
                closePicker();
              }
            }}
          >
            <Typography id="label-picker-label" variant="subtitle2" sx={{ px: 2, pt: 1.5, pb: 1 }}>
              Apply labels to this issue
            </Typography>
            <Autocomplete
              id="label-picker"
              open
              multiple
              disableCloseOnSelect
              options={sortedOptions}
              value={value}
              onChange={(event, newValue, reason) => {
                // Backspace in an empty filter would otherwise remove the last label.
                if (event.type === 'keydown' && (event as React.KeyboardEvent).key === 'Backspace' && reason === 'removeOption') {
                  return;
                }
                setValue(newValue);
              }}
              onClose={(_event, reason) => {
                if (reason === 'escape') {
                  closePicker();
                }
              }}
              getOptionLabel={(option) => option.name}
              renderTags={() => null}
              noOptionsText="No matching label"
              slots={{ popper: InlineListPopper }}
              slotProps={{ paper: { elevation: 0, square: true }, listbox: { sx: { maxHeight: 280 } } }}
              renderOption={(props, option, { selected }) => {
                const { key, ...optionProps } = props;
                return (
                  <li key={key} {...optionProps}>
                    <CheckIcon fontSize="small" sx={{ mr: 1, visibility: selected ? 'visible' : 'hidden' }} />
                    <Swatch color={option.color} />
                    <Box sx={{ ml: 1.5, minWidth: 0 }}>
                      <Typography variant="body2" sx={{ fontWeight: 600 }}>
                        {option.name}
                      </Typography>
                      <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                        {option.description}
                      </Typography>
                    </Box>
                  </li>
                );
              }}
              renderInput={(params) => (
                <Box sx={{ px: 1.5, pb: 1, borderBottom: 1, borderColor: 'divider' }}>
                  <InputBase
                    ref={params.InputProps.ref}
                    inputProps={{ ...params.inputProps, 'aria-label': 'Filter labels' }}
                    autoFocus
                    placeholder="Filter labels"
                    sx={{
                      width: '100%',
                      px: 1,
                      py: 0.5,
                      border: 1,
                      borderColor: 'divider',
                      borderRadius: 1,
                      '&.Mui-focused': { borderColor: 'primary.main', boxShadow: 1 },
                    }}
                  />
                </Box>
              )}
            />
          </Paper>
        </ClickAwayListener>
      </Popper>
    </Box>
  );
}
