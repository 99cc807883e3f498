import * as React from 'react';
import Box from '@mui/joy/Box';
import Chip from '@mui/joy/Chip';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import Option from '@mui/joy/Option';
import Select from '@mui/joy/Select';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';

type Status = 'draft' | 'scheduled' | 'published';

const posts: { title: string; status: Status; date: string; reads: number }[] = [
  { title: 'Planning a four-day work week', status: 'published', date: '2025-03-02', reads: 4210 },
  { title: 'What we learned shipping offline mode', status: 'published', date: '2025-02-11', reads: 2870 },
  { title: 'Spring release notes', status: 'scheduled', date: '2025-04-01', reads: 0 },
  { title: 'Interview: our support team in Nairobi', status: 'draft', date: '2025-03-20', reads: 0 },
  { title: 'A year of public roadmaps', status: 'published', date: '2025-01-15', reads: 6325 },
];

const statusColor = { draft: 'neutral', scheduled: 'warning', published: 'success' } as const;

export default function SelectSortToolbar() {
  const [status, setStatus] = React.useState<Status | 'all'>('all');
  const [sort, setSort] = React.useState<'date' | 'reads' | 'title'>('date');

  const shown = posts
    .filter((post) => status === 'all' || post.status === status)
    .sort((a, b) => {
      if (sort === 'reads') {
        return b.reads - a.reads;
      }
      if (sort === 'title') {
        return a.title.localeCompare(b.title);
      }
      return b.date.localeCompare(a.date);
    });

  return (
    <Sheet variant="outlined" sx={{ borderRadius: 'md', maxWidth: 560, overflow: 'hidden' }}>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          gap: 1,
          px: 1.5,
          py: 1,
          borderBottom: '1px solid',
          borderColor: 'divider',
          bgcolor: 'background.level1',
        }}
      >
        <Typography level="title-sm" sx={{ mr: 'auto' }}>
          Posts ({shown.length})
        </Typography>
        <Select
          size="sm"
          variant="plain"
          value={status}
          onChange={(_, value) => value && setStatus(value)}
          aria-label="Status"
          renderValue={(option) => `Status: ${option?.label}`}
          slotProps={{ listbox: { placement: 'bottom-end', sx: { minWidth: 160 } } }}
        >
          <Option value="all">All</Option>
          <Option value="draft">Draft</Option>
          <Option value="scheduled">Scheduled</Option>
          <Option value="published">Published</Option>
        </Select>
        <Select
          size="sm"
          variant="plain"
          value={sort}
          onChange={(_, value) => value && setSort(value)}
          aria-label="Sort by"
          renderValue={(option) => `Sort: ${option?.label}`}
          slotProps={{ listbox: { placement: 'bottom-end', sx: { minWidth: 160 } } }}
        >
          <Option value="date">Newest</Option>
          <Option value="reads">Most read</Option>
          <Option value="title">Title A–Z</Option>
        </Select>
      </Box>
      <List size="sm" sx={{ '--ListItem-paddingX': '1rem' }}>
        {shown.map((post) => (
          <ListItem key={post.title} sx={{ justifyContent: 'space-between', gap: 2 }}>
            <Typography level="body-sm" textColor="text.primary" noWrap>
              {post.title}
            </Typography>
            <Chip size="sm" variant="soft" color={statusColor[post.status]} sx={{ textTransform: 'capitalize', flexShrink: 0 }}>
              {post.status}
            </Chip>
          </ListItem>
        ))}
      </List>
    </Sheet>
  );
}
