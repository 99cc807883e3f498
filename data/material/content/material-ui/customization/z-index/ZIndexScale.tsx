import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';

const users: Record<string, string> = {
  mobileStepper: 'MobileStepper at the top or bottom',
  fab: 'Fab',
  speedDial: 'SpeedDial',
  appBar: 'AppBar',
  drawer: 'Drawer (temporary and permanent)',
  modal: 'Modal, Dialog, Menu, Popover, Select and Autocomplete popups',
  snackbar: 'Snackbar',
  tooltip: 'Tooltip',
};

export default function ZIndexScale() {
  // Read from the theme in context, so a customized zIndex shows up here too.
  const { zIndex } = useTheme();
  const layers = Object.entries(zIndex).sort(([, a], [, b]) => a - b);

  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} sx={{ width: '100%', alignItems: { md: 'center' } }}>
      <Box sx={{ flex: 1, minWidth: 0, overflowX: 'auto' }}>
        <Table size="small" aria-label="theme.zIndex values" sx={{ '& th, & td': { px: 1 } }}>
          <TableHead>
            <TableRow>
              <TableCell>Key</TableCell>
              <TableCell align="right">Value</TableCell>
              <TableCell>Used by</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {layers.map(([key, value]) => (
              <TableRow key={key}>
                <TableCell component="th" scope="row" sx={{ fontFamily: 'monospace' }}>
                  {key}
                </TableCell>
                <TableCell align="right" sx={{ fontFamily: 'monospace' }}>
                  {value}
                </TableCell>
                <TableCell>{users[key] ?? 'Your own layer'}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
      {/* The same values as stacked cards: later layers cover earlier ones. */}
      <Box aria-hidden sx={{ position: 'relative', height: 40 + layers.length * 22, width: 220, flexShrink: 0, mx: 'auto' }}>
        {layers.map(([key, value], index) => (
          <Box
            key={key}
            sx={{
              position: 'absolute',
              left: index * 10,
              top: index * 22,
              zIndex: value,
              width: 140,
              height: 44,
              px: 1,
              py: 0.5,
              borderRadius: 1,
              boxShadow: 2,
              bgcolor: 'background.paper',
              border: 1,
              borderColor: 'divider',
            }}
          >
            <Typography variant="caption" sx={{ fontFamily: 'monospace' }}>
              {key} {value}
            </Typography>
          </Box>
        ))}
      </Box>
    </Stack>
  );
}
