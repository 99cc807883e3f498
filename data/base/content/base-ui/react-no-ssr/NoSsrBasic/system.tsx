import { styled } from '@mui/system';
import { NoSsr } from '@mui/base/NoSsr';

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

const Hint = styled('p')`
  margin: 0;
  font-size: 0.875rem;
`;

function LocalTime() {
  // Reads the browser's time zone: the server cannot know it.
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return (
    <Hint>
      Times below are shown in <strong>{zone}</strong>.
    </Hint>
  );
}

export default function NoSsrBasic() {
  return (
    <Card>
      <strong>Webinar: Budgeting for small teams</strong>
      <NoSsr fallback={<Hint>Detecting your time zone…</Hint>}>
        <LocalTime />
      </NoSsr>
    </Card>
  );
}
