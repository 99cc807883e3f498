import Box from '@mui/joy/Box';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Textarea from '@mui/joy/Textarea';

export default function FocusRingStyles() {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2, width: '100%' }}>
      <FormControl>
        <FormLabel>Thicker ring</FormLabel>
        <Textarea minRows={2} placeholder="Click or tab here" sx={{ '--Textarea-focusedThickness': '3px' }} />
      </FormControl>
      <FormControl>
        <FormLabel>Ring in the success color</FormLabel>
        <Textarea
          minRows={2}
          placeholder="Click or tab here"
          sx={(theme) => ({ '--Textarea-focusedHighlight': theme.vars.palette.success[500] })}
        />
      </FormControl>
      <FormControl>
        <FormLabel>Ring from the field’s color</FormLabel>
        <Textarea minRows={2} color="warning" placeholder="Click or tab here" />
      </FormControl>
      <FormControl>
        <FormLabel>Softer, rounder field</FormLabel>
        <Textarea
          minRows={2}
          variant="soft"
          placeholder="Click or tab here"
          sx={{ '--Textarea-radius': '16px', '--Textarea-focusedThickness': '1px' }}
        />
      </FormControl>
    </Box>
  );
}
