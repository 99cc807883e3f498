import Box from '@mui/system/Box';
import Grid from '@mui/system/Grid';

const sections = [
  { title: 'Product', links: ['Features', 'Pricing', 'Changelog'] },
  { title: 'Company', links: ['About', 'Careers', 'Press'] },
  { title: 'Support', links: ['Help centre', 'Status', 'Contact'] },
];

export default function NestedGrid() {
  return (
    <Box
      component="footer"
      sx={{
        p: 2,
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
        bgcolor: 'background.paper',
        color: 'text.primary',
      }}
    >
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 4 }}>
          <Box sx={{ fontWeight: 600 }}>Fieldnote</Box>
          <Box sx={{ color: 'text.secondary', fontSize: 14, mt: 0.5 }}>Shared notebooks for research teams.</Box>
        </Grid>
        <Grid container size={{ xs: 12, md: 8 }} spacing={2}>
          {sections.map((section) => (
            <Grid key={section.title} size={{ xs: 12, sm: 4 }}>
              <Box component="h3" sx={{ m: 0, mb: 1, fontSize: 14, fontWeight: 600 }}>
                {section.title}
              </Box>
              <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', fontSize: 14 }}>
                {section.links.map((link) => (
                  <Box component="li" key={link} sx={{ py: 0.25, color: 'text.secondary' }}>
                    {link}
                  </Box>
                ))}
              </Box>
            </Grid>
          ))}
        </Grid>
      </Grid>
    </Box>
  );
}
