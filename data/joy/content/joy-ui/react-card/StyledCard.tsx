import Box from '@mui/joy/Box';
import Card from '@mui/joy/Card';
import CardContent from '@mui/joy/CardContent';
import Typography from '@mui/joy/Typography';
import { styled } from '@mui/joy/styles';

// A reusable card with a coloured strip on its inline-start edge. The strip reads the card's own
// colour from the theme, so it follows the `color` prop and the light and dark schemes.
const AccentCard = styled(Card)(({ theme }) => ({
  borderInlineStartWidth: 4,
  '&.MuiCard-colorPrimary': { borderInlineStartColor: theme.vars.palette.primary[500] },
  '&.MuiCard-colorSuccess': { borderInlineStartColor: theme.vars.palette.success[500] },
  '&.MuiCard-colorWarning': { borderInlineStartColor: theme.vars.palette.warning[500] },
}));

export default function StyledCard() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, width: 380, maxWidth: '100%' }}>
      <AccentCard color="primary">
        <CardContent>
          <Typography level="title-sm">Maintenance on Sunday</Typography>
          <Typography level="body-sm">Sign-in may be slow between 02:00 and 03:00 UTC.</Typography>
        </CardContent>
      </AccentCard>
      <AccentCard color="success">
        <CardContent>
          <Typography level="title-sm">Backups verified</Typography>
          <Typography level="body-sm">All 14 databases restored cleanly in last night&apos;s test.</Typography>
        </CardContent>
      </AccentCard>
      {/* The sx prop is enough for a one-off change such as a dashed, roomier card. */}
      <Card color="warning" variant="outlined" sx={{ borderStyle: 'dashed', borderRadius: 'xl', '--Card-padding': '1.25rem' }}>
        <CardContent>
          <Typography level="title-sm">Certificate expires in 9 days</Typography>
          <Typography level="body-sm">Renew the certificate of api.example.com before 30 June.</Typography>
        </CardContent>
      </Card>
    </Box>
  );
}
