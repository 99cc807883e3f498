import * as React from 'react';
import { useInput } from '@mui/base/useInput';
import SearchIcon from '@mui/icons-material/Search';
import classes from './css.module.css';

const SearchField = React.forwardRef(function SearchField(
  props: React.InputHTMLAttributes<HTMLInputElement>,
  ref: React.ForwardedRef<HTMLInputElement>,
) {
  const { getRootProps, getInputProps, focused } = useInput({ inputRef: ref });
  return (
    <div {...getRootProps()} className={focused ? `${classes.root} ${classes.focused}` : classes.root}>
      <SearchIcon fontSize="small" aria-hidden />
      <input {...props} {...getInputProps()} className={classes.input} />
    </div>
  );
});

export default function UseInput() {
  return <SearchField type="search" aria-label="Search invoices" placeholder="Search invoices" />;
}
