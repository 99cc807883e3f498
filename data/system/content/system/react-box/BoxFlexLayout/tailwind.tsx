export default function BoxFlexLayout() {
  return (
    <div className="flex max-w-[420px] items-center gap-4 rounded-lg border border-gray-200 p-4">
      <div className="flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-blue-800 font-bold text-white">AL</div>
      <div className="flex min-w-0 flex-col">
        <div className="font-medium">Ada Lovelace</div>
        <div className="text-sm text-gray-600">Analytical Engine team</div>
      </div>
      <div className="ml-auto rounded bg-green-800 px-2 py-1 text-xs font-bold text-white">Online</div>
    </div>
  );
}
