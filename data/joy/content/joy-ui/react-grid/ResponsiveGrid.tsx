import Grid from '@mui/joy/Grid';
import Card from '@mui/joy/Card';
import AspectRatio from '@mui/joy/AspectRatio';
import Typography from '@mui/joy/Typography';

const plants = [
  { name: 'Monstera', price: '€29', hue: 140 },
  { name: 'Snake plant', price: '€18', hue: 95 },
  { name: 'Fiddle-leaf fig', price: '€45', hue: 160 },
  { name: 'Pothos', price: '€12', hue: 120 },
  { name: 'Calathea', price: '€24', hue: 175 },
  { name: 'Olive tree', price: '€59', hue: 75 },
];

export default function ResponsiveGrid() {
  return (
    <Grid container spacing={2} sx={{ flexGrow: 1 }}>
      {plants.map((plant) => (
        // One card per row on phones, two from 600 px, three from 900 px.
        <Grid key={plant.name} size={{ xs: 12, sm: 6, md: 4 }}>
          <Card variant="outlined" size="sm">
            <AspectRatio ratio="16/9">
              <div
                style={{
                  background: `linear-gradient(135deg, hsl(${plant.hue} 45% 55%), hsl(${plant.hue + 30} 40% 35%))`,
                }}
              />
            </AspectRatio>
            <Typography level="title-sm">{plant.name}</Typography>
            <Typography level="body-sm">{plant.price}</Typography>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}
