import Grid from '@mui/joy/Grid';
import Sheet from '@mui/joy/Sheet';

const swatches = ['#0b6bcb', '#1f7a1f', '#c41c1c', '#9a5b13', '#5e4bb4', '#0d7377', '#a33d72', '#4a5a6a'];

export default function ResponsiveValues() {
  return (
    <Grid
      container
      // 4 columns on phones, 8 from 600 px, 12 from 900 px; every item spans 2.
      columns={{ xs: 4, sm: 8, md: 12 }}
      spacing={{ xs: 1, md: 2 }}
      sx={{ width: '100%' }}
    >
      {swatches.map((hex) => (
        <Grid key={hex} size={2}>
          <Sheet
            sx={{
              height: 64,
              borderRadius: 'sm',
              bgcolor: hex,
              display: 'flex',
              alignItems: 'flex-end',
              p: 1,
              typography: 'body-xs',
              // After typography, which sets a colour of its own.
              color: '#fff',
              fontFamily: 'code',
            }}
          >
            {hex}
          </Sheet>
        </Grid>
      ))}
    </Grid>
  );
}
