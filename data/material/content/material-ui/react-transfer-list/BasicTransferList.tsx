import * as React from 'react';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import KeyboardArrowRightIcon from '@mui/icons-material/KeyboardArrowRight';
import KeyboardArrowLeftIcon from '@mui/icons-material/KeyboardArrowLeft';
import KeyboardDoubleArrowRightIcon from '@mui/icons-material/KeyboardDoubleArrowRight';
import KeyboardDoubleArrowLeftIcon from '@mui/icons-material/KeyboardDoubleArrowLeft';

const allColumns = ['Order ID', 'Customer', 'Email', 'Country', 'Total', 'Currency', 'Status', 'Created on', 'Shipped on'];

// Keeps the columns in their original order, whichever side they are on.
const ordered = (items: string[]) => allColumns.filter((column) => items.includes(column));

// On a phone the lists stack, so the arrows turn to point down and up.
const arrowSx = { transform: { xs: 'rotate(90deg)', sm: 'none' } };

export default function BasicTransferList() {
  const id = React.useId();
  const [available, setAvailable] = React.useState(['Email', 'Country', 'Currency', 'Created on', 'Shipped on']);
  const [exported, setExported] = React.useState(['Order ID', 'Customer', 'Total', 'Status']);
  const [checked, setChecked] = React.useState<string[]>([]);
  const [status, setStatus] = React.useState('');
  // The checkbox of each row, and the row to focus after a move: the button that was clicked
  // may become disabled, and keyboard focus would otherwise fall back to the page.
  const inputs = React.useRef(new Map<string, HTMLInputElement>());
  // A new object on every move, so moving the same item back and forth still refocuses it.
  const [focusTarget, setFocusTarget] = React.useState<{ item: string } | null>(null);

  React.useEffect(() => {
    if (focusTarget) {
      inputs.current.get(focusTarget.item)?.focus();
    }
  }, [focusTarget]);

  const checkedAvailable = available.filter((item) => checked.includes(item));
  const checkedExported = exported.filter((item) => checked.includes(item));

  const toggle = (item: string) =>
    setChecked((current) => (current.includes(item) ? current.filter((value) => value !== item) : [...current, item]));

  const afterMove = (items: string[], destination: string) => {
    setChecked(checked.filter((item) => !items.includes(item)));
    setFocusTarget({ item: items[0] });
    setStatus(`Moved ${items.length === 1 ? items[0] : `${items.length} columns`} to ${destination}.`);
  };

  const moveToExported = (items: string[]) => {
    setExported(ordered([...exported, ...items]));
    setAvailable(available.filter((item) => !items.includes(item)));
    afterMove(items, 'Export columns');
  };

  const moveToAvailable = (items: string[]) => {
    setAvailable(ordered([...available, ...items]));
    setExported(exported.filter((item) => !items.includes(item)));
    afterMove(items, 'Available columns');
  };

  const renderList = (key: string, title: string, items: string[]) => (
    <Paper variant="outlined" sx={{ width: { xs: '100%', sm: 220 } }}>
      <Typography id={`${id}-${key}`} variant="subtitle2" component="h3" sx={{ px: 2, pt: 1.5 }}>
        {title}
      </Typography>
      <List dense aria-labelledby={`${id}-${key}`} sx={{ height: 230, overflowY: 'auto' }}>
        {items.map((item) => (
          <ListItem key={item} disablePadding>
            {/* The row is the checkbox's label: clicking anywhere on it toggles the checkbox. */}
            <ListItemButton component="label" role={undefined} tabIndex={-1}>
              <ListItemIcon sx={{ minWidth: 36 }}>
                <Checkbox
                  edge="start"
                  size="small"
                  checked={checked.includes(item)}
                  onChange={() => toggle(item)}
                  inputRef={(element: HTMLInputElement | null) => {
                    if (element) {
                      inputs.current.set(item, element);
                    } else {
                      inputs.current.delete(item);
                    }
                  }}
                />
              </ListItemIcon>
              <ListItemText primary={item} />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </Paper>
  );

  return (
    <Stack spacing={2} sx={{ alignItems: 'center' }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'center', alignItems: 'center', width: { xs: '100%', sm: 'auto' } }}
      >
        {renderList('available', 'Available columns', available)}
        <Stack direction={{ xs: 'row', sm: 'column' }} spacing={1}>
          <Button
            variant="outlined"
            size="small"
            aria-label="Move all to Export columns"
            disabled={available.length === 0}
            onClick={() => moveToExported(available)}
          >
            <KeyboardDoubleArrowRightIcon sx={arrowSx} />
          </Button>
          <Button
            variant="outlined"
            size="small"
            aria-label="Move checked to Export columns"
            disabled={checkedAvailable.length === 0}
            onClick={() => moveToExported(checkedAvailable)}
          >
            <KeyboardArrowRightIcon sx={arrowSx} />
          </Button>
          <Button
            variant="outlined"
            size="small"
            aria-label="Move checked to Available columns"
            disabled={checkedExported.length === 0}
            onClick={() => moveToAvailable(checkedExported)}
          >
            <KeyboardArrowLeftIcon sx={arrowSx} />
          </Button>
          <Button
            variant="outlined"
            size="small"
            aria-label="Move all to Available columns"
            disabled={exported.length === 0}
            onClick={() => moveToAvailable(exported)}
          >
            <KeyboardDoubleArrowLeftIcon sx={arrowSx} />
          </Button>
        </Stack>
        {renderList('exported', 'Export columns', exported)}
      </Stack>
      <Typography role="status" variant="body2" sx={{ color: 'text.secondary', minHeight: '1.5em' }}>
        {status}
      </Typography>
    </Stack>
  );
}
