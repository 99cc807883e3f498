import * as React from 'react';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputAdornment from '@mui/material/InputAdornment';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import SearchIcon from '@mui/icons-material/Search';
import KeyboardArrowRightIcon from '@mui/icons-material/KeyboardArrowRight';
import KeyboardArrowLeftIcon from '@mui/icons-material/KeyboardArrowLeft';

const permissions = [
  'View invoices',
  'Create invoices',
  'Edit invoices',
  'Delete invoices',
  'View customers',
  'Edit customers',
  'Export customers',
  'View reports',
  'Export reports',
  'Schedule reports',
  'Manage users',
  'Manage roles',
  'View audit log',
  'Edit billing settings',
  'Connect integrations',
  'Manage API keys',
];

const arrowSx = { transform: { xs: 'rotate(90deg)', sm: 'none' } };

export default function SearchableTransferList() {
  const [granted, setGranted] = React.useState(['View invoices', 'View customers', 'View reports']);
  const [checked, setChecked] = React.useState<string[]>([]);
  const [query, setQuery] = React.useState('');

  const matches = (item: string) => item.toLowerCase().includes(query.trim().toLowerCase());
  const available = permissions.filter((item) => !granted.includes(item));
  // Only what the search shows can be checked and moved; hidden items stay where they are.
  const shownAvailable = available.filter(matches);
  const shownGranted = permissions.filter((item) => granted.includes(item) && matches(item));
  const checkedShown = (list: string[]) => list.filter((item) => checked.includes(item));

  const toggle = (item: string) =>
    setChecked((current) => (current.includes(item) ? current.filter((value) => value !== item) : [...current, item]));

  const toggleAll = (list: string[]) => {
    const all = checkedShown(list).length === list.length;
    setChecked((current) => (all ? current.filter((item) => !list.includes(item)) : [...new Set([...current, ...list])]));
  };

  const grant = () => {
    const moving = checkedShown(shownAvailable);
    setGranted([...granted, ...moving]);
    setChecked(checked.filter((item) => !moving.includes(item)));
  };

  const revoke = () => {
    const moving = checkedShown(shownGranted);
    setGranted(granted.filter((item) => !moving.includes(item)));
    setChecked(checked.filter((item) => !moving.includes(item)));
  };

  const renderList = (title: string, shown: string[], total: number) => {
    const count = checkedShown(shown).length;
    return (
      <Paper variant="outlined" sx={{ width: { xs: '100%', sm: 260 } }}>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', pl: 1, pr: 2, py: 0.5 }}>
          <FormControlLabel
            label={<Typography variant="subtitle2">{title}</Typography>}
            control={
              <Checkbox
                size="small"
                checked={shown.length > 0 && count === shown.length}
                indeterminate={count > 0 && count < shown.length}
                disabled={shown.length === 0}
                onChange={() => toggleAll(shown)}
                slotProps={{ input: { 'aria-label': `Select all shown in ${title}` } }}
              />
            }
          />
          <Typography variant="caption" sx={{ color: 'text.secondary' }}>
            {shown.length === total ? total : `${shown.length} of ${total}`}
          </Typography>
        </Stack>
        <Divider />
        <List dense aria-label={title} sx={{ height: 220, overflowY: 'auto' }}>
          {shown.map((item) => (
            <ListItem key={item} disablePadding>
              <ListItemButton component="label" role={undefined} tabIndex={-1}>
                <ListItemIcon sx={{ minWidth: 36 }}>
                  <Checkbox edge="start" size="small" checked={checked.includes(item)} onChange={() => toggle(item)} />
                </ListItemIcon>
                <ListItemText primary={item} />
              </ListItemButton>
            </ListItem>
          ))}
          {shown.length === 0 && (
            <ListItem>
              <ListItemText secondary={query ? 'No matches' : 'Empty'} />
            </ListItem>
          )}
        </List>
      </Paper>
    );
  };

  return (
    <Stack spacing={2} sx={{ alignItems: 'center' }}>
      <TextField
        size="small"
        label="Filter permissions"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        sx={{ width: { xs: '100%', sm: 320 } }}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon fontSize="small" />
              </InputAdornment>
            ),
          },
        }}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: 'center', width: { xs: '100%', sm: 'auto' } }}>
        {renderList('Not granted', shownAvailable, available.length)}
        <Stack direction={{ xs: 'row', sm: 'column' }} spacing={1}>
          <Button
            variant="outlined"
            size="small"
            aria-label="Grant checked permissions"
            disabled={checkedShown(shownAvailable).length === 0}
            onClick={grant}
          >
            <KeyboardArrowRightIcon sx={arrowSx} />
          </Button>
          <Button
            variant="outlined"
            size="small"
            aria-label="Revoke checked permissions"
            disabled={checkedShown(shownGranted).length === 0}
            onClick={revoke}
          >
            <KeyboardArrowLeftIcon sx={arrowSx} />
          </Button>
        </Stack>
        {renderList('Granted to Support role', shownGranted, granted.length)}
      </Stack>
    </Stack>
  );
}
