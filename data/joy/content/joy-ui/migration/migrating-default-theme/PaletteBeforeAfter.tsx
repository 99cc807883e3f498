import Box from '@mui/joy/Box';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';
import { useTheme } from '@mui/joy/styles';
import { oldPalettes, shades } from './oldTheme';

const names = ['primary', 'neutral', 'danger', 'success', 'warning', 'info'] as const;

function Strip({ colors, label }: { colors: (string | undefined)[]; label: string }) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: '56px repeat(10, 1fr)', gap: 0.25, alignItems: 'center' }}>
      <Typography level="body-xs">{label}</Typography>
      {colors.map((color, index) => (
        <Box
          key={shades[index]}
          title={color ? `${shades[index]}: ${color}` : `${shades[index]}: removed`}
          sx={{
            height: 22,
            borderRadius: '2px',
            bgcolor: color ?? 'transparent',
            border: color ? 0 : '1px dashed',
            borderColor: 'neutral.outlinedBorder',
          }}
        />
      ))}
    </Box>
  );
}

// Before: the palettes of the alpha versions. After: read from the theme these docs run in.
export default function PaletteBeforeAfter() {
  const theme = useTheme();

  return (
    <Sheet variant="outlined" sx={{ p: 2, borderRadius: 'sm', width: '100%', overflowX: 'auto' }}>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 460 }}>
        <Box sx={{ display: 'grid', gridTemplateColumns: '56px repeat(10, 1fr)', gap: 0.25 }}>
          <span />
          {shades.map((shade) => (
            <Typography key={shade} level="body-xs" sx={{ textAlign: 'center' }}>
              {shade}
            </Typography>
          ))}
        </Box>
        {names.map((name) => (
          <div key={name}>
            <Typography level="title-sm" sx={{ mb: 0.5 }}>
              {name}
              {name === 'info' && ' (removed)'}
            </Typography>
            <Strip label="before" colors={shades.map((shade) => oldPalettes[name][shade])} />
            <Strip
              label="now"
              colors={shades.map((shade) => (name === 'info' ? undefined : (theme.colorSchemes.light.palette[name][shade] as string)))}
            />
          </div>
        ))}
      </Box>
    </Sheet>
  );
}
