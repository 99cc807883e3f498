import Box from '@mui/joy/Box';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';

const samples = [
  { radius: 'xs', shadow: 'xs' },
  { radius: 'sm', shadow: 'sm' },
  { radius: 'md', shadow: 'md' },
  { radius: 'lg', shadow: 'lg' },
  { radius: 'xl', shadow: 'xl' },
] as const;

export default function SheetShapeAndShadow() {
  return (
    <Box sx={{ display: 'flex', gap: 3, flexWrap: 'wrap', p: 1 }}>
      {samples.map(({ radius, shadow }) => (
        <Sheet
          key={radius}
          variant="outlined"
          sx={{
            width: 104,
            height: 80,
            borderRadius: radius,
            boxShadow: shadow,
            display: 'flex',
            flexDirection: 'column',
            alignItems: 'center',
            justifyContent: 'center',
          }}
        >
          <Typography level="title-sm">{radius}</Typography>
          <Typography level="body-xs">radius, shadow</Typography>
        </Sheet>
      ))}
    </Box>
  );
}
