import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import CardActions from '@mui/joy/CardActions';
import CardContent from '@mui/joy/CardContent';
import Typography from '@mui/joy/Typography';

export const component = 'Card';

// Starting values are the md card's own (Card's styles in @mui/joy 5.0.0-beta.49: padding 1rem, radius md = 8px).
export const variables = [
  { name: '--Card-padding', default: 1, min: 0, max: 3, step: 0.125, unit: 'rem' },
  { name: '--Card-radius', default: 8, min: 0, max: 32, step: 1, unit: 'px' },
] as const;

export default function CardVariablesPreview({ sx }: { sx: Record<string, string> }) {
  return (
    <Card sx={{ width: 280, maxWidth: '100%', ...sx }}>
      <CardContent>
        <Typography level="title-md">Library card renewal</Typography>
        <Typography level="body-sm">Your card expires at the end of the month.</Typography>
      </CardContent>
      <CardActions>
        <Button size="sm">Renew</Button>
      </CardActions>
    </Card>
  );
}
