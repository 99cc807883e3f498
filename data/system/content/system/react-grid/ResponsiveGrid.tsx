import Box from '@mui/system/Box';
import Grid from '@mui/system/Grid';

const team = ['Amara Okafor', 'Lukas Brandt', 'Mei Tanaka', 'Diego Ramos', 'Ingrid Solberg', 'Kofi Mensah', 'Priya Nair', 'Tomás Ferreira'];

function initials(name: string) {
  return name
    .split(' ')
    .map((part) => part[0])
    .join('');
}

export default function ResponsiveGrid() {
  return (
    <Grid container spacing={{ xs: 1, md: 2 }} columns={{ xs: 4, sm: 8, md: 12 }}>
      {team.map((name) => (
        <Grid key={name} size={2}>
          <Box
            sx={{
              display: 'flex',
              flexDirection: 'column',
              alignItems: 'center',
              gap: 1,
              p: 1.5,
              border: 1,
              borderColor: 'divider',
              borderRadius: 2,
              bgcolor: 'background.paper',
              textAlign: 'center',
            }}
          >
            <Box
              aria-hidden
              sx={{
                width: 40,
                height: 40,
                borderRadius: '50%',
                display: 'grid',
                placeItems: 'center',
                bgcolor: 'primary.dark',
                color: 'primary.contrastText',
                fontWeight: 500,
                fontSize: 14,
              }}
            >
              {initials(name)}
            </Box>
            <Box sx={{ fontSize: 14, color: 'text.primary' }}>{name}</Box>
          </Box>
        </Grid>
      ))}
    </Grid>
  );
}
