import Alert from '@mui/joy/Alert';
import Button from '@mui/joy/Button';
import InfoOutlined from '@mui/icons-material/InfoOutlined';

export const component = 'Alert';

// Starting values are the md alert's own (Alert's styles in @mui/joy 5.0.0-beta.49).
export const variables = [
  { name: '--Alert-padding', default: 0.75, min: 0, max: 2, step: 0.125, unit: 'rem' },
  { name: '--Alert-radius', default: 6, min: 0, max: 28, step: 1, unit: 'px' },
  { name: '--Alert-decoratorChildHeight', default: 2, min: 1.25, max: 3, step: 0.125, unit: 'rem' },
] as const;

export default function AlertVariablesPreview({ sx }: { sx: Record<string, string> }) {
  return (
    <Alert
      startDecorator={<InfoOutlined />}
      endDecorator={
        <Button size="sm" variant="soft">
          Review
        </Button>
      }
      sx={sx}
    >
      Two invoices are waiting for approval.
    </Alert>
  );
}
