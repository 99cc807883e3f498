import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import CardActions from '@mui/joy/CardActions';
import CardContent from '@mui/joy/CardContent';
import Chip from '@mui/joy/Chip';
import LinearProgress from '@mui/joy/LinearProgress';
import Typography from '@mui/joy/Typography';
import WorkspacePremiumRounded from '@mui/icons-material/WorkspacePremiumRounded';

export default function LicenseCard() {
  return (
    <Card variant="solid" color="primary" invertedColors sx={{ width: 360, maxWidth: '100%', boxShadow: 'lg' }}>
      <CardContent>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
          <Typography level="title-lg" component="h3" startDecorator={<WorkspacePremiumRounded />}>
            Team licence
          </Typography>
          <Chip size="sm" variant="soft">
            Active
          </Chip>
        </Box>
        <Typography level="body-sm">Renews on 1 March 2026 · billed yearly</Typography>
        <Box sx={{ mt: 1.5 }}>
          <Box sx={{ display: 'flex', justifyContent: 'space-between' }}>
            <Typography level="body-sm">Seats in use</Typography>
            <Typography level="title-sm">18 of 25</Typography>
          </Box>
          <LinearProgress determinate value={72} aria-label="Seats in use" sx={{ mt: 0.75 }} />
        </Box>
        <Typography level="body-xs" sx={{ fontFamily: 'code', mt: 1 }}>
          Licence key ••••-••••-7Q2K
        </Typography>
      </CardContent>
      <CardActions>
        <Button variant="solid">Manage seats</Button>
        <Button variant="outlined">Download invoice</Button>
      </CardActions>
    </Card>
  );
}
