import * as React from 'react';
import { Button } from '@mui/base/Button';
import { styled } from '@mui/system';

const templates = [
  { name: 'Weekly newsletter', detail: 'Header, three stories and a footer' },
  { name: 'Event invitation', detail: 'Date, venue map and an RSVP link' },
];

export default function ButtonCustomRoot() {
  const [picked, setPicked] = React.useState<string | null>(null);
  return (
    <Stack>
      <Grid>
        {templates.map((template) => (
          <Card key={template.name} slots={{ root: 'div' }} onClick={() => setPicked(template.name)}>
            <CardTitle>{template.name}</CardTitle>
            <CardText>{template.detail}</CardText>
          </Card>
        ))}
      </Grid>
      <Status role="status">{picked ? `Template chosen: ${picked}` : 'No template chosen yet'}</Status>
    </Stack>
  );
}

const Stack = styled('div')({ display: 'flex', flexDirection: 'column', gap: 12 });

const Grid = styled('div')({
  display: 'grid',
  gap: 12,
  gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))',
});

const Card = styled(Button)({
  padding: 16,
  borderRadius: 12,
  border: '1px solid #d1d5db',
  backgroundColor: '#fff',
  cursor: 'pointer',
  '&:hover': { borderColor: '#2563eb' },
  '&.base--active': { backgroundColor: '#f3f4f6' },
  '&.base--focusVisible': { outline: '2px solid #1d4ed8', outlineOffset: 2 },
  '.dark &': {
    borderColor: '#4b5563',
    backgroundColor: '#111827',
    '&:hover': { borderColor: '#93c5fd' },
    '&.base--active': { backgroundColor: '#1f2937' },
    '&.base--focusVisible': { outlineColor: '#93c5fd' },
  },
});

const CardTitle = styled('div')({
  fontWeight: 600,
  color: '#111827',
  '.dark &': { color: '#f3f4f6' },
});

const CardText = styled('div')({
  marginTop: 4,
  fontSize: '0.875rem',
  color: '#4b5563',
  '.dark &': { color: '#d1d5db' },
});

const Status = styled('p')({
  margin: 0,
  fontSize: '0.875rem',
  color: '#4b5563',
  '.dark &': { color: '#d1d5db' },
});
