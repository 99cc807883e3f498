import * as React from 'react';
import { useInput } from '@mui/base/useInput';
import SearchIcon from '@mui/icons-material/Search';

const SearchField = React.forwardRef(function SearchField(
  props: React.InputHTMLAttributes<HTMLInputElement>,
  ref: React.ForwardedRef<HTMLInputElement>,
) {
  const { getRootProps, getInputProps, focused } = useInput({ inputRef: ref });
  return (
    <div
      {...getRootProps()}
      className={`flex max-w-xs items-center gap-2 rounded-full border border-solid bg-gray-50 px-3 text-gray-900 dark:bg-gray-800 dark:text-gray-100 ${
        focused
          ? 'border-blue-600 ring-3 ring-blue-600/30 dark:border-blue-300 dark:ring-blue-300/35'
          : 'border-gray-500 dark:border-gray-400'
      }`}
    >
      <SearchIcon fontSize="small" aria-hidden />
      <input
        {...props}
        {...getInputProps()}
        className="min-w-0 flex-1 border-0 bg-transparent py-2 font-[inherit] text-base text-inherit outline-0"
      />
    </div>
  );
});

export default function UseInput() {
  return <SearchField type="search" aria-label="Search invoices" placeholder="Search invoices" />;
}
