import * as React from 'react';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Checkbox from '@mui/joy/Checkbox';
import DialogContent from '@mui/joy/DialogContent';
import DialogTitle from '@mui/joy/DialogTitle';
import Divider from '@mui/joy/Divider';
import Drawer from '@mui/joy/Drawer';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import ModalClose from '@mui/joy/ModalClose';
import Option from '@mui/joy/Option';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import Select from '@mui/joy/Select';
import Slider from '@mui/joy/Slider';
import Stack from '@mui/joy/Stack';
import Switch from '@mui/joy/Switch';
import Typography from '@mui/joy/Typography';
import TuneRounded from '@mui/icons-material/TuneRounded';

interface Filters {
  type: string;
  beds: string;
  price: number[];
  features: string[];
  petsAllowed: boolean;
}

const initialFilters: Filters = {
  type: 'any',
  beds: 'any',
  price: [600, 2400],
  features: [],
  petsAllowed: false,
};

const featureOptions = ['Balcony', 'Lift', 'Parking', 'Washing machine'];

function countActive(filters: Filters) {
  return (
    (filters.type !== 'any' ? 1 : 0) +
    (filters.beds !== 'any' ? 1 : 0) +
    (filters.price[0] !== initialFilters.price[0] || filters.price[1] !== initialFilters.price[1] ? 1 : 0) +
    filters.features.length +
    (filters.petsAllowed ? 1 : 0)
  );
}

export default function FiltersDrawer() {
  const [open, setOpen] = React.useState(false);
  const [applied, setApplied] = React.useState<Filters>(initialFilters);
  // The form edits a draft; the results change only when the reader presses "Show results".
  const [draft, setDraft] = React.useState<Filters>(initialFilters);
  const active = countActive(applied);
  const formId = React.useId();

  const openDrawer = () => {
    setDraft(applied);
    setOpen(true);
  };

  const toggleFeature = (feature: string, checked: boolean) =>
    setDraft((current) => ({
      ...current,
      features: checked ? [...current.features, feature] : current.features.filter((item) => item !== feature),
    }));

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
      <Button variant="outlined" color="neutral" startDecorator={<TuneRounded />} onClick={openDrawer}>
        Filters{active > 0 ? ` (${active})` : ''}
      </Button>
      <Typography level="body-sm" role="status">
        {active === 0 ? 'No filters applied.' : `${active} filter${active > 1 ? 's' : ''} applied.`}
      </Typography>
      <Drawer anchor="right" size="md" open={open} onClose={() => setOpen(false)}>
        <ModalClose aria-label="Close" />
        <DialogTitle>Filters</DialogTitle>
        <Divider />
        <DialogContent
          component="form"
          id={formId}
          onSubmit={(event: React.FormEvent<HTMLFormElement>) => {
            event.preventDefault();
            setApplied(draft);
            setOpen(false);
          }}
        >
          <Stack spacing={3} sx={{ p: 2 }}>
            <FormControl>
              <FormLabel>Property type</FormLabel>
              <Select value={draft.type} onChange={(_event, value) => value && setDraft({ ...draft, type: value })}>
                <Option value="any">Any</Option>
                <Option value="flat">Flat</Option>
                <Option value="house">House</Option>
                <Option value="studio">Studio</Option>
              </Select>
            </FormControl>
            <FormControl>
              <FormLabel>Bedrooms</FormLabel>
              <RadioGroup
                orientation="horizontal"
                value={draft.beds}
                onChange={(event) => setDraft({ ...draft, beds: event.target.value })}
                sx={{ flexWrap: 'wrap', gap: 1.5 }}
              >
                {['any', '1', '2', '3+'].map((value) => (
                  <Radio key={value} value={value} label={value === 'any' ? 'Any' : value} />
                ))}
              </RadioGroup>
            </FormControl>
            <FormControl>
              <FormLabel>
                Rent per month: €{draft.price[0]}–€{draft.price[1]}
              </FormLabel>
              <Slider
                value={draft.price}
                onChange={(_event, value) => setDraft({ ...draft, price: value as number[] })}
                min={200}
                max={4000}
                step={100}
                disableSwap
                getAriaLabel={(index) => (index === 0 ? 'Minimum rent' : 'Maximum rent')}
                getAriaValueText={(value) => `€${value}`}
                sx={{ mx: 1, width: 'auto' }}
              />
            </FormControl>
            {/* A FormControl holds one control: a group of checkboxes gets a labelled group instead. */}
            <Box role="group" aria-labelledby={`${formId}-features`}>
              <FormLabel id={`${formId}-features`} sx={{ mb: 1 }}>
                Features
              </FormLabel>
              <Stack spacing={1.25}>
                {featureOptions.map((feature) => (
                  <Checkbox
                    key={feature}
                    label={feature}
                    checked={draft.features.includes(feature)}
                    onChange={(event) => toggleFeature(feature, event.target.checked)}
                  />
                ))}
              </Stack>
            </Box>
            <FormControl orientation="horizontal" sx={{ justifyContent: 'space-between' }}>
              <FormLabel>Pets allowed</FormLabel>
              <Switch checked={draft.petsAllowed} onChange={(event) => setDraft({ ...draft, petsAllowed: event.target.checked })} />
            </FormControl>
          </Stack>
        </DialogContent>
        <Divider />
        <Stack direction="row" justifyContent="space-between" sx={{ p: 2 }}>
          <Button variant="plain" color="neutral" onClick={() => setDraft(initialFilters)}>
            Clear all
          </Button>
          <Button type="submit" form={formId}>
            Show results
          </Button>
        </Stack>
      </Drawer>
    </Box>
  );
}
