import * as React from 'react';
import Button from '@mui/joy/Button';
import Chip from '@mui/joy/Chip';
import ChipDelete from '@mui/joy/ChipDelete';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

const initialLanguages = ['Portuguese', 'Korean', 'Swahili', 'Finnish', 'Tamil'];

export default function DeletableChips() {
  const [languages, setLanguages] = React.useState(initialLanguages);
  const [message, setMessage] = React.useState('');

  const remove = (language: string) => {
    setLanguages((current) => current.filter((item) => item !== language));
    setMessage(`${language} removed.`);
  };

  return (
    <Stack spacing={1.5}>
      <Typography level="title-sm" id="spoken-languages">
        Spoken languages
      </Typography>
      <Stack
        component="ul"
        aria-labelledby="spoken-languages"
        direction="row"
        spacing={1}
        useFlexGap
        sx={{ flexWrap: 'wrap', listStyle: 'none', m: 0, p: 0 }}
      >
        {languages.map((language) => (
          <li key={language}>
            <Chip variant="outlined" endDecorator={<ChipDelete aria-label={`Remove ${language}`} onDelete={() => remove(language)} />}>
              {language}
            </Chip>
          </li>
        ))}
      </Stack>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
        <Button
          size="sm"
          variant="plain"
          disabled={languages.length === initialLanguages.length}
          onClick={() => {
            setLanguages(initialLanguages);
            setMessage('All languages restored.');
          }}
        >
          Restore all
        </Button>
        <Typography role="status" level="body-sm">
          {message}
        </Typography>
      </Stack>
    </Stack>
  );
}
