import * as React from 'react';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';

export default function NativeSelectDemo() {
  const [language, setLanguage] = React.useState('en');

  return (
    <FormControl sx={{ minWidth: 180 }}>
      <InputLabel variant="standard" htmlFor="native-select-language">
        Language
      </InputLabel>
      <NativeSelect
        value={language}
        onChange={(event) => setLanguage(event.target.value)}
        inputProps={{ name: 'language', id: 'native-select-language' }}
      >
        <option value="en">English</option>
        <option value="es">Español</option>
        <option value="de">Deutsch</option>
        <option value="ja">日本語</option>
      </NativeSelect>
    </FormControl>
  );
}
