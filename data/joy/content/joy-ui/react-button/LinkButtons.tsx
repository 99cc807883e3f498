import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import OpenInNew from '@mui/icons-material/OpenInNew';
import Article from '@mui/icons-material/ArticleOutlined';

export default function LinkButtons() {
  return (
    <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'center' }}>
      <Button component="a" href="#link-buttons" startDecorator={<Article />}>
        Read the release notes
      </Button>
      <Button
        component="a"
        href="/joy-ui/react-button-group/"
        variant="outlined"
        color="neutral"
        endDecorator={<OpenInNew />}
        target="_blank"
        rel="noopener"
      >
        Button Group (new tab)
      </Button>
    </Box>
  );
}
