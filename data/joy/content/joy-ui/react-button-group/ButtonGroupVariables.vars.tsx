import Button from '@mui/joy/Button';
import ButtonGroup from '@mui/joy/ButtonGroup';

export const component = 'ButtonGroup';

// Starting values are the outlined group's own (ButtonGroup's styles in @mui/joy 5.0.0-beta.49: radius.sm, a 1 px separator).
export const variables = [
  { name: '--ButtonGroup-radius', default: 6, min: 0, max: 40, step: 1, unit: 'px' },
  { name: '--ButtonGroup-separatorSize', default: 1, min: 0, max: 4, step: 1, unit: 'px' },
] as const;

export default function ButtonGroupVariablesPreview({ sx }: { sx: Record<string, string> }) {
  return (
    <ButtonGroup aria-label="Send options" sx={sx}>
      <Button>Send</Button>
      <Button>Send later</Button>
      <Button>Discard</Button>
    </ButtonGroup>
  );
}
