import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CssBaseline from '@mui/material/CssBaseline';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { ThemeProvider } from '@mui/material/styles';
import ArchiveList from './ArchiveList';
import FeaturedPost from './FeaturedPost';
import Footer from './Footer';
import Header from './Header';
import Newsletter from './Newsletter';
import PostCard from './PostCard';
import PostDialog from './PostDialog';
import TopicFilter from './TopicFilter';
import { FEATURED, LATEST_COUNT, POSTS, type Post, type Topic } from './data';
import theme from './theme';

function matches(post: Post, topic: Topic | null, query: string) {
  if (topic && post.topic !== topic) return false;
  if (!query) return true;
  const text = `${post.title} ${post.excerpt} ${post.author.name} ${post.topic}`.toLowerCase();
  return text.includes(query);
}

export default function App() {
  const [topic, setTopic] = React.useState<Topic | null>(null);
  const [search, setSearch] = React.useState('');
  const [archivePage, setArchivePage] = React.useState(1);
  const [reading, setReading] = React.useState<Post | null>(null);
  const [readerOpen, setReaderOpen] = React.useState(false);

  const query = search.trim().toLowerCase();
  // Newest first: the first few matches are the cards, the rest the archive list.
  const matching = POSTS.filter((post) => matches(post, topic, query));
  const latest = matching.slice(0, LATEST_COUNT);
  const archive = matching.slice(LATEST_COUNT);
  const filtered = Boolean(topic || query);

  // Any change of filter starts the archive again at its first page.
  const [lastFilter, setLastFilter] = React.useState(`${topic}|${query}`);
  if (lastFilter !== `${topic}|${query}`) {
    setLastFilter(`${topic}|${query}`);
    setArchivePage(1);
  }

  const open = (post: Post) => {
    setReading(post);
    setReaderOpen(true);
  };
  const showLatest = () => document.getElementById('latest')?.scrollIntoView({ behavior: 'smooth' });
  const clearFilters = () => {
    setTopic(null);
    setSearch('');
  };

  let status = `${matching.length} stories`;
  if (filtered) {
    status = matching.length
      ? `${matching.length} ${matching.length === 1 ? 'story matches' : 'stories match'}${topic ? ` in ${topic}` : ''}${query ? ` for “${search.trim()}”` : ''}`
      : `No stories match${topic ? ` in ${topic}` : ''}${query ? ` for “${search.trim()}”` : ''}.`;
  }

  return (
    <ThemeProvider theme={theme}>
      <CssBaseline enableColorScheme />
      <Box id="top" sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
        <Header value={search} onChange={setSearch} onSubmit={showLatest} />
        <Box component="main" sx={{ maxWidth: 1200, mx: 'auto', px: { xs: 2, sm: 3 }, pt: { xs: 4, md: 7 } }}>
          <Box sx={{ maxWidth: 760, mb: { xs: 4, md: 6 } }}>
            <Typography variant="overline" component="p" sx={{ color: 'text.secondary' }}>
              The Driftwood journal
            </Typography>
            <Typography variant="h1">Field notes on making software people enjoy</Typography>
          </Box>

          <FeaturedPost post={FEATURED} onOpen={open} />

          <Box component="section" id="latest" aria-labelledby="latest-title" sx={{ mt: { xs: 7, md: 10 }, scrollMarginTop: 96 }}>
            <Typography id="latest-title" variant="h2" sx={{ mb: 2 }}>
              Latest stories
            </Typography>
            <TopicFilter value={topic} onChange={setTopic} />
            <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1, mt: 2, mb: 3, minHeight: 36 }}>
              <Typography role="status" variant="body2" sx={{ color: 'text.secondary' }}>
                {status}
              </Typography>
              {filtered && (
                <Button size="small" onClick={clearFilters}>
                  Clear filters
                </Button>
              )}
            </Box>
            {latest.length > 0 ? (
              <Grid container spacing={{ xs: 4, md: 5 }}>
                {latest.map((post) => (
                  <Grid key={post.id} size={{ xs: 12, sm: 6, md: 4 }}>
                    <PostCard post={post} onOpen={open} />
                  </Grid>
                ))}
              </Grid>
            ) : (
              <Box sx={{ py: 6, textAlign: 'center', border: 1, borderStyle: 'dashed', borderColor: 'divider', borderRadius: 1 }}>
                <Typography sx={{ mb: 2 }}>Nothing here yet. Try another topic or a shorter search.</Typography>
                <Button variant="outlined" onClick={clearFilters}>
                  Show all stories
                </Button>
              </Box>
            )}
          </Box>

          <Box component="section" id="archive" aria-labelledby="archive-title" sx={{ mt: { xs: 7, md: 10 }, scrollMarginTop: 96 }}>
            <Typography id="archive-title" variant="h2" sx={{ mb: 3 }}>
              From the archive
            </Typography>
            <ArchiveList posts={archive} page={archivePage} onPageChange={setArchivePage} onOpen={open} />
          </Box>

          <Box sx={{ mt: { xs: 7, md: 10 } }}>
            <Newsletter />
          </Box>
        </Box>
        <Footer
          onTopic={(next) => {
            setTopic(next);
            setSearch('');
            showLatest();
          }}
        />
      </Box>
      <PostDialog open={readerOpen} post={reading} onClose={() => setReaderOpen(false)} />
    </ThemeProvider>
  );
}
