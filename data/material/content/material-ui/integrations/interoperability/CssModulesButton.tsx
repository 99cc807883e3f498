import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import classes from './CssModulesButton.module.css';

export default function CssModulesButton() {
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', justifyContent: 'center' }}>
      {/* The bundler turns `classes.button` into a unique class name, such as `CssModulesButton_button__x7Qe2`. */}
      <Button className={classes.button} variant="outlined" color="info">
        Export report
      </Button>
      <Button className={classes.button} variant="outlined" color="secondary">
        Share link
      </Button>
    </Stack>
  );
}
