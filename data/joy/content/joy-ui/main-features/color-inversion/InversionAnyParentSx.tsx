import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Chip from '@mui/joy/Chip';
import IconButton from '@mui/joy/IconButton';
import Typography from '@mui/joy/Typography';
import { applySolidInversion } from '@mui/joy/colorInversion';
import CloseRounded from '@mui/icons-material/CloseRounded';

// A Box is not a supported surface, so it has no `invertedColors` prop: the utility adds the same styles.
export default function InversionAnyParentSx() {
  return (
    <Box
      role="region"
      aria-label="Cookie preferences"
      sx={[
        (theme) => ({
          ...theme.variants.solid.neutral,
          p: 2,
          borderRadius: 'md',
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          gap: 2,
          width: '100%',
        }),
        applySolidInversion('neutral'),
      ]}
    >
      <Box sx={{ flex: '1 1 240px' }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Typography level="title-sm">Analytics cookies</Typography>
          <Chip size="sm">Optional</Chip>
        </Box>
        <Typography level="body-sm">We count visits to see which pages help. No advertising, no selling.</Typography>
      </Box>
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Button variant="outlined">Decline</Button>
        <Button>Accept</Button>
        <IconButton aria-label="Close cookie preferences">
          <CloseRounded />
        </IconButton>
      </Box>
    </Box>
  );
}
