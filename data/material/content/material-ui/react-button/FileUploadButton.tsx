import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';
import CloudUploadIcon from '@mui/icons-material/CloudUpload';

// Hidden from sight but not from assistive technology or the keyboard (display: none would remove it from both).
const VisuallyHiddenInput = styled('input')({
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
  border: 0,
});

function formatSize(bytes: number) {
  return bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

export default function FileUploadButton() {
  const [files, setFiles] = React.useState<File[]>([]);

  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Button
        component="label"
        // The label is not a button itself: the native file input inside it is the focusable control.
        role={undefined}
        tabIndex={-1}
        variant="contained"
        startIcon={<CloudUploadIcon />}
        sx={{
          // The input takes the focus, so the button shows the focus ring on its behalf.
          '&:has(input:focus-visible)': { outline: '2px solid', outlineColor: 'primary.dark', outlineOffset: 2 },
        }}
      >
        Attach receipts
        <VisuallyHiddenInput
          type="file"
          accept="image/*,.pdf"
          multiple
          onChange={(event) => setFiles(Array.from(event.target.files ?? []))}
        />
      </Button>
      <Typography role="status" variant="body2" sx={{ color: 'text.secondary' }}>
        {files.length === 0
          ? 'No files chosen. Images and PDFs are accepted.'
          : `${files.length} file${files.length === 1 ? '' : 's'} chosen: ${files.map((file) => `${file.name} (${formatSize(file.size)})`).join(', ')}`}
      </Typography>
    </Stack>
  );
}
