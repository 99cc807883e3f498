import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Sheet from '@mui/joy/Sheet';
import { CssVarsProvider, extendTheme } from '@mui/joy/styles';
import type { ButtonProps } from '@mui/joy/Button';

// New values for existing props, styled in the theme. With TypeScript, module augmentation adds
// them to the prop types (ButtonPropsSizeOverrides, ButtonPropsVariantOverrides…); this demo casts.
const theme = extendTheme({
  cssVarPrefix: 'extend-demo',
  colorSchemeSelector: 'class',
  components: {
    JoyButton: {
      styleOverrides: {
        root: ({ ownerState, theme: t }) => ({
          // A new size.
          ...((ownerState.size as string) === 'xl' && {
            '--Icon-fontSize': '1.75rem',
            '--Button-gap': '0.75rem',
            minHeight: '3.5rem',
            fontSize: t.vars.fontSize.xl,
            paddingInline: '2rem',
          }),
          // A new variant: frosted glass, for buttons over images and colour.
          ...((ownerState.variant as string) === 'glass' && {
            color: '#fff',
            backgroundColor: 'rgba(255 255 255 / 0.16)',
            border: '1px solid rgba(255 255 255 / 0.4)',
            backdropFilter: 'blur(8px)',
            '&:hover': { backgroundColor: 'rgba(255 255 255 / 0.28)' },
          }),
          // A new colour, built from an existing palette with a different shade.
          ...((ownerState.color as string) === 'accent' &&
            ownerState.variant === 'solid' && {
              color: t.vars.palette.common.black,
              backgroundColor: t.vars.palette.warning[300],
              '&:hover': { backgroundColor: t.vars.palette.warning[400] },
            }),
        }),
      },
    },
  },
});

const xl = { size: 'xl' } as unknown as ButtonProps;
const glass = { variant: 'glass' } as unknown as ButtonProps;
const accent = { color: 'accent' } as unknown as ButtonProps;

export default function ExtendButtonValues() {
  return (
    <CssVarsProvider theme={theme}>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, width: '100%' }}>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
          <Button size="lg">Size lg</Button>
          <Button {...xl}>Size xl</Button>
          <Button {...accent}>Colour accent</Button>
        </Box>
        <Sheet
          sx={{
            p: 3,
            borderRadius: 'md',
            background: 'linear-gradient(135deg, #1E3A8A, #0E7490 55%, #15803D)',
            display: 'flex',
            gap: 1,
            flexWrap: 'wrap',
          }}
        >
          <Button {...glass}>Variant glass</Button>
          <Button {...glass} size="sm">
            Small glass
          </Button>
        </Sheet>
      </Box>
    </CssVarsProvider>
  );
}
