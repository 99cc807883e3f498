import { Button } from '@mui/base/Button';
import { styled } from '@mui/system';

export default function ButtonLink() {
  return (
    <Row>
      <LinkButton href="/base-ui/react-select/">Browse the Select docs</LinkButton>
      <LinkButton href="/base-ui/react-menu/">Browse the Menu docs</LinkButton>
    </Row>
  );
}

const Row = styled('div')({ display: 'flex', flexWrap: 'wrap', gap: 12 });

const LinkButton = styled(Button)({
  display: 'inline-block',
  fontSize: '0.875rem',
  fontWeight: 600,
  lineHeight: 1.5,
  padding: '8px 16px',
  borderRadius: 8,
  backgroundColor: '#2563eb',
  color: '#fff',
  textDecoration: 'none',
  '&:hover': { backgroundColor: '#1d4ed8' },
  '&.base--active': { backgroundColor: '#1e40af' },
  '&.base--focusVisible': {
    outline: '2px solid #1d4ed8',
    outlineOffset: 2,
    '.dark &': { outlineColor: '#93c5fd' },
  },
});
