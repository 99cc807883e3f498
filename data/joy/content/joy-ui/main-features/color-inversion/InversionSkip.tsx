import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import Chip from '@mui/joy/Chip';
import Typography from '@mui/joy/Typography';
import BoltRoundedIcon from '@mui/icons-material/BoltRounded';

export default function InversionSkip() {
  return (
    <Card variant="solid" color="neutral" invertedColors sx={{ width: '100%', maxWidth: 420 }}>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
        <Typography level="title-lg">Storage almost full</Typography>
        <Chip size="sm" variant="soft">
          96%
        </Chip>
      </Box>
      <Typography level="body-sm">Uploads stop at 100 GB. Move to the Pro plan for 1 TB, or clear old exports.</Typography>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        {/* Skips the inversion: keeps the theme's own solid warning colours. */}
        <Button color="warning" startDecorator={<BoltRoundedIcon />} data-skip-inverted-colors>
          Upgrade to Pro
        </Button>
        {/* Inverted, like every other child. */}
        <Button variant="outlined">Clear exports</Button>
      </Box>
    </Card>
  );
}
