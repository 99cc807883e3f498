import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import CardActions from '@mui/joy/CardActions';
import CardContent from '@mui/joy/CardContent';
import Typography from '@mui/joy/Typography';

const sizes = [
  { size: 'sm', padding: '0.625rem', gap: '0.5rem' },
  { size: 'md', padding: '1rem', gap: '0.75rem' },
  { size: 'lg', padding: '1.5rem', gap: '1rem' },
] as const;

export default function CardSizes() {
  return (
    <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'flex-start' }}>
      {sizes.map(({ size, padding, gap }) => (
        <Card key={size} size={size} sx={{ width: 220, maxWidth: '100%' }}>
          <CardContent>
            <Typography level="title-md">Size {size}</Typography>
            <Typography level="body-sm">
              Padding {padding}, gap {gap} between the parts.
            </Typography>
          </CardContent>
          <CardActions>
            <Button size={size} variant="soft">
              Open
            </Button>
          </CardActions>
        </Card>
      ))}
    </Box>
  );
}
