import * as React from 'react';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import IconButton from '@mui/joy/IconButton';
import Option from '@mui/joy/Option';
import Select, { SelectStaticProps } from '@mui/joy/Select';
import CloseRounded from '@mui/icons-material/CloseRounded';

export default function SelectClearable() {
  const [status, setStatus] = React.useState<string | null>('open');
  const action: SelectStaticProps['action'] = React.useRef(null);

  return (
    <FormControl sx={{ width: 240 }}>
      <FormLabel>Filter by status</FormLabel>
      <Select
        action={action}
        value={status}
        placeholder="Any status"
        onChange={(_, value) => setStatus(value)}
        {...(status && {
          // Hide the arrow while the clear button is shown, so the field does not grow.
          endDecorator: (
            <IconButton
              size="sm"
              variant="plain"
              color="neutral"
              aria-label="Clear status filter"
              // Keep the press from opening the listbox.
              onMouseDown={(event) => event.stopPropagation()}
              onClick={() => {
                setStatus(null);
                action.current?.focusVisible();
              }}
            >
              <CloseRounded />
            </IconButton>
          ),
          indicator: null,
        })}
      >
        <Option value="open">Open</Option>
        <Option value="in-progress">In progress</Option>
        <Option value="resolved">Resolved</Option>
        <Option value="closed">Closed</Option>
      </Select>
    </FormControl>
  );
}
