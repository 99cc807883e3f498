import * as React from 'react';
import Stack from '@mui/material/Stack';
import TablePagination, { type LabelDisplayedRowsArgs } from '@mui/material/TablePagination';
import Typography from '@mui/material/Typography';
import { createTheme, ThemeProvider, type Theme } from '@mui/material/styles';
import { deDE } from '@mui/material/locale';

const TOTAL = 48250;
const germanNumbers = new Intl.NumberFormat('de-DE');

// The locale's own label, with numbers formatted the German way (48.250 instead of 48250).
function germanRange({ from, to, count }: LabelDisplayedRowsArgs) {
  const total = count === -1 ? `mehr als ${germanNumbers.format(to)}` : germanNumbers.format(count);
  return `${germanNumbers.format(from)}–${germanNumbers.format(to)} von ${total}`;
}

const german = createTheme({}, deDE);
function withGerman(outer: Theme): Theme {
  return { ...outer, components: { ...outer.components, ...german.components } };
}

function Pager({ formatted }: { formatted: boolean }) {
  const [page, setPage] = React.useState(400);
  const [rowsPerPage, setRowsPerPage] = React.useState(25);
  return (
    <TablePagination
      component="div"
      lang="de"
      count={TOTAL}
      page={page}
      onPageChange={(event, next) => setPage(next)}
      rowsPerPage={rowsPerPage}
      onRowsPerPageChange={(event) => {
        setRowsPerPage(Number(event.target.value));
        setPage(0);
      }}
      rowsPerPageOptions={[25, 100]}
      // Only this instance: the prop wins over the theme's default from deDE.
      labelDisplayedRows={formatted ? germanRange : undefined}
      sx={{ '& .MuiToolbar-root': { px: 0, flexWrap: 'wrap' } }}
    />
  );
}

export default function FormattedPageRange() {
  return (
    <ThemeProvider theme={withGerman}>
      <Stack spacing={1} sx={{ width: '100%', maxWidth: 520 }}>
        <Typography variant="subtitle2" component="p">
          Text from deDE only
        </Typography>
        <Pager formatted={false} />
        <Typography variant="subtitle2" component="p">
          With labelDisplayedRows formatting the numbers
        </Typography>
        <Pager formatted />
      </Stack>
    </ThemeProvider>
  );
}
