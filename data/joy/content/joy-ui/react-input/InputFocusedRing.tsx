import Input from '@mui/joy/Input';
import Stack from '@mui/joy/Stack';

export default function InputFocusedRing() {
  return (
    <Stack spacing={2} sx={{ maxWidth: 360 }}>
      <Input placeholder="Thicker ring" aria-label="Input with a thicker focus ring" sx={{ '--Input-focusedThickness': '3px' }} />
      <Input
        placeholder="Ring in the success colour"
        aria-label="Input with a green focus ring"
        sx={(theme) => ({ '--Input-focusedHighlight': theme.vars.palette.success[500] })}
      />
      <Input
        placeholder="Soft halo outside the border"
        aria-label="Input with a soft halo outside its border"
        sx={(theme) => ({
          // An empty value removes the `inset` keyword, so the box shadow is drawn outside.
          '--Input-focusedInset': 'var(--any, )',
          '--Input-focusedThickness': '0.25rem',
          '--Input-focusedHighlight': `rgba(${theme.vars.palette.primary.mainChannel} / 0.35)`,
          '&::before': { transition: 'box-shadow 0.15s ease-in-out' },
          '&:focus-within': { borderColor: theme.vars.palette.primary[500] },
        })}
      />
    </Stack>
  );
}
