import Box from '@mui/system/Box';
import Stack from '@mui/system/Stack';

const files = [
  { name: 'Brand guidelines 2026.pdf', size: '4.2 MB', owner: 'Leila Haddad', updated: 'Edited 2 hours ago' },
  { name: 'Onboarding checklist.docx', size: '86 KB', owner: 'Jonas Weber', updated: 'Edited yesterday' },
  { name: 'Launch budget.xlsx', size: '312 KB', owner: 'Ana Lima', updated: 'Edited 3 days ago' },
];

export default function ListItemStack() {
  return (
    <Box
      component="ul"
      aria-label="Recent files"
      sx={{
        m: 0,
        p: 0,
        listStyle: 'none',
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
        bgcolor: 'background.paper',
      }}
    >
      {files.map((file, index) => (
        <Stack
          component="li"
          key={file.name}
          direction="row"
          spacing={2}
          sx={{
            alignItems: 'center',
            px: 2,
            py: 1.5,
            borderTop: index === 0 ? 0 : 1,
            borderColor: 'divider',
          }}
        >
          <Box
            aria-hidden
            sx={{
              flexShrink: 0,
              width: 40,
              height: 40,
              borderRadius: 1,
              background: 'linear-gradient(135deg, #5c6bc0, #26a69a)',
            }}
          />
          <Stack spacing={0.25} sx={{ minWidth: 0, flex: 1 }}>
            <Box
              sx={{
                fontWeight: 500,
                color: 'text.primary',
                overflow: 'hidden',
                textOverflow: 'ellipsis',
                whiteSpace: 'nowrap',
              }}
            >
              {file.name}
            </Box>
            <Box sx={{ fontSize: 13, color: 'text.secondary' }}>
              {file.owner} · {file.updated}
            </Box>
          </Stack>
          <Box sx={{ flexShrink: 0, fontSize: 13, color: 'text.secondary' }}>{file.size}</Box>
        </Stack>
      ))}
    </Box>
  );
}
