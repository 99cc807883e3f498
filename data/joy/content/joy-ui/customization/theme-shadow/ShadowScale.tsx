import Box from '@mui/joy/Box';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';
import { useTheme } from '@mui/joy/styles';

const keys = ['xs', 'sm', 'md', 'lg', 'xl'] as const;

// "var(--joy-shadowRing, 0 0 #000), 0px 1px 2px 0px rgba(var(--joy-shadowChannel, 21 21 21) / …)" → one layer per line.
function layers(value: string) {
  return value
    .split(/,\s*(?![^()]*\))/)
    .map((layer) => layer.replace(/var\(--[a-z-]*?(shadowRing|shadowChannel|shadowOpacity), [^)]*\)/g, 'var(--joy-$1)').trim());
}

export default function ShadowScale() {
  const theme = useTheme();

  return (
    <Box
      sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' }, width: '100%', p: 1 }}
    >
      {keys.map((key) => (
        <Sheet key={key} sx={{ p: 2, borderRadius: 'md', boxShadow: key, display: 'flex', flexDirection: 'column', gap: 1 }}>
          <Typography level="title-md">
            shadow.{key}{' '}
            <Typography level="body-xs" sx={{ fontFamily: 'code' }}>
              --joy-shadow-{key}
            </Typography>
          </Typography>
          <Box component="ol" sx={{ m: 0, pl: 2.5, fontFamily: 'code', fontSize: 'xs', color: 'text.secondary' }}>
            {layers(theme.shadow[key]).map((layer, index) => (
              <li key={index}>{layer}</li>
            ))}
          </Box>
        </Sheet>
      ))}
    </Box>
  );
}
