import Box from '@mui/material/Box';

const files = [
  { name: 'contract-final.pdf', size: '1.2 MB' },
  { name: 'site-survey-photos.zip', size: '48 MB' },
  { name: 'budget-2027.xlsx', size: '86 KB' },
];

export default function UsageSupersetCss() {
  return (
    <Box
      component="ul"
      sx={{
        m: 0,
        p: 0,
        listStyle: 'none',
        maxWidth: 480,
        mx: 'auto',
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
        bgcolor: 'background.paper',
        // Nested selector: every row except the last gets a separator.
        '& > li:not(:last-of-type)': { borderBottom: 1, borderColor: 'divider' },
        // Targeting a child by class name.
        '& .file-size': { color: 'text.secondary', fontSize: 13 },
        // A plain media query works next to breakpoint objects.
        '@media (hover: hover)': { '& .file-action': { opacity: 0 } },
        '& li:hover .file-action, & .file-action:focus-visible': { opacity: 1 },
      }}
    >
      {files.map((file) => (
        <Box
          component="li"
          key={file.name}
          sx={{ display: 'flex', alignItems: 'center', gap: 2, px: 2, py: 1.25, '&:hover': { bgcolor: 'action.hover' } }}
        >
          <Box sx={{ flexGrow: 1, minWidth: 0 }}>
            <Box sx={{ color: 'text.primary', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{file.name}</Box>
            <span className="file-size">{file.size}</span>
          </Box>
          <Box
            component="a"
            className="file-action"
            href={`?file=${encodeURIComponent(file.name)}`}
            aria-label={`Download ${file.name}`}
            sx={{
              color: 'primary.main',
              fontSize: 14,
              borderRadius: 0.5,
              '&::after': { content: '" ↓"' },
              '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
            }}
          >
            Download
          </Box>
        </Box>
      ))}
    </Box>
  );
}
