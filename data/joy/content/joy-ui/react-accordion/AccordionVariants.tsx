import * as React from 'react';
import Accordion from '@mui/joy/Accordion';
import AccordionDetails from '@mui/joy/AccordionDetails';
import AccordionGroup from '@mui/joy/AccordionGroup';
import AccordionSummary from '@mui/joy/AccordionSummary';
import Box from '@mui/joy/Box';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Option from '@mui/joy/Option';
import Select from '@mui/joy/Select';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';
import type { ColorPaletteProp } from '@mui/joy/styles';

const variants = ['plain', 'outlined', 'soft', 'solid'] as const;
const colors: ColorPaletteProp[] = ['primary', 'neutral', 'danger', 'success', 'warning'];

export default function AccordionVariants() {
  const [color, setColor] = React.useState<ColorPaletteProp>('neutral');
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, width: '100%' }}>
      <FormControl sx={{ alignSelf: 'flex-start' }}>
        <FormLabel>Color</FormLabel>
        <Select value={color} onChange={(_event, value) => value && setColor(value)} sx={{ minWidth: 140 }}>
          {colors.map((item) => (
            <Option key={item} value={item}>
              {item}
            </Option>
          ))}
        </Select>
      </FormControl>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
        {variants.map((variant) => {
          const group = (
            <AccordionGroup variant={variant === 'solid' ? 'plain' : variant} color={color} sx={{ borderRadius: 'sm' }}>
              <Accordion>
                <AccordionSummary>Ingredients</AccordionSummary>
                <AccordionDetails>Oats, almonds, honey, dried apricot.</AccordionDetails>
              </Accordion>
              <Accordion>
                <AccordionSummary>Allergens</AccordionSummary>
                <AccordionDetails>Contains nuts. Made in a kitchen that handles sesame.</AccordionDetails>
              </Accordion>
            </AccordionGroup>
          );
          return (
            <div key={variant}>
              <Typography level="body-xs" sx={{ mb: 0.5 }}>
                {variant === 'solid' ? 'solid Sheet with invertedColors' : `variant="${variant}"`}
              </Typography>
              {variant === 'solid' ? (
                // The summaries do not follow a solid group's colors: a solid Sheet with inverted colors recolors them.
                <Sheet variant="solid" color={color} invertedColors sx={{ borderRadius: 'sm' }}>
                  {group}
                </Sheet>
              ) : (
                group
              )}
            </div>
          );
        })}
      </Box>
    </Box>
  );
}
