import * as React from 'react';
import Accordion from '@mui/joy/Accordion';
import AccordionDetails from '@mui/joy/AccordionDetails';
import AccordionGroup from '@mui/joy/AccordionGroup';
import AccordionSummary from '@mui/joy/AccordionSummary';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Checkbox from '@mui/joy/Checkbox';
import Chip from '@mui/joy/Chip';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import Sheet from '@mui/joy/Sheet';
import Slider from '@mui/joy/Slider';
import Typography from '@mui/joy/Typography';

const GROUPS = [
  { id: 'type', title: 'Property type', options: ['Apartment', 'House', 'Studio', 'Shared room'] },
  { id: 'features', title: 'Features', options: ['Balcony', 'Garden', 'Lift', 'Parking', 'Pets allowed'] },
];

export default function AccordionFilters() {
  const [checked, setChecked] = React.useState<Record<string, string[]>>({ type: ['Apartment'], features: [] });
  const [rent, setRent] = React.useState<number[]>([600, 1400]);
  const total = Object.values(checked).reduce((sum, list) => sum + list.length, 0);

  const toggle = (group: string, option: string) =>
    setChecked((current) => ({
      ...current,
      [group]: current[group].includes(option) ? current[group].filter((item) => item !== option) : [...current[group], option],
    }));

  return (
    <Sheet
      variant="soft"
      sx={{ width: '100%', maxWidth: 340, borderRadius: 'md', p: 1.5, boxShadow: 'sm', display: 'flex', flexDirection: 'column', gap: 1 }}
    >
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', px: 1 }}>
        <Typography level="title-md">Filters</Typography>
        <Button
          size="sm"
          variant="plain"
          onClick={() => {
            setChecked({ type: [], features: [] });
            setRent([300, 2500]);
          }}
        >
          Clear all
        </Button>
      </Box>
      {/* The panel's sections sit on raised surfaces: depth instead of dividers. */}
      <AccordionGroup disableDivider size="sm" sx={{ gap: 1 }}>
        <Accordion defaultExpanded sx={{ bgcolor: 'background.surface', borderRadius: 'sm', boxShadow: 'xs' }}>
          <AccordionSummary>Monthly rent</AccordionSummary>
          <AccordionDetails>
            <Slider
              value={rent}
              onChange={(_event, value) => setRent(value as number[])}
              min={300}
              max={2500}
              step={50}
              valueLabelDisplay="auto"
              getAriaLabel={(index) => (index === 0 ? 'Minimum rent' : 'Maximum rent')}
              getAriaValueText={(value) => `€${value}`}
              sx={{ mx: 1, width: 'auto' }}
            />
            <Typography level="body-xs">
              €{rent[0]} to €{rent[1]}
            </Typography>
          </AccordionDetails>
        </Accordion>
        {GROUPS.map((group) => (
          <Accordion key={group.id} sx={{ bgcolor: 'background.surface', borderRadius: 'sm', boxShadow: 'xs' }}>
            <AccordionSummary>
              {group.title}
              {checked[group.id].length > 0 && (
                <Chip size="sm" color="primary" variant="soft" sx={{ ml: 'auto' }}>
                  {checked[group.id].length}
                </Chip>
              )}
            </AccordionSummary>
            <AccordionDetails>
              <List size="sm" sx={{ '--ListItem-paddingX': '0px' }}>
                {group.options.map((option) => (
                  <ListItem key={option}>
                    <Checkbox
                      size="sm"
                      label={option}
                      checked={checked[group.id].includes(option)}
                      onChange={() => toggle(group.id, option)}
                    />
                  </ListItem>
                ))}
              </List>
            </AccordionDetails>
          </Accordion>
        ))}
      </AccordionGroup>
      <Button>Show homes{total > 0 ? ` (${total} ${total === 1 ? 'filter' : 'filters'})` : ''}</Button>
    </Sheet>
  );
}
