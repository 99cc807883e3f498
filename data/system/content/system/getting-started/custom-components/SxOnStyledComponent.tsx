import { unstable_styleFunctionSx, type SxProps } from '@mui/system';
import { styled, type Theme } from '@mui/material/styles';

interface CalloutProps {
  sx?: SxProps<Theme>;
}

// A component made with a CSS-in-JS styled() that has no sx of its own (skipSx turns MUI's off,
// as with a plain Emotion or styled-components component). Adding unstable_styleFunctionSx
// as the last style function turns the sx prop into CSS with the theme.
const Callout = styled('aside', { skipSx: true })<CalloutProps>(
  ({ theme }) => ({
    padding: theme.spacing(2),
    borderRadius: theme.shape.borderRadius,
    borderInlineStart: '4px solid',
    fontSize: 14,
    lineHeight: 1.6,
  }),
  unstable_styleFunctionSx,
);

export default function SxOnStyledComponent() {
  return (
    <Callout
      sx={{
        maxWidth: 480,
        mx: 'auto',
        bgcolor: 'action.hover',
        borderColor: 'info.main',
        color: 'text.primary',
        '& strong': { textTransform: 'uppercase', fontSize: 12, letterSpacing: '0.05em' },
      }}
    >
      <strong>Tip:</strong> press <kbd>Ctrl</kbd> + <kbd>K</kbd> anywhere in the dashboard to jump to a customer, an invoice or a setting.
    </Callout>
  );
}
