import * as React from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';

const sections = [
  { label: 'Details', text: 'Size, materials and care instructions.' },
  { label: 'Reviews', text: '128 reviews with an average of 4.6 stars.' },
  { label: 'Shipping', text: 'Ships within two business days.' },
];

export default function FullWidthTabs() {
  const [value, setValue] = React.useState(0);

  const handleChange = (event: React.SyntheticEvent, newValue: number) => {
    setValue(newValue);
  };

  return (
    <Box sx={{ maxWidth: 480, mx: 'auto', border: 1, borderColor: 'divider' }}>
      <Tabs value={value} onChange={handleChange} variant="fullWidth" aria-label="Product information">
        {sections.map((section, index) => (
          <Tab key={section.label} label={section.label} id={`full-width-tab-${index}`} aria-controls={`full-width-tabpanel-${index}`} />
        ))}
      </Tabs>
      {sections.map((section, index) => (
        <div
          key={section.label}
          role="tabpanel"
          hidden={value !== index}
          id={`full-width-tabpanel-${index}`}
          aria-labelledby={`full-width-tab-${index}`}
        >
          {value === index && <Typography sx={{ p: 2 }}>{section.text}</Typography>}
        </div>
      ))}
    </Box>
  );
}
