/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import ScheduleIcon from '@mui/icons-material/Schedule';

// The `css` prop needs Emotion's JSX runtime: the pragma above, or `jsxImportSource` in your compiler options.
const tag = css({
  borderRadius: 6,
  fontWeight: 600,
  letterSpacing: '0.02em',
  color: '#fff',
  '& .MuiChip-icon': { color: 'inherit', fontSize: 18 },
});

const statuses = [
  { label: 'In stock', color: '#2e7d32', icon: <CheckCircleIcon /> },
  { label: 'Low stock', color: '#bf360c', icon: <WarningAmberIcon /> },
  { label: 'Preorder', color: '#1565c0', icon: <ScheduleIcon /> },
];

export default function EmotionCssProp() {
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', justifyContent: 'center' }}>
      {statuses.map((status) => (
        // An array composes styles: later entries win, and all of them win over the Chip's own styles.
        <Chip key={status.label} icon={status.icon} label={status.label} css={[tag, css({ backgroundColor: status.color })]} />
      ))}
    </Stack>
  );
}
