import * as React from 'react';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import DialogContent from '@mui/joy/DialogContent';
import DialogTitle from '@mui/joy/DialogTitle';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Modal from '@mui/joy/Modal';
import ModalClose from '@mui/joy/ModalClose';
import ModalDialog from '@mui/joy/ModalDialog';
import Option from '@mui/joy/Option';
import Select from '@mui/joy/Select';
import type { ColorPaletteProp, VariantProp } from '@mui/joy/styles';

const variants: VariantProp[] = ['plain', 'outlined', 'soft', 'solid'];
const colors: ColorPaletteProp[] = ['primary', 'neutral', 'danger', 'success', 'warning'];

export default function ModalDialogVariants() {
  const [open, setOpen] = React.useState(false);
  const [variant, setVariant] = React.useState<VariantProp>('solid');
  const [color, setColor] = React.useState<ColorPaletteProp>('primary');

  return (
    <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-end', flexWrap: 'wrap', justifyContent: 'center' }}>
      <FormControl>
        <FormLabel>Variant</FormLabel>
        <Select value={variant} onChange={(_event, value) => value && setVariant(value)} sx={{ minWidth: 130 }}>
          {variants.map((item) => (
            <Option key={item} value={item}>
              {item}
            </Option>
          ))}
        </Select>
      </FormControl>
      <FormControl>
        <FormLabel>Color</FormLabel>
        <Select value={color} onChange={(_event, value) => value && setColor(value)} sx={{ minWidth: 130 }}>
          {colors.map((item) => (
            <Option key={item} value={item}>
              {item}
            </Option>
          ))}
        </Select>
      </FormControl>
      <Button variant="outlined" color="neutral" onClick={() => setOpen(true)}>
        Open dialog
      </Button>
      <Modal open={open} onClose={() => setOpen(false)}>
        {/* invertedColors recolors the close button and text for the solid and soft variants. */}
        <ModalDialog variant={variant} color={color} invertedColors>
          <ModalClose aria-label="Close the digest" />
          <DialogTitle>Weekly digest</DialogTitle>
          <DialogContent>
            This dialog uses the {variant} variant in {color}. Seven new recipes were added to your saved collections this week.
          </DialogContent>
        </ModalDialog>
      </Modal>
    </Box>
  );
}
