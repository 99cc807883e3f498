import Box from '@mui/material/Box';

const title = 'Quarterly report for the Northern Europe sales region, revised draft with regional comments';

const row = {
  width: '100%',
  maxWidth: 280,
  p: 1,
  border: 1,
  borderColor: 'divider',
  borderRadius: 1,
  color: 'text.primary',
  overflow: 'hidden',
  whiteSpace: 'nowrap',
};

export default function TextOverflow() {
  return (
    <Box sx={{ display: 'grid', gap: 2, justifyItems: 'center' }}>
      <div>
        <Box component="code" sx={{ fontSize: 13, color: 'text.secondary' }}>
          {"textOverflow: 'clip'"}
        </Box>
        <Box sx={{ ...row, textOverflow: 'clip' }}>{title}</Box>
      </div>
      <div>
        <Box component="code" sx={{ fontSize: 13, color: 'text.secondary' }}>
          {"textOverflow: 'ellipsis'"}
        </Box>
        <Box sx={{ ...row, textOverflow: 'ellipsis' }} title={title}>
          {title}
        </Box>
      </div>
    </Box>
  );
}
