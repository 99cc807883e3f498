import { Tabs } from '@mui/base/Tabs';
import { TabsList } from '@mui/base/TabsList';
import { Tab } from '@mui/base/Tab';
import { TabPanel } from '@mui/base/TabPanel';
import { plans } from './data';

export default function AccessibilityKeyboard() {
  return (
    <Tabs defaultValue="monthly">
      <TabsList aria-label="Billing period" className="flex w-fit max-w-full gap-1 rounded-[10px] bg-gray-100 p-1 dark:bg-gray-800">
        {plans.map((plan) => (
          <Tab
            key={plan.value}
            value={plan.value}
            className="cursor-pointer rounded-lg border-0 bg-transparent px-3.5 py-1.5 font-semibold text-inherit focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-blue-400 [&.base--selected]:bg-white [&.base--selected]:shadow dark:[&.base--selected]:bg-gray-900"
          >
            {plan.label}
          </Tab>
        ))}
      </TabsList>
      {plans.map((plan) => (
        <TabPanel key={plan.value} value={plan.value} className="px-1 py-3 focus-visible:outline-3 focus-visible:outline-blue-400">
          <strong>{plan.price}</strong> · {plan.note}
        </TabPanel>
      ))}
    </Tabs>
  );
}
