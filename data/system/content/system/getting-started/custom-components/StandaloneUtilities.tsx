import {
  borders,
  compose,
  display,
  palette,
  shadows,
  sizing,
  spacing,
  type BordersProps,
  type DisplayProps,
  type PaletteProps,
  type SizingProps,
  type SpacingProps,
} from '@mui/system';
import { styled } from '@mui/material/styles';

const panelStyles = compose(spacing, palette, borders, display, sizing, shadows);

// These props become CSS: keep them, and `as`, off the DOM element.
const styleProps: readonly PropertyKey[] = panelStyles.filterProps;

const Panel = styled('div', {
  shouldForwardProp: (prop) => prop !== 'as' && !styleProps.includes(prop),
  skipSx: true,
})<SpacingProps & PaletteProps & BordersProps & DisplayProps & SizingProps & { boxShadow?: number }>(panelStyles);

export default function StandaloneUtilities() {
  return (
    <Panel p={2} bgcolor="background.paper" boxShadow={1} borderRadius={2}>
      <Panel as="h3" m={0} mb={1} color="text.primary">
        Storage
      </Panel>
      <Panel color="text.secondary" mb={2}>
        61.4 GB of 100 GB used
      </Panel>
      <Panel
        role="progressbar"
        aria-label="Storage used"
        aria-valuenow={61}
        aria-valuemin={0}
        aria-valuemax={100}
        display="flex"
        height={8}
        bgcolor="action.selected"
        borderRadius={1}
        overflow="hidden"
      >
        <Panel bgcolor="primary.main" width={0.61} />
      </Panel>
    </Panel>
  );
}
