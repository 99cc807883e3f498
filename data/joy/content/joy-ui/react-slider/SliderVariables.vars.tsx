import Slider from '@mui/joy/Slider';

export const component = 'Slider';

// Starting values are the md slider's own (Slider's styles in @mui/joy 5.0.0-beta.49).
export const variables = [
  { name: '--Slider-trackSize', default: 6, min: 2, max: 24, step: 1, unit: 'px' },
  { name: '--Slider-thumbSize', default: 18, min: 8, max: 40, step: 1, unit: 'px' },
  { name: '--Slider-thumbWidth', default: 18, min: 4, max: 40, step: 1, unit: 'px' },
  { name: '--Slider-markSize', default: 2, min: 0, max: 10, step: 1, unit: 'px' },
  { name: '--Slider-valueLabelArrowSize', default: 8, min: 0, max: 16, step: 1, unit: 'px' },
] as const;

export default function SliderVariablesPreview({ sx }: { sx: Record<string, string> }) {
  return <Slider aria-label="Preview" defaultValue={40} step={10} marks valueLabelDisplay="on" sx={{ ...sx, width: 240, mt: 4 }} />;
}
