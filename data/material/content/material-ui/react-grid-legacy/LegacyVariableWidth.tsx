import Avatar from '@mui/material/Avatar';
import Chip from '@mui/material/Chip';
import GridLegacy from '@mui/material/GridLegacy';
import Typography from '@mui/material/Typography';

export default function LegacyVariableWidth() {
  return (
    <GridLegacy container spacing={2} sx={{ alignItems: 'center' }}>
      <GridLegacy item xs="auto">
        <Avatar sx={{ bgcolor: 'secondary.main' }}>RK</Avatar>
      </GridLegacy>
      <GridLegacy item xs>
        <Typography variant="subtitle2" component="p">
          Rosa Kowalczyk
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Commented on the quarterly budget draft
        </Typography>
      </GridLegacy>
      <GridLegacy item xs="auto">
        <Chip size="small" label="2 min ago" />
      </GridLegacy>
    </GridLegacy>
  );
}
