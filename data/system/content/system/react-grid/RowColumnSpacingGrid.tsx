import Box from '@mui/system/Box';
import Grid from '@mui/system/Grid';

const fields = ['First name', 'Last name', 'Email', 'Phone', 'City', 'Postal code'];

export default function RowColumnSpacingGrid() {
  return (
    <Grid container rowSpacing={1} columnSpacing={{ xs: 1, sm: 3 }}>
      {fields.map((field) => (
        <Grid key={field} size={6}>
          <Box
            sx={{
              px: 1.5,
              py: 1,
              border: 1,
              borderColor: 'divider',
              borderRadius: 1,
              bgcolor: 'background.paper',
              color: 'text.secondary',
              fontSize: 14,
            }}
          >
            {field}
          </Box>
        </Grid>
      ))}
    </Grid>
  );
}
