import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import FormHelperText from '@mui/joy/FormHelperText';
import Input from '@mui/joy/Input';
import InfoOutlined from '@mui/icons-material/InfoOutlined';

export default function InputLabelHelperText() {
  return (
    <FormControl sx={{ maxWidth: 360 }}>
      <FormLabel>Display name</FormLabel>
      <Input placeholder="e.g. Priya from Support" />
      <FormHelperText>
        <InfoOutlined />
        Shown to customers next to your replies.
      </FormHelperText>
    </FormControl>
  );
}
