import Box from '@mui/joy/Box';
import Card from '@mui/joy/Card';
import CardContent from '@mui/joy/CardContent';
import Typography from '@mui/joy/Typography';

const variants = [
  { variant: 'plain', text: 'No border or fill: blends into the page. Good inside other surfaces.' },
  { variant: 'outlined', text: 'The default. A border separates it from the page without weight.' },
  { variant: 'soft', text: 'A tinted fill for secondary content or a highlighted tip.' },
  { variant: 'solid', text: 'A strong fill for the one card that must stand out.' },
] as const;

export default function CardVariants() {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
        width: '100%',
      }}
    >
      {variants.map(({ variant, text }) => (
        <Card key={variant} variant={variant}>
          <CardContent>
            <Typography level="title-md" textColor="inherit">
              {variant}
            </Typography>
            <Typography level="body-sm" textColor="inherit">
              {text}
            </Typography>
          </CardContent>
        </Card>
      ))}
    </Box>
  );
}
