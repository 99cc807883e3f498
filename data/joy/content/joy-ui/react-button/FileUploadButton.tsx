import * as React from 'react';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Typography from '@mui/joy/Typography';
import { styled } from '@mui/joy/styles';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';

// Out of sight, but still focusable and announced (display: none would hide it from both).
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

function formatBytes(bytes: number) {
  if (bytes < 1024 * 1024) {
    return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  }
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

export default function FileUploadButton() {
  const [files, setFiles] = React.useState<File[]>([]);

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, alignItems: 'flex-start' }}>
      <Button
        component="label"
        role={undefined}
        tabIndex={-1}
        variant="outlined"
        color="neutral"
        startDecorator={<UploadFileOutlined />}
        sx={(theme) => ({
          '&:has(input:focus-visible)': theme.focus.default,
        })}
      >
        Attach receipts
        <VisuallyHiddenInput
          type="file"
          accept="image/*,.pdf"
          multiple
          onChange={(event) => setFiles(Array.from(event.target.files ?? []))}
        />
      </Button>
      <Typography level="body-sm" role="status">
        {files.length === 0
          ? 'PDF or image files, several at once.'
          : files.map((file) => `${file.name} (${formatBytes(file.size)})`).join(', ')}
      </Typography>
    </Box>
  );
}
