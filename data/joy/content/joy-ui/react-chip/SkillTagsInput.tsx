import * as React from 'react';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Chip from '@mui/joy/Chip';
import ChipDelete from '@mui/joy/ChipDelete';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';

const MAX_TAGS = 6;

export default function SkillTagsInput() {
  const [tags, setTags] = React.useState(['Figma', 'Accessibility audits']);
  const [draft, setDraft] = React.useState('');
  const [error, setError] = React.useState('');
  const helperId = React.useId();

  const addTag = () => {
    const value = draft.trim();
    if (!value) {
      return;
    }
    if (tags.some((tag) => tag.toLowerCase() === value.toLowerCase())) {
      setError(`“${value}” is already on the list.`);
      return;
    }
    if (tags.length >= MAX_TAGS) {
      setError(`You can add up to ${MAX_TAGS} skills.`);
      return;
    }
    setTags((current) => [...current, value]);
    setDraft('');
    setError('');
  };

  return (
    <Box sx={{ maxWidth: 440 }}>
      <FormControl error={Boolean(error)}>
        <FormLabel>Skills</FormLabel>
        <Input
          placeholder="Type a skill and press Enter"
          value={draft}
          onChange={(event) => {
            setDraft(event.target.value);
            setError('');
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              addTag();
            }
          }}
          slotProps={{ input: { 'aria-describedby': helperId } }}
          endDecorator={
            <Button variant="soft" size="sm" onClick={addTag}>
              Add
            </Button>
          }
        />
        <FormHelperText id={helperId} role="status">
          {error || `${tags.length} of ${MAX_TAGS} skills`}
        </FormHelperText>
      </FormControl>
      <Box
        component="ul"
        aria-label="Added skills"
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', p: 0, m: 0, mt: 1.5 }}
      >
        {tags.map((tag) => (
          <li key={tag}>
            <Chip
              variant="soft"
              color="primary"
              endDecorator={
                <ChipDelete aria-label={`Remove ${tag}`} onDelete={() => setTags((current) => current.filter((item) => item !== tag))} />
              }
            >
              {tag}
            </Chip>
          </li>
        ))}
      </Box>
    </Box>
  );
}
