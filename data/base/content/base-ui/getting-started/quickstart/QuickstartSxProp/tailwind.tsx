import { Button } from '@mui/base/Button';

const focus = '[&.base--focusVisible]:outline-3 [&.base--focusVisible]:outline-offset-2 [&.base--focusVisible]:outline-red-300';

export default function QuickstartSxProp() {
  return (
    <div className="flex flex-wrap gap-3">
      <Button
        className={`cursor-pointer rounded-lg border-0 bg-red-700 px-4 py-2 text-sm font-semibold text-white hover:bg-red-800 ${focus}`}
      >
        Delete workspace
      </Button>
      <Button className={`cursor-pointer rounded-lg border border-current bg-transparent px-4 py-2 text-sm font-semibold ${focus}`}>
        Keep workspace
      </Button>
    </div>
  );
}
