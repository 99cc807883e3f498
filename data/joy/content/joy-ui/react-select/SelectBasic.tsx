import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Option from '@mui/joy/Option';
import Select from '@mui/joy/Select';

export default function SelectBasic() {
  return (
    <FormControl sx={{ width: 240 }}>
      <FormLabel>Language</FormLabel>
      <Select placeholder="Choose a language" defaultValue="en">
        <Option value="en">English</Option>
        <Option value="es">Español</Option>
        <Option value="fr">Français</Option>
        <Option value="pt">Português</Option>
        <Option value="ja">日本語</Option>
      </Select>
    </FormControl>
  );
}
