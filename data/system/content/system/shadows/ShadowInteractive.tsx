import Box from '@mui/material/Box';

const articles = [
  { tag: 'Guide', title: 'Setting up single sign-on', minutes: 6 },
  { tag: 'Release', title: 'What changed in the April update', minutes: 3 },
  { tag: 'Tutorial', title: 'Importing contacts from a spreadsheet', minutes: 8 },
];

export default function ShadowInteractive() {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' }, gap: 2 }}>
      {articles.map((article) => (
        <Box
          key={article.title}
          component="a"
          href={`?tag=${article.tag.toLowerCase()}`}
          sx={(theme) => ({
            display: 'block',
            p: 2,
            color: 'text.primary',
            textDecoration: 'none',
            bgcolor: 'background.paper',
            borderRadius: 2,
            boxShadow: 1,
            transition: theme.transitions.create(['box-shadow', 'transform'], {
              duration: theme.transitions.duration.shorter,
            }),
            '&:hover': { boxShadow: 6, transform: 'translateY(-2px)' },
            '&:focus-visible': { boxShadow: 6, outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
            '@media (prefers-reduced-motion: reduce)': { transition: 'none', '&:hover': { transform: 'none' } },
          })}
        >
          <Box sx={{ fontSize: 12, fontWeight: 'bold', textTransform: 'uppercase', color: 'text.secondary' }}>{article.tag}</Box>
          <Box sx={{ mt: 0.5, fontWeight: 'medium' }}>{article.title}</Box>
          <Box sx={{ mt: 1, fontSize: 13, color: 'text.secondary' }}>{article.minutes} min read</Box>
        </Box>
      ))}
    </Box>
  );
}
