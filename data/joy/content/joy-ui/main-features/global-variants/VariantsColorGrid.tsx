import Box from '@mui/joy/Box';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';
import type { ColorPaletteProp, VariantProp } from '@mui/joy/styles';

const variants: VariantProp[] = ['solid', 'soft', 'outlined', 'plain'];
const colors: ColorPaletteProp[] = ['primary', 'neutral', 'danger', 'success', 'warning'];

// Every variant with every colour, on a Sheet: the 20 styles that all Joy UI components share.
export default function VariantsColorGrid() {
  return (
    <Box sx={{ width: '100%', overflowX: 'auto' }}>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'auto repeat(5, minmax(84px, 1fr))', gap: 1, minWidth: 540 }}>
        <Box sx={{ display: 'contents' }}>
          <span />
          {colors.map((color) => (
            <Typography key={color} level="body-xs" sx={{ textAlign: 'center', fontWeight: 'lg' }}>
              {color}
            </Typography>
          ))}
        </Box>
        {variants.map((variant) => (
          <Box key={variant} sx={{ display: 'contents' }}>
            <Typography level="body-xs" sx={{ fontWeight: 'lg', alignSelf: 'center' }}>
              {variant}
            </Typography>
            {colors.map((color) => (
              <Sheet
                key={color}
                variant={variant}
                color={color}
                sx={{ height: 56, borderRadius: 'sm', display: 'flex', alignItems: 'center', justifyContent: 'center' }}
              >
                <Typography level="body-xs" sx={{ color: 'inherit' }}>
                  Aa
                </Typography>
              </Sheet>
            ))}
          </Box>
        ))}
      </Box>
    </Box>
  );
}
