import { styled } from '@mui/material/styles';

// theme.unstable_sx turns sx shorthands into CSS inside styled().
const Callout = styled('aside')(({ theme }) =>
  theme.unstable_sx({
    display: 'flex',
    gap: 1.5,
    p: 2,
    borderRadius: 2,
    border: 1,
    borderColor: 'divider',
    bgcolor: 'action.hover',
    color: 'text.primary',
    typography: 'body2',
    maxWidth: 480,
  }),
);

const Marker = styled('span')(({ theme }) =>
  theme.unstable_sx({
    flexShrink: 0,
    width: 4,
    borderRadius: 1,
    bgcolor: 'secondary.main',
  }),
);

export default function StyledSxSyntax() {
  return (
    <Callout aria-label="Tip">
      <Marker aria-hidden />
      <span>
        <strong>Tip:</strong> drafts are saved every few seconds, so you can close this tab and pick up where you left off on any device.
      </span>
    </Callout>
  );
}
