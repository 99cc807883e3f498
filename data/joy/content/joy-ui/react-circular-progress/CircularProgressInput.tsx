import * as React from 'react';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import CircularProgress from '@mui/joy/CircularProgress';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import ErrorOutlineRounded from '@mui/icons-material/ErrorOutlineRounded';

const TAKEN = ['admin', 'support', 'maria', 'kofi'];

type Check = 'idle' | 'checking' | 'free' | 'taken';

export default function CircularProgressInput() {
  const [name, setName] = React.useState('kofi');
  const [check, setCheck] = React.useState<Check>('idle');
  const timer = React.useRef<ReturnType<typeof setTimeout>>(undefined);

  React.useEffect(() => () => clearTimeout(timer.current), []);

  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setCheck('checking');
    // Stands in for a request to the server.
    timer.current = setTimeout(() => setCheck(TAKEN.includes(name.trim().toLowerCase()) ? 'taken' : 'free'), 1200);
  };

  const decorator = {
    idle: null,
    checking: <CircularProgress size="sm" aria-label="Checking the username" sx={{ '--CircularProgress-size': '20px' }} />,
    free: <CheckCircleRounded sx={{ color: 'success.plainColor' }} />,
    taken: <ErrorOutlineRounded sx={{ color: 'danger.plainColor' }} />,
  }[check];

  const helper = {
    idle: 'Letters, digits and dots.',
    checking: 'Checking…',
    free: `“${name.trim()}” is available.`,
    taken: `“${name.trim()}” is taken. Try another one.`,
  }[check];

  return (
    <Box
      component="form"
      onSubmit={handleSubmit}
      sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap', maxWidth: 420 }}
    >
      <FormControl error={check === 'taken'} sx={{ flex: 1, minWidth: 200 }}>
        <FormLabel>Username</FormLabel>
        <Input
          value={name}
          onChange={(event) => {
            setName(event.target.value);
            setCheck('idle');
          }}
          endDecorator={decorator}
        />
        <FormHelperText role="status">{helper}</FormHelperText>
      </FormControl>
      <Button type="submit" disabled={check === 'checking' || name.trim() === ''} sx={{ mt: 3 }}>
        Check
      </Button>
    </Box>
  );
}
