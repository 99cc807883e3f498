import * as React from 'react';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const stations = [
  { name: 'Harbor Point', reading: '14.2 °C, light wind' },
  { name: 'Mill Creek', reading: '11.8 °C, calm' },
  { name: 'Ridge Top', reading: '6.5 °C, strong gusts' },
  { name: 'Old Quarry', reading: '12.9 °C, drizzle' },
  { name: 'Lakeside North', reading: '13.4 °C, overcast' },
  { name: 'Cedar Flats', reading: '15.1 °C, sunny' },
  { name: 'Signal Hill', reading: '9.7 °C, fog' },
  { name: 'Bramble Lane', reading: '12.0 °C, light rain' },
  { name: 'Westgate Depot', reading: '14.8 °C, clear' },
  { name: 'Fenwick Marsh', reading: '10.3 °C, humid' },
  { name: 'Pine Hollow', reading: '8.9 °C, breezy' },
];

const perPage = 4;

export default function ControlledPagination() {
  const [page, setPage] = React.useState(1);
  const pageCount = Math.ceil(stations.length / perPage);
  const visible = stations.slice((page - 1) * perPage, page * perPage);

  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start', width: '100%', maxWidth: 420 }}>
      <Paper variant="outlined" sx={{ width: '100%' }}>
        <List dense aria-label="Weather stations">
          {visible.map((station) => (
            <ListItem key={station.name}>
              <ListItemText primary={station.name} secondary={station.reading} />
            </ListItem>
          ))}
        </List>
      </Paper>
      <Typography variant="body2" role="status">
        Page {page} of {pageCount}
      </Typography>
      <Pagination
        count={pageCount}
        page={page}
        onChange={(_event, value) => setPage(value)}
        color="primary"
        aria-label="Weather station pages"
      />
    </Stack>
  );
}
