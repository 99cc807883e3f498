import Box from '@mui/material/Box';

const tags = ['React', 'TypeScript', 'Accessibility', 'Design tokens'];

export default function DisplayInline() {
  return (
    <Box sx={{ maxWidth: 520, mx: 'auto', color: 'text.primary', lineHeight: 2 }}>
      Skills:{' '}
      {tags.map((tag) => (
        <Box
          key={tag}
          sx={{
            display: 'inline',
            px: 1,
            py: 0.25,
            mr: 1,
            bgcolor: 'action.selected',
            borderRadius: 1,
            fontSize: 14,
          }}
        >
          {tag}
        </Box>
      ))}
      <Box sx={{ display: 'inline-block', px: 1, py: 0.5, border: 1, borderColor: 'divider', borderRadius: 1, fontSize: 14 }}>
        inline-block keeps its padding
      </Box>
    </Box>
  );
}
