import * as React from 'react';
import { Button } from '@mui/base/Button';
import { styled } from '@mui/system';
import { Unstable_Popup as Popup } from '@mui/base/Unstable_Popup';
import type { PopupMiddleware as Middleware } from '@mui/base/Unstable_Popup';

const Card = styled('div')(({ theme }) => ({
  display: 'grid',
  gap: 12,
  maxWidth: 420,
  padding: 16,
  borderRadius: 12,
  border: '1px solid #d1d5db',
  backgroundColor: '#fff',
  color: '#111827',
  '&:focus-visible': { outline: '3px solid #60a5fa', outlineOffset: 2 },
  ...theme.applyStyles('dark', { borderColor: '#4b5563', backgroundColor: '#111827', color: '#f3f4f6' }),
}));

const Action = styled(Button)`
  padding: 8px 14px;
  border-radius: 8px;
  border: 1px solid #1d4ed8;
  background-color: #2563eb;
  color: #fff;
  font: inherit;
  font-size: 0.875rem;
  font-weight: 600;
  cursor: pointer;

  &:hover {
    background-color: #1d4ed8;
  }

  &.base--focusVisible {
    outline: 3px solid #60a5fa;
    outline-offset: 2px;
  }
`;

const Ghost = styled(Button)(({ theme }) => ({
  padding: '8px 14px',
  borderRadius: 8,
  border: '1px solid #4b5563',
  backgroundColor: 'transparent',
  color: 'inherit',
  font: 'inherit',
  fontSize: '0.875rem',
  fontWeight: 600,
  cursor: 'pointer',
  '&:hover': { backgroundColor: '#f3f4f6' },
  '&.base--focusVisible': { outline: '3px solid #60a5fa', outlineOffset: 2 },
  ...theme.applyStyles('dark', { borderColor: '#9ca3af', '&:hover': { backgroundColor: '#1f2937' } }),
}));

const Stack = styled('div')`
  display: grid;
  gap: 12px;
`;

// A Floating UI middleware is an object with a name and a function of the current layout.
const matchAnchorWidth: Middleware = {
  name: 'matchAnchorWidth',
  fn({ rects, elements }) {
    elements.floating.style.width = `${rects.reference.width}px`;
    return {};
  },
};

const cities = ['Lisbon', 'Osaka', 'Montréal', 'Nairobi', 'Wellington'];

export default function PopupMiddleware() {
  const [anchor, setAnchor] = React.useState<HTMLButtonElement | null>(null);
  const [open, setOpen] = React.useState(false);
  const [city, setCity] = React.useState('Lisbon');
  const id = React.useId();
  return (
    <Stack>
      <Action
        ref={setAnchor}
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((value) => !value)}
        style={{ width: 'min(100%, 280px)', textAlign: 'left' }}
      >
        Office: {city}
      </Action>
      <Popup id={id} open={open} anchor={anchor} offset={4} placement="bottom-start" middleware={[matchAnchorWidth]}>
        <Card role="group" aria-label="Choose an office">
          {cities.map((name) => (
            <Ghost
              key={name}
              aria-pressed={city === name}
              onClick={() => {
                setCity(name);
                setOpen(false);
              }}
            >
              {name}
            </Ghost>
          ))}
        </Card>
      </Popup>
    </Stack>
  );
}
