import * as React from 'react';
import Tabs from '@mui/joy/Tabs';
import TabList from '@mui/joy/TabList';
import Tab from '@mui/joy/Tab';
import TabPanel from '@mui/joy/TabPanel';
import Typography from '@mui/joy/Typography';
import Box from '@mui/joy/Box';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Select from '@mui/joy/Select';
import Option from '@mui/joy/Option';
import Sheet from '@mui/joy/Sheet';
import type { ColorPaletteProp, VariantProp } from '@mui/joy/styles';

const variants: VariantProp[] = ['plain', 'outlined', 'soft', 'solid'];
const colors: ColorPaletteProp[] = ['primary', 'neutral', 'danger', 'success', 'warning'];

interface ChoiceProps<T extends string> {
  label: string;
  value: T;
  options: readonly T[];
  onChange: (value: T) => void;
}

function Choice<T extends string>({ label, value, options, onChange }: ChoiceProps<T>) {
  return (
    <FormControl size="sm" sx={{ minWidth: 120, flex: 1 }}>
      <FormLabel>{label}</FormLabel>
      <Select value={value} onChange={(_event, next) => next && onChange(next)}>
        {options.map((option) => (
          <Option key={option} value={option}>
            {option}
          </Option>
        ))}
      </Select>
    </FormControl>
  );
}

export default function TabsVariantExplorer() {
  const [listVariant, setListVariant] = React.useState<VariantProp>('soft');
  const [tabVariant, setTabVariant] = React.useState<VariantProp>('plain');
  const [color, setColor] = React.useState<ColorPaletteProp>('neutral');
  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 3 }}>
        <Choice label="TabList variant" value={listVariant} options={variants} onChange={setListVariant} />
        <Choice label="Tab variant" value={tabVariant} options={variants} onChange={setTabVariant} />
        <Choice label="color" value={color} options={colors} onChange={setColor} />
      </Box>
      <Sheet variant="outlined" sx={{ borderRadius: 'sm', overflow: 'hidden' }}>
        <Tabs defaultValue={0}>
          <TabList aria-label="Mailbox" variant={listVariant} color={color}>
            {['Inbox', 'Starred', 'Archive'].map((label) => (
              <Tab key={label} variant={tabVariant} color={color}>
                {label}
              </Tab>
            ))}
          </TabList>
          {['12 unread messages', '3 starred threads', 'Archived mail is kept for a year'].map((text, index) => (
            <TabPanel key={text} value={index}>
              <Typography level="body-sm">{text}</Typography>
            </TabPanel>
          ))}
        </Tabs>
      </Sheet>
      <Typography level="body-xs" sx={{ mt: 1.5, fontFamily: 'code' }}>
        {`<TabList variant="${listVariant}" color="${color}">`}
        <br />
        {`  <Tab variant="${tabVariant}" color="${color}">…</Tab>`}
      </Typography>
    </Box>
  );
}
