import * as React from 'react';
import Button from '@mui/joy/Button';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Stack from '@mui/joy/Stack';
import Textarea from '@mui/joy/Textarea';
import Typography from '@mui/joy/Typography';

const draft = `Subject: Your order has shipped

Hello Priya,
Your parcel left our warehouse this morning and should arrive on Thursday.`;

export default function TextareaRef() {
  // The ref on the Textarea itself points at its root <div>; slotProps.textarea.ref reaches the <textarea>.
  const textareaRef = React.useRef<HTMLTextAreaElement>(null);
  const [selection, setSelection] = React.useState('No text selected.');

  const readSelection = () => {
    const element = textareaRef.current;
    if (!element) {
      return;
    }
    const count = element.selectionEnd - element.selectionStart;
    setSelection(count > 0 ? `${count} characters selected.` : `Caret at position ${element.selectionStart}.`);
  };

  const selectFirstLine = () => {
    const element = textareaRef.current;
    if (!element) {
      return;
    }
    element.focus();
    element.setSelectionRange(0, element.value.indexOf('\n'));
    readSelection();
  };

  const jumpToEnd = () => {
    const element = textareaRef.current;
    if (!element) {
      return;
    }
    element.focus();
    element.setSelectionRange(element.value.length, element.value.length);
    readSelection();
  };

  return (
    <Stack spacing={1.5} sx={{ maxWidth: 480, width: '100%' }}>
      <FormControl>
        <FormLabel>Shipping email</FormLabel>
        <Textarea minRows={4} defaultValue={draft} slotProps={{ textarea: { ref: textareaRef, onSelect: readSelection } }} />
      </FormControl>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button variant="outlined" color="neutral" size="sm" onClick={selectFirstLine}>
          Select the subject line
        </Button>
        <Button variant="outlined" color="neutral" size="sm" onClick={jumpToEnd}>
          Continue writing at the end
        </Button>
      </Stack>
      <Typography level="body-sm">{selection}</Typography>
    </Stack>
  );
}
