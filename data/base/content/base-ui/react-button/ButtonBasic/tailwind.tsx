import { Button } from '@mui/base/Button';

const base =
  'cursor-pointer rounded-lg border border-solid px-4 py-2 font-[inherit] text-sm/normal font-semibold transition-colors [&.base--focusVisible]:outline-2 [&.base--focusVisible]:outline-offset-2 [&.base--focusVisible]:outline-blue-700 dark:[&.base--focusVisible]:outline-blue-300';

export default function ButtonBasic() {
  return (
    <div className="flex flex-wrap gap-3">
      <Button className={`${base} border-transparent bg-blue-600 text-white hover:bg-blue-700 [&.base--active]:bg-blue-800`}>
        Send invoice
      </Button>
      <Button
        className={`${base} border-gray-400 bg-transparent text-gray-900 hover:bg-gray-100 dark:border-gray-500 dark:text-gray-100 dark:hover:bg-gray-800 [&.base--active]:bg-gray-200 dark:[&.base--active]:bg-gray-700`}
      >
        Save as draft
      </Button>
    </div>
  );
}
