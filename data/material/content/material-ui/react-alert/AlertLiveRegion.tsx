import * as React from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';

type Result = { kind: 'ok' | 'error'; text: string } | null;

export default function AlertLiveRegion() {
  const [code, setCode] = React.useState('');
  const [result, setResult] = React.useState<Result>(null);

  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (code.trim().toUpperCase() === 'SPRING10') {
      setResult({ kind: 'ok', text: 'Code applied: 10% off your order.' });
    } else {
      setResult({ kind: 'error', text: `"${code || 'An empty code'}" is not a valid promo code.` });
    }
  };

  return (
    <Box component="form" onSubmit={handleSubmit} noValidate sx={{ width: '100%', maxWidth: 420 }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'flex-start' }}>
        <TextField
          size="small"
          label="Promo code"
          helperText="Try SPRING10"
          value={code}
          onChange={(event) => setCode(event.target.value)}
        />
        <Button type="submit" variant="contained">
          Apply
        </Button>
      </Stack>
      {/* Errors interrupt (role="alert"); the success message waits its turn (role="status"). */}
      {result && (
        <Alert
          key={result.text}
          severity={result.kind === 'ok' ? 'success' : 'error'}
          role={result.kind === 'ok' ? 'status' : 'alert'}
          sx={{ mt: 2 }}
        >
          {result.text}
        </Alert>
      )}
    </Box>
  );
}
