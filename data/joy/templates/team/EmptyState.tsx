import Button from '@mui/joy/Button';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';
import PersonSearchRoundedIcon from '@mui/icons-material/PersonSearchRounded';

interface EmptyStateProps {
  query: string;
  hasFilters: boolean;
  onClear: () => void;
}

/** What the results give way to when the search and the filters leave nobody. */
export default function EmptyState({ query, hasFilters, onClear }: EmptyStateProps) {
  const trimmed = query.trim();
  let action = 'Clear filters';
  if (trimmed && hasFilters) {
    action = 'Clear search and filters';
  } else if (trimmed) {
    action = 'Clear search';
  }
  return (
    <Sheet
      variant="outlined"
      sx={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        textAlign: 'center',
        gap: 1.5,
        px: 3,
        py: { xs: 5, sm: 8 },
        borderRadius: 'lg',
        borderStyle: 'dashed',
      }}
    >
      <Sheet
        variant="soft"
        color="primary"
        sx={{ display: 'grid', placeItems: 'center', width: 56, height: 56, borderRadius: '50%', mb: 1 }}
      >
        <PersonSearchRoundedIcon sx={{ fontSize: 'xl3' }} />
      </Sheet>
      <Typography level="title-lg" component="h2">
        No one matches
      </Typography>
      <Typography level="body-sm" sx={{ maxWidth: 360, color: 'text.secondary' }}>
        {trimmed ? `Nobody matches “${trimmed}”${hasFilters ? ' with these filters' : ''}.` : 'Nobody matches all of these filters.'} Try
        fewer filters or another word: a name, a role or a skill.
      </Typography>
      <Button variant="outlined" color="neutral" onClick={onClear} sx={{ mt: 1 }}>
        {action}
      </Button>
    </Sheet>
  );
}
