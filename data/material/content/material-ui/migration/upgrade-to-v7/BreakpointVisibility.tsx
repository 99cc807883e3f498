import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';

const shipments = [
  { id: 'SH-2041', destination: 'Lyon', status: 'In transit' },
  { id: 'SH-2042', destination: 'Gdańsk', status: 'Delivered' },
  { id: 'SH-2043', destination: 'Tallinn', status: 'Label created' },
];

export default function BreakpointVisibility() {
  const theme = useTheme();
  // Replaces <Hidden implementation="js" mdDown>: the table is not rendered at all below md.
  const showTable = useMediaQuery(theme.breakpoints.up('md'));

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      {/* Replaces <Hidden mdUp>: rendered everywhere, hidden with CSS from md up. */}
      <Box sx={{ display: { xs: 'block', md: 'none' } }}>
        <Typography variant="caption" component="p" sx={{ fontFamily: 'monospace', mb: 1 }}>
          {"sx={{ display: { xs: 'block', md: 'none' } }}"}
        </Typography>
        <Paper variant="outlined">
          <List dense aria-label="Shipments">
            {shipments.map((shipment) => (
              <ListItem key={shipment.id}>
                <ListItemText primary={`${shipment.id} · ${shipment.destination}`} secondary={shipment.status} />
              </ListItem>
            ))}
          </List>
        </Paper>
      </Box>
      {showTable ? (
        <div>
          <Typography variant="caption" component="p" sx={{ fontFamily: 'monospace', mb: 1 }}>
            {"useMediaQuery(theme.breakpoints.up('md'))"}
          </Typography>
          <Paper variant="outlined">
            <Table size="small" aria-label="Shipments">
              <TableHead>
                <TableRow>
                  <TableCell>Shipment</TableCell>
                  <TableCell>Destination</TableCell>
                  <TableCell>Status</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {shipments.map((shipment) => (
                  <TableRow key={shipment.id}>
                    <TableCell>{shipment.id}</TableCell>
                    <TableCell>{shipment.destination}</TableCell>
                    <TableCell>{shipment.status}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Paper>
        </div>
      ) : null}
    </Stack>
  );
}
