import * as React from 'react';
import Chip from '@mui/joy/Chip';
import ChipDelete from '@mui/joy/ChipDelete';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import AttachFile from '@mui/icons-material/AttachFile';

const initialFiles = ['quarterly-budget-review-final-v3-approved.xlsx', 'site-plan.pdf', 'meeting-notes-customer-advisory-board.docx'];

export default function ChipLongLabel() {
  const [files, setFiles] = React.useState(initialFiles);

  return (
    <Stack spacing={1} sx={{ maxWidth: 280 }}>
      <Typography level="title-sm">Attachments ({files.length})</Typography>
      {files.map((file) => (
        <Chip
          key={file}
          title={file}
          variant="outlined"
          startDecorator={<AttachFile />}
          endDecorator={
            <ChipDelete aria-label={`Remove ${file}`} onDelete={() => setFiles((current) => current.filter((item) => item !== file))} />
          }
          sx={{ maxWidth: '100%' }}
        >
          {file}
        </Chip>
      ))}
    </Stack>
  );
}
