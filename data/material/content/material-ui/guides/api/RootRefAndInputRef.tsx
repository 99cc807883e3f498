import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

export default function RootRefAndInputRef() {
  // `ref` always points to the root DOM element; `inputRef` to the native <input> inside.
  const rootRef = React.useRef<HTMLDivElement>(null);
  const inputRef = React.useRef<HTMLInputElement>(null);
  const [report, setReport] = React.useState('');

  return (
    <Stack spacing={2} sx={{ width: '100%', maxWidth: 420 }}>
      <TextField ref={rootRef} inputRef={inputRef} label="Voucher code" defaultValue="SPRING-25" />
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button
          variant="outlined"
          onClick={() => {
            inputRef.current?.focus();
            inputRef.current?.select();
          }}
        >
          Select the code
        </Button>
        <Button
          variant="outlined"
          onClick={() => {
            const root = rootRef.current;
            const input = inputRef.current;
            setReport(
              `ref → <${root?.tagName.toLowerCase()} class="${root?.classList[0]}">, inputRef → <${input?.tagName.toLowerCase()} value="${input?.value}">`,
            );
          }}
        >
          Inspect refs
        </Button>
      </Stack>
      <Typography variant="body2" role="status" sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere', minHeight: '1.5em' }}>
        {report}
      </Typography>
    </Stack>
  );
}
