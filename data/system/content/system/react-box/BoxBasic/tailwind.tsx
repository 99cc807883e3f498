export default function BoxBasic() {
  return (
    <div className="max-w-xs rounded-lg border border-gray-200 bg-white p-4 shadow-sm">
      <div className="text-sm text-gray-600">Sessions this week</div>
      <div className="text-3xl font-medium text-gray-900">1,284</div>
      <div className="text-sm">
        <span className="font-bold text-green-800">+12.4%</span>
        <span className="ml-1 text-gray-600">compared with last week</span>
      </div>
    </div>
  );
}
