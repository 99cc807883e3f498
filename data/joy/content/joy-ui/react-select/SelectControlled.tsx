import * as React from 'react';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Option from '@mui/joy/Option';
import Select from '@mui/joy/Select';
import Typography from '@mui/joy/Typography';

const perPage = [10, 25, 50, 100];
const total = 437;

export default function SelectControlled() {
  const [rows, setRows] = React.useState(25);

  return (
    <div>
      <FormControl orientation="horizontal" sx={{ gap: 1.5, alignItems: 'center' }}>
        <FormLabel sx={{ m: 0 }}>Rows per page</FormLabel>
        <Select value={rows} onChange={(_, value) => value && setRows(value)} size="sm" sx={{ minWidth: 90 }}>
          {perPage.map((count) => (
            <Option key={count} value={count}>
              {count}
            </Option>
          ))}
        </Select>
      </FormControl>
      <Typography level="body-sm" role="status" sx={{ mt: 1.5 }}>
        Showing 1–{Math.min(rows, total)} of {total} orders across {Math.ceil(total / rows)} pages.
      </Typography>
    </div>
  );
}
