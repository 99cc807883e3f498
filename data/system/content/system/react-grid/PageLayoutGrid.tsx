import Box from '@mui/system/Box';
import Grid from '@mui/system/Grid';

const panel = {
  p: 2,
  height: '100%',
  boxSizing: 'border-box',
  border: 1,
  borderColor: 'divider',
  borderRadius: 2,
  bgcolor: 'background.paper',
  color: 'text.primary',
} as const;

const stats = [
  { label: 'Open tickets', value: '38' },
  { label: 'Median reply', value: '2h 14m' },
  { label: 'Satisfaction', value: '94%' },
];

export default function PageLayoutGrid() {
  return (
    <Grid container spacing={2}>
      <Grid component="nav" aria-label="Workspace" size={{ xs: 12, md: 3 }}>
        <Box sx={panel}>
          <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', fontSize: 14 }}>
            {['Overview', 'Tickets', 'Customers', 'Reports'].map((item, index) => (
              <Box
                component="li"
                key={item}
                sx={{
                  py: 0.75,
                  fontWeight: index === 0 ? 600 : 400,
                  color: index === 0 ? 'text.primary' : 'text.secondary',
                }}
              >
                {item}
              </Box>
            ))}
          </Box>
        </Box>
      </Grid>
      <Grid component="main" container size={{ xs: 12, md: 9 }} spacing={2}>
        {stats.map((stat) => (
          <Grid key={stat.label} size={{ xs: 12, sm: 4 }}>
            <Box sx={panel}>
              <Box sx={{ fontSize: 13, color: 'text.secondary' }}>{stat.label}</Box>
              <Box sx={{ fontSize: 22, fontWeight: 500 }}>{stat.value}</Box>
            </Box>
          </Grid>
        ))}
        <Grid size={12}>
          <Box sx={{ ...panel, minHeight: 96 }}>
            <Box sx={{ fontWeight: 500 }}>Recent conversations</Box>
            <Box sx={{ fontSize: 14, color: 'text.secondary', mt: 0.5 }}>Nine conversations are waiting for a first reply.</Box>
          </Box>
        </Grid>
      </Grid>
    </Grid>
  );
}
