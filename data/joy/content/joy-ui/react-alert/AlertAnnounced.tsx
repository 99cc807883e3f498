import * as React from 'react';
import Alert from '@mui/joy/Alert';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Stack from '@mui/joy/Stack';
import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import ErrorRounded from '@mui/icons-material/ErrorRounded';

const CODES: Record<string, string> = { SPRING15: '15% off your order', FREESHIP: 'free delivery' };

type Result = { ok: boolean; text: string; attempt: number } | null;

export default function AlertAnnounced() {
  const [code, setCode] = React.useState('');
  const [result, setResult] = React.useState<Result>(null);

  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const normalized = code.trim().toUpperCase();
    const reward = CODES[normalized];
    setResult((previous) => ({
      ok: Boolean(reward),
      text: reward ? `${normalized} applied: ${reward}.` : `“${code.trim() || 'An empty code'}” is not a valid code. Try SPRING15.`,
      // A new key on every submit inserts a new element, so the same message is announced again.
      attempt: (previous?.attempt ?? 0) + 1,
    }));
  };

  return (
    <Stack spacing={2} sx={{ width: '100%', maxWidth: 440 }}>
      <Box component="form" onSubmit={handleSubmit} sx={{ display: 'flex', gap: 1, alignItems: 'flex-end', flexWrap: 'wrap' }}>
        <FormControl sx={{ flex: 1, minWidth: 180 }}>
          <FormLabel>Promo code</FormLabel>
          <Input value={code} onChange={(event) => setCode(event.target.value)} placeholder="SPRING15" />
        </FormControl>
        <Button type="submit">Apply</Button>
      </Box>
      {result &&
        (result.ok ? (
          // A confirmation is polite: role="status" waits for the screen reader to finish.
          <Alert key={result.attempt} role="status" color="success" startDecorator={<CheckCircleRounded />}>
            {result.text}
          </Alert>
        ) : (
          // An error interrupts: Alert's default role="alert" is announced at once.
          <Alert key={result.attempt} color="danger" startDecorator={<ErrorRounded />}>
            {result.text}
          </Alert>
        ))}
    </Stack>
  );
}
