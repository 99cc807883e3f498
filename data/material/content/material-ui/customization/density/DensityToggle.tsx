import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import RefreshIcon from '@mui/icons-material/Refresh';
import { ThemeProvider, type Theme } from '@mui/material/styles';

// The compact option of each component, set once as a default prop.
const compactComponents: Theme['components'] = {
  MuiButton: { defaultProps: { size: 'small' } },
  MuiIconButton: { defaultProps: { size: 'small' } },
  MuiCheckbox: { defaultProps: { size: 'small' } },
  MuiFormControl: { defaultProps: { margin: 'dense', size: 'small' } },
  MuiTextField: { defaultProps: { margin: 'dense', size: 'small' } },
  MuiList: { defaultProps: { dense: true } },
  MuiListItemButton: { defaultProps: { dense: true } },
  MuiTable: { defaultProps: { size: 'small' } },
  MuiToolbar: { defaultProps: { variant: 'dense' } },
};

function withCompactDefaults(outerTheme: Theme): Theme {
  return { ...outerTheme, components: { ...outerTheme.components, ...compactComponents } };
}

const shipments = [
  { id: 'SH-301', city: 'Utrecht', boxes: 12 },
  { id: 'SH-302', city: 'Ghent', boxes: 4 },
  { id: 'SH-303', city: 'Lyon', boxes: 27 },
];

function Panel() {
  return (
    <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
      <Toolbar sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Typography variant="subtitle1" component="h3" sx={{ flexGrow: 1 }}>
          Shipments
        </Typography>
        <IconButton aria-label="Refresh shipments" edge="end">
          <RefreshIcon />
        </IconButton>
      </Toolbar>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '160px 1fr' } }}>
        <List aria-label="Warehouses" sx={{ borderRight: { sm: 1 }, borderColor: { sm: 'divider' } }}>
          {['Rotterdam', 'Antwerp', 'Lille'].map((name, index) => (
            <ListItem key={name} disablePadding>
              <ListItemButton selected={index === 0}>
                <ListItemText primary={name} />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
        <Box sx={{ p: 2, minWidth: 0 }}>
          <TextField label="Search by city" fullWidth />
          <FormControlLabel control={<Checkbox defaultChecked />} label="Only open shipments" />
          <Box sx={{ overflowX: 'auto', my: 1 }}>
            <Table aria-label="Shipments">
              <TableHead>
                <TableRow>
                  <TableCell>ID</TableCell>
                  <TableCell>City</TableCell>
                  <TableCell align="right">Boxes</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {shipments.map((row) => (
                  <TableRow key={row.id}>
                    <TableCell>{row.id}</TableCell>
                    <TableCell>{row.city}</TableCell>
                    <TableCell align="right">{row.boxes}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
          <Stack direction="row" spacing={1}>
            <Button variant="contained">New shipment</Button>
            <Button>Export</Button>
          </Stack>
        </Box>
      </Box>
    </Paper>
  );
}

export default function DensityToggle() {
  const [density, setDensity] = React.useState<'comfortable' | 'compact'>('comfortable');

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={density}
        onChange={(_event, value: 'comfortable' | 'compact' | null) => value && setDensity(value)}
        aria-label="Density"
      >
        <ToggleButton value="comfortable">Comfortable (defaults)</ToggleButton>
        <ToggleButton value="compact">Compact</ToggleButton>
      </ToggleButtonGroup>
      {density === 'compact' ? (
        <ThemeProvider theme={withCompactDefaults}>
          <Panel />
        </ThemeProvider>
      ) : (
        <Panel />
      )}
    </Stack>
  );
}
