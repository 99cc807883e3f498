import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { TOPICS, type Topic } from './data';

interface TopicFilterProps {
  value: Topic | null;
  onChange: (topic: Topic | null) => void;
}

/** Toggle buttons styled as tags: `aria-pressed` tells which topic is on. */
export default function TopicFilter({ value, onChange }: TopicFilterProps) {
  const options: (Topic | null)[] = [null, ...TOPICS];
  return (
    <Box role="group" aria-labelledby="topics-label" sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
      <Typography id="topics-label" variant="body2" sx={{ color: 'text.secondary', mr: 0.5 }}>
        Topic:
      </Typography>
      {options.map((topic) => {
        const selected = topic === value;
        return (
          <Chip
            key={topic ?? 'all'}
            label={topic ?? 'All'}
            clickable
            aria-pressed={selected}
            color={selected ? 'primary' : 'default'}
            variant={selected ? 'filled' : 'outlined'}
            onClick={() => onChange(topic)}
          />
        );
      })}
    </Box>
  );
}
