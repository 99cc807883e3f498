import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

export default function VariableWidthGrid() {
  return (
    <Grid
      container
      component="form"
      role="search"
      spacing={1.5}
      sx={{ alignItems: 'center', width: '100%' }}
      onSubmit={(event: React.FormEvent<HTMLFormElement>) => event.preventDefault()}
    >
      <Grid size="auto">
        <Typography component="label" htmlFor="order-search" variant="subtitle2">
          Orders
        </Typography>
      </Grid>
      <Grid size="grow">
        <TextField id="order-search" size="small" fullWidth placeholder="Order number or customer" />
      </Grid>
      <Grid size="auto">
        <Button type="submit" variant="contained">
          Search
        </Button>
      </Grid>
    </Grid>
  );
}
