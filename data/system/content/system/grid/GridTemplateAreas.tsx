import Box from '@mui/material/Box';

const panelSx = {
  p: 1.5,
  border: 1,
  borderColor: 'divider',
  borderRadius: 1,
  fontSize: 14,
  color: 'text.primary',
} as const;

export default function GridTemplateAreas() {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 1,
        gridTemplateColumns: { xs: '1fr', sm: '160px 1fr' },
        gridTemplateAreas: {
          xs: `"header" "main" "sidebar" "footer"`,
          sm: `"header header" "sidebar main" "footer footer"`,
        },
      }}
    >
      <Box sx={{ ...panelSx, gridArea: 'header', fontWeight: 'bold' }}>Team workspace</Box>
      <Box component="nav" aria-label="Workspace" sx={{ ...panelSx, gridArea: 'sidebar' }}>
        <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
          <li>Overview</li>
          <li>Projects</li>
          <li>Members</li>
        </Box>
      </Box>
      <Box sx={{ ...panelSx, gridArea: 'main', minHeight: 120 }}>
        Six projects are due this month. The sidebar sits beside this panel on wider screens and moves below it on a phone, only because the
        area names changed.
      </Box>
      <Box sx={{ ...panelSx, gridArea: 'footer', color: 'text.secondary', fontSize: 13 }}>Last synced 4 minutes ago</Box>
    </Box>
  );
}
