import * as React from 'react';
import Box from '@mui/system/Box';
import Container, { type ContainerProps } from '@mui/system/Container';
import Stack from '@mui/system/Stack';

const sizes = ['xs', 'sm', 'md', 'lg', 'xl', 'false'] as const;
type Size = (typeof sizes)[number];

export default function ContainerOptions() {
  const [size, setSize] = React.useState<Size>('xs');
  const [gutters, setGutters] = React.useState(true);
  const [message, setMessage] = React.useState('');
  const id = React.useId();
  const maxWidth: ContainerProps['maxWidth'] = size === 'false' ? false : size;

  return (
    <Stack spacing={2}>
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 2, alignItems: 'center', color: 'text.primary' }}>
        <Box component="label" htmlFor={`${id}-size`} sx={{ fontSize: 14 }}>
          maxWidth
        </Box>
        <Box
          component="select"
          id={`${id}-size`}
          value={size}
          onChange={(event: React.ChangeEvent<HTMLSelectElement>) => setSize(event.target.value as Size)}
          sx={{
            p: 0.75,
            font: 'inherit',
            fontSize: 14,
            color: 'text.primary',
            bgcolor: 'background.paper',
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main' },
          }}
        >
          {sizes.map((value) => (
            <option key={value} value={value}>
              {value}
            </option>
          ))}
        </Box>
        <Box component="label" sx={{ display: 'inline-flex', gap: 1, alignItems: 'center', fontSize: 14 }}>
          <input type="checkbox" checked={!gutters} onChange={(event) => setGutters(!event.target.checked)} />
          disableGutters
        </Box>
      </Stack>
      <Box sx={{ bgcolor: 'action.hover', borderRadius: 2, py: 2 }}>
        <Container maxWidth={maxWidth} disableGutters={!gutters}>
          <Box
            component="form"
            aria-label="Newsletter"
            onSubmit={(event: React.FormEvent<HTMLFormElement>) => {
              event.preventDefault();
              const email = new FormData(event.currentTarget).get('email');
              setMessage(`Subscribed ${String(email)}. The next digest arrives on the 1st.`);
            }}
            sx={{
              p: 2,
              borderRadius: 2,
              border: 1,
              borderColor: 'divider',
              bgcolor: 'background.paper',
              color: 'text.primary',
            }}
          >
            <Box component="label" htmlFor={`${id}-email`} sx={{ display: 'block', fontWeight: 500, mb: 1 }}>
              Get the monthly digest
            </Box>
            <Stack direction="row" spacing={1}>
              <Box
                component="input"
                id={`${id}-email`}
                type="email"
                name="email"
                required
                placeholder="you@example.com"
                sx={{
                  flex: 1,
                  minWidth: 0,
                  p: 1,
                  font: 'inherit',
                  color: 'text.primary',
                  bgcolor: 'background.default',
                  border: 1,
                  borderColor: 'divider',
                  borderRadius: 1,
                  '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main' },
                }}
              />
              <Box
                component="button"
                type="submit"
                sx={{
                  px: 2,
                  font: 'inherit',
                  fontWeight: 500,
                  border: 0,
                  borderRadius: 1,
                  cursor: 'pointer',
                  bgcolor: 'primary.dark',
                  color: 'primary.contrastText',
                  '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
                }}
              >
                Subscribe
              </Box>
            </Stack>
            <Box role="status" sx={{ mt: message ? 1 : 0, fontSize: 14, color: 'text.secondary' }}>
              {message}
            </Box>
          </Box>
        </Container>
      </Box>
    </Stack>
  );
}
