import * as React from 'react';
import styled from '@emotion/styled';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';

type Level = 'ok' | 'high' | 'full';

const barColors: Record<Level, string> = { ok: '#2e7d32', high: '#ef6c00', full: '#d32f2f' };

// Emotion's `styled` wraps any component that accepts `className`; nested selectors reach its parts.
// `shouldForwardProp` keeps the custom `level` prop away from LinearProgress and the DOM.
const UsageMeter = styled(LinearProgress, { shouldForwardProp: (prop) => prop !== 'level' })<{ level: Level }>(({ level }) => ({
  height: 10,
  borderRadius: 5,
  backgroundColor: 'rgba(128, 128, 128, 0.25)',
  '& .MuiLinearProgress-bar': {
    borderRadius: 5,
    backgroundColor: barColors[level],
  },
}));

const Row = styled('div')({
  display: 'grid',
  gap: 6,
  fontSize: 14,
});

const quotas = [
  { id: 'photos', label: 'Photos', used: 46 },
  { id: 'backups', label: 'Backups', used: 81 },
  { id: 'mail', label: 'Mail', used: 99 },
];

function levelOf(used: number): Level {
  if (used >= 95) {
    return 'full';
  }
  return used >= 75 ? 'high' : 'ok';
}

export default function EmotionStyled() {
  return (
    <Stack spacing={2} sx={{ width: '100%', maxWidth: 360 }}>
      {quotas.map((quota) => (
        <Row key={quota.id}>
          <span id={`quota-${quota.id}`}>
            {quota.label}: {quota.used}% of quota
          </span>
          <UsageMeter variant="determinate" value={quota.used} level={levelOf(quota.used)} aria-labelledby={`quota-${quota.id}`} />
        </Row>
      ))}
    </Stack>
  );
}
