import GridLegacy from '@mui/material/GridLegacy';
import Paper from '@mui/material/Paper';

const settings = ['Language', 'Time zone', 'Date format', 'Currency', 'First day of week', 'Units'];

export default function LegacyRowColumnSpacing() {
  return (
    <GridLegacy container rowSpacing={1} columnSpacing={{ xs: 1, sm: 2, md: 4 }}>
      {settings.map((setting) => (
        <GridLegacy item key={setting} xs={6}>
          <Paper variant="outlined" sx={{ p: 1.5, overflowWrap: 'anywhere' }}>
            {setting}
          </Paper>
        </GridLegacy>
      ))}
    </GridLegacy>
  );
}
