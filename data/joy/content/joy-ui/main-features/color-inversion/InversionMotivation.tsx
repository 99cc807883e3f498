import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import Chip from '@mui/joy/Chip';
import Typography from '@mui/joy/Typography';

function PlanCard({ variant }: { variant: 'outlined' | 'solid' }) {
  return (
    <Card variant={variant} color={variant === 'solid' ? 'primary' : 'neutral'} sx={{ flex: '1 1 240px' }}>
      <Chip size="sm" variant="soft" sx={{ alignSelf: 'flex-start' }}>
        Team plan
      </Chip>
      <Typography level="h3" component="p">
        €12
        <Typography level="body-sm" component="span">
          {' '}
          per seat / month
        </Typography>
      </Typography>
      <Typography level="body-sm">Shared boards, guest access and 100 GB of files.</Typography>
      <Button variant="solid">Start free trial</Button>
    </Card>
  );
}

// No color inversion on either card: the solid button on the solid card disappears into it.
export default function InversionMotivation() {
  return (
    <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', width: '100%' }}>
      <PlanCard variant="outlined" />
      <PlanCard variant="solid" />
    </Box>
  );
}
