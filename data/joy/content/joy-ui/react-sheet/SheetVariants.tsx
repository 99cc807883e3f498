import Box from '@mui/joy/Box';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';

const variants = ['plain', 'outlined', 'soft', 'solid'] as const;
const colors = ['primary', 'neutral', 'danger', 'success', 'warning'] as const;

export default function SheetVariants() {
  return (
    <Box sx={{ width: '100%', overflowX: 'auto' }}>
      <Box
        role="table"
        aria-label="Sheet variants by colour"
        sx={{
          display: 'grid',
          gridTemplateColumns: '80px repeat(5, minmax(72px, 1fr))',
          gap: 1,
          minWidth: 480,
        }}
      >
        <Box role="row" sx={{ display: 'contents' }}>
          <span role="columnheader" />
          {colors.map((color) => (
            <Typography key={color} role="columnheader" level="body-xs" sx={{ textAlign: 'center' }}>
              {color}
            </Typography>
          ))}
        </Box>
        {variants.map((variant) => (
          <Box key={variant} role="row" sx={{ display: 'contents' }}>
            <Typography role="rowheader" level="body-xs" sx={{ alignSelf: 'center' }}>
              {variant}
            </Typography>
            {colors.map((color) => (
              <Sheet
                key={color}
                role="cell"
                variant={variant}
                color={color}
                sx={{ height: 48, borderRadius: 'sm', display: 'grid', placeItems: 'center', typography: 'body-xs' }}
              >
                Aa
              </Sheet>
            ))}
          </Box>
        ))}
      </Box>
    </Box>
  );
}
