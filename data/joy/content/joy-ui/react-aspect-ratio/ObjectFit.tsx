import AspectRatio from '@mui/joy/AspectRatio';
import Box from '@mui/joy/Box';
import Typography from '@mui/joy/Typography';
import { landscape, portrait } from './images';

const fits = [
  { objectFit: 'cover', note: 'fills the box, crops the overflow' },
  { objectFit: 'contain', note: 'shows everything, leaves bands' },
] as const;

export default function ObjectFit() {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' }, gap: 2, width: '100%' }}>
      {fits.map(({ objectFit, note }) =>
        [
          { src: landscape, alt: 'Mountains above a lake at dusk (a 3:2 image)' },
          { src: portrait, alt: 'A lighthouse at night (a 2:3 image)' },
        ].map((image) => (
          <Box key={`${objectFit}-${image.src.length}`} component="figure" sx={{ m: 0 }}>
            <AspectRatio ratio="1" objectFit={objectFit} sx={{ borderRadius: 'sm' }}>
              <Box component="img" src={image.src} alt={image.alt} />
            </AspectRatio>
            <Typography component="figcaption" level="body-xs" sx={{ mt: 0.5 }}>
              <b>{objectFit}</b>: {note}
            </Typography>
          </Box>
        )),
      )}
    </Box>
  );
}
