import * as React from 'react';
import { visuallyHidden } from '@mui/utils';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowUpIcon from '@mui/icons-material/KeyboardArrowUp';

interface Delivery {
  id: string;
  store: string;
  driver: string;
  stops: { time: string; address: string; parcels: number }[];
}

const deliveries: Delivery[] = [
  {
    id: 'R-118',
    store: 'Eastside depot',
    driver: 'Anika Brandt',
    stops: [
      { time: '08:40', address: '12 Linden Road', parcels: 3 },
      { time: '09:15', address: '7 Quarry Lane', parcels: 1 },
      { time: '10:05', address: '230 Mill Street', parcels: 4 },
    ],
  },
  {
    id: 'R-121',
    store: 'Harbour hub',
    driver: 'Felipe Ortega',
    stops: [
      { time: '09:00', address: '4 Pier Approach', parcels: 2 },
      { time: '09:50', address: '88 Rope Walk', parcels: 6 },
    ],
  },
  {
    id: 'R-124',
    store: 'North yard',
    driver: 'Grace Whitfield',
    stops: [
      { time: '08:20', address: '15 Orchard Close', parcels: 1 },
      { time: '08:55', address: '61 Station Parade', parcels: 2 },
      { time: '09:30', address: '3 Beacon Hill', parcels: 2 },
      { time: '10:10', address: '19 Market Square', parcels: 5 },
    ],
  },
];

function DeliveryRow({ delivery }: { delivery: Delivery }) {
  const [open, setOpen] = React.useState(false);
  const detailsId = `collapsible-table-${delivery.id}`;
  const parcels = delivery.stops.reduce((sum, stop) => sum + stop.parcels, 0);

  return (
    <React.Fragment>
      <TableRow sx={{ '& > *': { borderBottom: 'unset' } }}>
        <TableCell padding="checkbox">
          <IconButton
            size="small"
            aria-label={`Stops of route ${delivery.id}`}
            aria-expanded={open}
            aria-controls={detailsId}
            onClick={() => setOpen((prev) => !prev)}
          >
            {open ? <KeyboardArrowUpIcon /> : <KeyboardArrowDownIcon />}
          </IconButton>
        </TableCell>
        <TableCell component="th" scope="row">
          {delivery.id}
        </TableCell>
        <TableCell>{delivery.store}</TableCell>
        <TableCell>{delivery.driver}</TableCell>
        <TableCell align="right">{delivery.stops.length}</TableCell>
        <TableCell align="right">{parcels}</TableCell>
      </TableRow>
      <TableRow>
        <TableCell sx={{ py: 0 }} colSpan={6}>
          <Collapse in={open} timeout="auto" unmountOnExit id={detailsId}>
            <Box sx={{ mx: { xs: 0, sm: 2 }, mb: 2 }}>
              <Typography id={`${detailsId}-title`} variant="subtitle2" component="h4" gutterBottom sx={{ mt: 1 }}>
                Stops of route {delivery.id}
              </Typography>
              <Table size="small" aria-labelledby={`${detailsId}-title`}>
                <TableHead>
                  <TableRow>
                    <TableCell>Time</TableCell>
                    <TableCell>Address</TableCell>
                    <TableCell align="right">Parcels</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {delivery.stops.map((stop) => (
                    <TableRow key={stop.time}>
                      <TableCell component="th" scope="row">
                        {stop.time}
                      </TableCell>
                      <TableCell>{stop.address}</TableCell>
                      <TableCell align="right">{stop.parcels}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </Box>
          </Collapse>
        </TableCell>
      </TableRow>
    </React.Fragment>
  );
}

export default function CollapsibleTable() {
  return (
    <TableContainer component={Paper}>
      <Table sx={{ minWidth: 560 }} aria-label="Delivery routes">
        <TableHead>
          <TableRow>
            <TableCell padding="checkbox">
              <Box component="span" sx={visuallyHidden}>
                Details
              </Box>
            </TableCell>
            <TableCell>Route</TableCell>
            <TableCell>Depot</TableCell>
            <TableCell>Driver</TableCell>
            <TableCell align="right">Stops</TableCell>
            <TableCell align="right">Parcels</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {deliveries.map((delivery) => (
            <DeliveryRow key={delivery.id} delivery={delivery} />
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
