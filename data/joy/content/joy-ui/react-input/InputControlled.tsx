import * as React from 'react';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import FormHelperText from '@mui/joy/FormHelperText';
import Input from '@mui/joy/Input';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

const limit = 40;

export default function InputControlled() {
  const [title, setTitle] = React.useState('Quarterly planning notes');
  const left = limit - title.length;

  return (
    <Stack spacing={2} sx={{ maxWidth: 380 }}>
      <FormControl>
        <FormLabel>Document title (controlled)</FormLabel>
        <Input
          value={title}
          onChange={(event) => setTitle(event.target.value.slice(0, limit))}
          endDecorator={
            <Typography level="body-xs" textColor={left < 6 ? 'warning.plainColor' : 'text.tertiary'}>
              {left}
            </Typography>
          }
        />
        <FormHelperText>
          {left === 1 ? '1 character left.' : `${left} characters left.`} Your code holds the value and can trim it.
        </FormHelperText>
      </FormControl>
      <FormControl>
        <FormLabel>Folder (uncontrolled)</FormLabel>
        <Input name="folder" defaultValue="Planning" />
        <FormHelperText>The input keeps its own value; read it from the form when it is submitted.</FormHelperText>
      </FormControl>
    </Stack>
  );
}
