import { Button } from '@mui/base/Button';
import { styled } from '@mui/system';

export default function ButtonBasic() {
  return (
    <Row>
      <PrimaryButton>Send invoice</PrimaryButton>
      <SecondaryButton>Save as draft</SecondaryButton>
    </Row>
  );
}

const Row = styled('div')({ display: 'flex', flexWrap: 'wrap', gap: 12 });

const PrimaryButton = styled(Button)({
  fontFamily: 'inherit',
  fontSize: '0.875rem',
  fontWeight: 600,
  lineHeight: 1.5,
  padding: '8px 16px',
  borderRadius: 8,
  border: '1px solid transparent',
  backgroundColor: '#2563eb',
  color: '#fff',
  cursor: 'pointer',
  transition: 'background-color 120ms',
  '&:hover': { backgroundColor: '#1d4ed8' },
  '&.base--active': { backgroundColor: '#1e40af' },
  '&.base--focusVisible': {
    outline: '2px solid #1d4ed8',
    outlineOffset: 2,
    '.dark &': { outlineColor: '#93c5fd' },
  },
});

const SecondaryButton = styled(PrimaryButton)({
  backgroundColor: 'transparent',
  color: '#111827',
  borderColor: '#9ca3af',
  '&:hover': { backgroundColor: '#f3f4f6' },
  '&.base--active': { backgroundColor: '#e5e7eb' },
  '.dark &': {
    color: '#f3f4f6',
    borderColor: '#6b7280',
    '&:hover': { backgroundColor: '#1f2937' },
    '&.base--active': { backgroundColor: '#374151' },
  },
});
