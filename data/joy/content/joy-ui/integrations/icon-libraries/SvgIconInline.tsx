import Box from '@mui/joy/Box';
import SvgIcon from '@mui/joy/SvgIcon';
import Typography from '@mui/joy/Typography';
import type { SvgIconProps } from '@mui/joy/SvgIcon';

// An icon drawn for this app: a sprouting seed, as an inline SVG path on a 24 × 24 grid.
function SproutIcon(props: SvgIconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M11 22v-8.5C6.6 13.3 3 9.7 3 5.2V4h1.2c4.2 0 7.6 3 7.8 7.1C12.6 7 16 4 20.2 4H21v1.2c0 4.5-3.6 8.1-8 8.3V22h-2Z" />
    </SvgIcon>
  );
}

const fontSizes = ['xs', 'sm', 'md', 'lg', 'xl', 'xl2', 'xl3', 'xl4'] as const;
const colors = ['primary', 'neutral', 'danger', 'success', 'warning'] as const;

export default function SvgIconInline() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2.5, width: '100%' }}>
      <div>
        <Typography level="body-xs" sx={{ mb: 1 }}>
          fontSize: a token of the theme&apos;s fontSize scale
        </Typography>
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-end', flexWrap: 'wrap' }}>
          {fontSizes.map((fontSize) => (
            <Box key={fontSize} sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 0.5 }}>
              <SproutIcon fontSize={fontSize} />
              <Typography level="body-xs">{fontSize}</Typography>
            </Box>
          ))}
        </Box>
      </div>
      <div>
        <Typography level="body-xs" sx={{ mb: 1 }}>
          color: a palette of the theme
        </Typography>
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
          {colors.map((color) => (
            <SproutIcon key={color} color={color} size="lg" titleAccess={`Sprout, ${color}`} />
          ))}
        </Box>
      </div>
    </Box>
  );
}
