import * as React from 'react';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Stack from '@mui/joy/Stack';
import Textarea from '@mui/joy/Textarea';
import Typography from '@mui/joy/Typography';
import InfoOutlined from '@mui/icons-material/InfoOutlined';

const MIN_LENGTH = 30;

function validate(text: string): string | null {
  const trimmed = text.trim();
  if (trimmed.length === 0) {
    return 'Describe the bug so we can reproduce it.';
  }
  if (trimmed.length < MIN_LENGTH) {
    return `Add a little more detail: at least ${MIN_LENGTH} characters (now ${trimmed.length}).`;
  }
  return null;
}

export default function TextareaValidation() {
  const [text, setText] = React.useState('');
  const [touched, setTouched] = React.useState(false);
  const [status, setStatus] = React.useState('');
  const inputRef = React.useRef<HTMLTextAreaElement>(null);
  const error = touched ? validate(text) : null;

  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTouched(true);
    if (validate(text)) {
      setStatus('');
      inputRef.current?.focus();
      return;
    }
    setStatus('Bug report sent. Thank you!');
  };

  return (
    <Box component="form" noValidate onSubmit={handleSubmit} sx={{ maxWidth: 460, width: '100%' }}>
      <Stack spacing={2}>
        {/* error on the FormControl turns the label, the field and the helper text to danger. */}
        <FormControl error={Boolean(error)}>
          <FormLabel>Steps to reproduce</FormLabel>
          <Textarea
            minRows={3}
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              setStatus('');
            }}
            onBlur={() => setTouched(true)}
            placeholder="1. Open the invoice list  2. Sort by due date  3. …"
            slotProps={{ textarea: { ref: inputRef, 'aria-invalid': Boolean(error) } }}
          />
          <FormHelperText>
            {error ? (
              <>
                <InfoOutlined />
                {error}
              </>
            ) : (
              `At least ${MIN_LENGTH} characters.`
            )}
          </FormHelperText>
        </FormControl>
        <Button type="submit" sx={{ alignSelf: 'flex-start' }}>
          Send bug report
        </Button>
        <Typography level="body-sm" role="status" color="success">
          {status}
        </Typography>
      </Stack>
    </Box>
  );
}
