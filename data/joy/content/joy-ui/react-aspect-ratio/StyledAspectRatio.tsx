import AspectRatio from '@mui/joy/AspectRatio';
import Box from '@mui/joy/Box';
import Typography from '@mui/joy/Typography';
import { styled } from '@mui/joy/styles';
import { portrait } from './images';

// A framed print: a thick mat around the image, drawn with the theme's surface and shadow.
const FramedPrint = styled(AspectRatio)(({ theme }) => ({
  '--AspectRatio-radius': '4px',
  padding: 12,
  borderRadius: 8,
  backgroundColor: theme.vars.palette.background.surface,
  boxShadow: theme.shadow.md,
  border: `1px solid ${theme.vars.palette.divider}`,
}));

export default function StyledAspectRatio() {
  return (
    <Box sx={{ display: 'flex', gap: 3, flexWrap: 'wrap', alignItems: 'flex-start' }}>
      <Box component="figure" sx={{ m: 0, width: 180 }}>
        <FramedPrint ratio="2/3" variant="plain">
          <Box component="img" src={portrait} alt="Print: a lighthouse at night" />
        </FramedPrint>
        <Typography component="figcaption" level="body-sm" sx={{ mt: 1 }}>
          Harbour Light, A4 print
        </Typography>
      </Box>
      {/* slotProps.content reaches the inner box, which holds the children and clips them to the arch. */}
      <Box component="figure" sx={{ m: 0, width: 180 }}>
        <AspectRatio
          ratio="2/3"
          sx={{ borderRadius: '50% 50% 8px 8px' }}
          slotProps={{
            content: {
              sx: {
                // A thin line inside the arch, drawn above the image by a pseudo-element.
                '&::after': {
                  content: '""',
                  position: 'absolute',
                  inset: '8px',
                  border: '2px solid rgb(255 255 255 / 0.75)',
                  borderRadius: 'inherit',
                  pointerEvents: 'none',
                },
              },
            },
          }}
        >
          <Box component="img" src={portrait} alt="Print with an arched frame: a lighthouse at night" />
        </AspectRatio>
        <Typography component="figcaption" level="body-sm" sx={{ mt: 1 }}>
          Arched frame with an inner line
        </Typography>
      </Box>
    </Box>
  );
}
