import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

function Field({ label }: { label: string }) {
  return (
    <Paper variant="outlined" sx={{ px: 1.5, py: 1, color: 'text.secondary', fontSize: 14 }}>
      {label}
    </Paper>
  );
}

export default function NestedGrid() {
  return (
    <Grid container spacing={2} sx={{ width: '100%' }}>
      {/* Each half is an item of the outer grid and a container for its own fields. */}
      {['Shipping address', 'Billing address'].map((title) => (
        <Grid key={title} container size={{ xs: 12, md: 6 }} sx={{ p: 1.5, borderRadius: 1, bgcolor: 'action.hover' }}>
          <Grid size={12}>
            <Typography variant="subtitle2" component="h3">
              {title}
            </Typography>
          </Grid>
          <Grid size={12}>
            <Field label="Street and number" />
          </Grid>
          <Grid size={5}>
            <Field label="Postcode" />
          </Grid>
          <Grid size={7}>
            <Field label="City" />
          </Grid>
        </Grid>
      ))}
    </Grid>
  );
}
